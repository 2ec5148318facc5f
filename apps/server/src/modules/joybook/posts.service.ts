import { type AddPostRequest, ANONYMOUS_AUTHOR, type PostCard } from "@fable/contract";
import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { isFlagged } from "../../lib/word-filter.ts";
import { escapeRegExp } from "../../llm/offline/text.ts";
import { postsDeletableBy } from "../../policies/post.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { users } from "../users/users.schema.ts";
import { type PostMessage, posts } from "./joybook.schema.ts";
import { postNotFound } from "./post-access.ts";
import { postCardColumns, toPostCard } from "./post-card.ts";
import { loadShareableChat } from "./shareable-chat.ts";

/**
 * POST /messages/post/add: shares part of the caller's chat with a public bot. The post keeps its
 * own copy of the messages (as shown now), so later edits, regenerations or deleting the chat do
 * not change what was published. Whatever is published is checked, adult-content setting or not.
 */
export async function addPost(ctx: UserContext, request: AddPostRequest): Promise<PostCard> {
  const { userId } = ctx;
  const shared = await loadShareableChat(ctx, request);
  const { dialogue } = shared;
  const published = [request.title, request.summary, ...shared.messages.map((message) => message.text)];
  if (published.some(isFlagged)) throw AppError.invalidInput("JoybookMessages.unsuitable");
  const messages = request.showAuthor
    ? shared.messages
    : withoutName(shared.messages, await userNameOf(ctx, userId));
  const [created] = await ctx.db
    .insert(posts)
    .values({
      userId,
      botId: dialogue.botId,
      dialogueId: dialogue.id,
      title: request.title,
      summary: request.summary,
      showAuthor: request.showAuthor,
      messages,
      createdAt: ctx.clock.now(),
    })
    .returning({ id: posts.id });
  return loadPostCard(ctx, created!.id);
}

/**
 * The chat may call its author by their account name (greetings and replies address the user): an
 * anonymous post says ANONYMOUS_AUTHOR there instead, so its text cannot name them either.
 */
function withoutName(messages: PostMessage[], name: string): PostMessage[] {
  if (name.trim().length < 2) return messages;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(name.trim())}(?![\\p{L}\\p{N}_])`, "giu");
  return messages.map((message) => ({ ...message, text: message.text.replace(pattern, ANONYMOUS_AUTHOR) }));
}

async function userNameOf(ctx: ServiceContext, userId: number): Promise<string> {
  const [user] = await ctx.db.select({ userName: users.userName }).from(users).where(eq(users.id, userId));
  return user?.userName ?? "";
}

/** One post's card, whatever its bot's state (the caller decides who may see it). */
export async function loadPostCard(ctx: ServiceContext, postId: number): Promise<PostCard> {
  const [row] = await ctx.db
    .select(postCardColumns(ctx))
    .from(posts)
    .innerJoin(bots, eq(bots.id, posts.botId))
    .innerJoin(users, eq(users.id, posts.userId))
    .where(eq(posts.id, postId));
  if (!row) throw postNotFound();
  return toPostCard(ctx, row);
}

/** POST /messages/post/delete: authors delete their own posts; anyone else's does not exist for them. */
export async function deletePost(ctx: UserContext, postId: number): Promise<{ postId: string }> {
  const deleted = await ctx.db
    .delete(posts)
    .where(and(eq(posts.id, postId), postsDeletableBy(ctx)))
    .returning({ id: posts.id });
  if (deleted.length === 0) throw postNotFound();
  return { postId: String(postId) };
}
