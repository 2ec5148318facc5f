import {
  ANONYMOUS_AUTHOR,
  type PersonalPostsRequest,
  type PostDetail,
  type PostListRequest,
  type PostPage,
  type PostSort,
  type UserPostsRequest,
} from "@fable/contract";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { isListed } from "../../policies/bot.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { users } from "../users/users.schema.ts";
import { posts } from "./joybook.schema.ts";
import { assertOpen } from "./post-access.ts";
import { postCardColumns, toPostCard } from "./post-card.ts";

const ORDER_BY: Record<PostSort, SQL[]> = {
  newest: [desc(posts.createdAt), desc(posts.id)],
  popular: [desc(posts.likes), desc(posts.chatNum), desc(posts.createdAt), desc(posts.id)],
};

/** One page of post cards matching `where` (over posts joined to their bot and author). */
async function postPage(
  ctx: ServiceContext,
  where: SQL | undefined,
  paging: { page: number; limit: number; sort?: PostSort },
): Promise<PostPage> {
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select(postCardColumns(ctx))
      .from(posts)
      .innerJoin(bots, eq(bots.id, posts.botId))
      .innerJoin(users, eq(users.id, posts.userId))
      .where(where)
      .orderBy(...ORDER_BY[paging.sort ?? "newest"])
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    ctx.db.select({ total: count() }).from(posts).innerJoin(bots, eq(bots.id, posts.botId)).where(where),
  ]);
  return {
    list: rows.map((row) => toPostCard(ctx, row)),
    page: paging.page,
    limit: paging.limit,
    total: totals?.total ?? 0,
  };
}

/** POST /messages/post/list: the public feed. Posts whose bot is no longer public are left out. */
export function listPosts(ctx: ServiceContext, request: PostListRequest): Promise<PostPage> {
  const ofBot = request.botId === undefined ? undefined : eq(posts.botId, Number(request.botId));
  return postPage(ctx, and(isListed, ofBot), request);
}

/**
 * POST /messages/post/getPersonalPosts: everything the caller shared, anonymous posts and posts
 * whose bot has gone (marked unavailable) included, so they can still delete them.
 */
export function listPersonalPosts(ctx: UserContext, request: PersonalPostsRequest): Promise<PostPage> {
  return postPage(ctx, eq(posts.userId, ctx.userId), request);
}

/**
 * POST /messages/post/getUserPosts: another user's posts on their profile — only those that name
 * them, so an anonymous post can never be traced back through its author's profile.
 */
export function listUserPosts(ctx: ServiceContext, request: UserPostsRequest): Promise<PostPage> {
  const where = and(isListed, eq(posts.userId, Number(request.userId)), eq(posts.showAuthor, true));
  return postPage(ctx, where, request);
}

/** GET /messages/post/info: the card and the whole shared chat, with who says each line. */
export async function postInfo(ctx: ServiceContext, postId: number): Promise<PostDetail> {
  const columns = postCardColumns(ctx);
  const row = await assertOpen(
    ctx.db
      .select({ ...columns, messages: posts.messages, listed: columns.available })
      .from(posts)
      .innerJoin(bots, eq(bots.id, posts.botId))
      .innerJoin(users, eq(users.id, posts.userId))
      .where(eq(posts.id, postId)),
  );
  const card = toPostCard(ctx, row);
  const authorName = row.showAuthor ? row.userName : ANONYMOUS_AUTHOR;
  return {
    ...card,
    messages: row.messages.map((message) => ({
      role: message.role,
      text: message.text,
      name: message.role === "user" ? authorName : row.botName,
    })),
  };
}
