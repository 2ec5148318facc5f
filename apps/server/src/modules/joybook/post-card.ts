import { type PostCard, PostVisibility } from "@fable/contract";
import { type Column, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { botCategories, bots, categories } from "../bots/bots.schema.ts";
import { users } from "../users/users.schema.ts";
import { postLikes, posts } from "./joybook.schema.ts";
import { botListed } from "./post-access.ts";

/** The bot's first category (as its editor ordered them), named in the column's language. */
function firstCategoryName(name: Column) {
  return sql<string | null>`(
    select ${name} from ${botCategories}
    inner join ${categories} on ${categories.id} = ${botCategories.categoryId}
    where ${botCategories.botId} = ${posts.botId}
    order by ${botCategories.position}, ${categories.id}
    limit 1
  )`;
}

/**
 * The columns a post card needs, for a query over posts joined to their bot and author. The viewer
 * decides `liked` and `isMine`; the request's language picks the category's name.
 */
export function postCardColumns(ctx: ServiceContext) {
  return {
    id: posts.id,
    botId: posts.botId,
    botName: bots.name,
    botAvatar: bots.avatar,
    categoryName: firstCategoryName(ctx.language === "zh-CN" ? categories.nameZh : categories.name),
    title: posts.title,
    summary: posts.summary,
    showAuthor: posts.showAuthor,
    userId: posts.userId,
    userSlug: users.slug,
    userName: users.userName,
    userAvatar: users.avatar,
    createdAt: posts.createdAt,
    likes: posts.likes,
    chatNum: posts.chatNum,
    shares: posts.shares,
    liked:
      ctx.userId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${ctx.userId})`,
    available: botListed,
  };
}

/** A row read with postCardColumns. */
export interface PostCardRow {
  id: number;
  botId: number;
  botName: string;
  botAvatar: string;
  categoryName: string | null;
  title: string;
  summary: string;
  showAuthor: boolean;
  userId: number;
  userSlug: string | null;
  userName: string;
  userAvatar: string;
  createdAt: Date;
  likes: number;
  chatNum: number;
  shares: number;
  liked: boolean;
  available: boolean;
}

/**
 * A card as everyone sees it. An anonymous post carries nothing that points to its author — no id,
 * slug, name or avatar — not even when the author reads it, so no screen can leak it by mistake.
 */
export function toPostCard(ctx: ServiceContext, row: PostCardRow): PostCard {
  const author = row.showAuthor
    ? {
        userId: String(row.userId),
        userSlug: row.userSlug ?? String(row.userId),
        userName: row.userName,
        userAvatar: row.userAvatar,
      }
    : { userId: null, userSlug: "", userName: "", userAvatar: "" };
  return {
    id: String(row.id),
    botId: String(row.botId),
    botName: row.botName,
    botAvatar: row.botAvatar,
    categoryName: row.categoryName ?? "",
    title: row.title,
    summary: row.summary,
    visibility: row.showAuthor ? PostVisibility.SHOW_AUTHOR : PostVisibility.HIDDEN,
    ...author,
    createdAt: row.createdAt.toISOString(),
    likes: row.likes,
    chatNum: row.chatNum,
    shares: row.shares,
    liked: Boolean(row.liked),
    isMine: row.userId === ctx.userId,
    available: Boolean(row.available),
  };
}
