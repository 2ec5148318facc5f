import type { ReportTargetType } from "@fable/contract";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { messagesUsableBy } from "../../policies/message.policy.ts";
import { bots } from "../bots/bots.schema.ts";
import { chatMessages, dialogues } from "../chat/chat.schema.ts";
import { assertChattable, loadChattableBot } from "../chat/index.ts";
import { botListed, botUnavailable } from "../joybook/index.ts";
import { posts } from "../joybook/joybook.schema.ts";
import { botReviews } from "../reviews/reviews.schema.ts";
import { users } from "../users/users.schema.ts";

/** A preview is one line on the reviewers' page, not the whole text. */
const PREVIEW_LENGTH = 200;

/**
 * Refuses a report of something the reporter cannot see, so reports never reveal (or probe for)
 * private things: bots and reviews follow the chat rule (a bot that is gone answers the spec's
 * "Bot unavailable now"), messages must be in the reporter's own chats (no one else sees them).
 */
const visibleToReporter: Record<
  ReportTargetType,
  (ctx: ServiceContext, reporterId: number, targetId: number) => Promise<boolean>
> = {
  async bot(ctx, _reporterId, botId) {
    await loadChattableBot(ctx, botId);
    return true;
  },
  async user(ctx, _reporterId, userId) {
    const [user] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.removedAt)));
    return user !== undefined;
  },
  async message(ctx, reporterId, messageId) {
    const [message] = await ctx.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .innerJoin(dialogues, eq(dialogues.id, chatMessages.dialogueId))
      .where(and(eq(chatMessages.id, messageId), messagesUsableBy({ userId: reporterId })));
    return message !== undefined;
  },
  // A post whose bot is no longer listed is shown to no one, so it answers as when opened (2001).
  async post(ctx, _reporterId, postId) {
    const [post] = await ctx.db
      .select({ listed: botListed })
      .from(posts)
      .innerJoin(bots, eq(bots.id, posts.botId))
      .where(eq(posts.id, postId));
    if (post && !post.listed) throw botUnavailable();
    return post !== undefined;
  },
  async review(ctx, _reporterId, reviewId) {
    const [review] = await ctx.db
      .select({ creatorId: bots.creatorId, visibility: bots.visibility, reviewStatus: bots.reviewStatus })
      .from(botReviews)
      .innerJoin(bots, eq(bots.id, botReviews.botId))
      .where(eq(botReviews.id, reviewId));
    if (!review) return false;
    assertChattable(ctx, review);
    return true;
  },
};

/** Whether the reporter can see the target (throws the target's own refusal where it has one). */
export function reporterSees(
  ctx: ServiceContext,
  reporterId: number,
  target: { type: ReportTargetType; id: number },
): Promise<boolean> {
  return visibleToReporter[target.type](ctx, reporterId, target.id);
}

type Preview = { id: number; text: string };

/** The text naming each target of a type, for the ids given; missing ids are gone. */
const previewsOf: Record<ReportTargetType, (ctx: ServiceContext, ids: number[]) => Promise<Preview[]>> = {
  bot: (ctx, ids) => ctx.db.select({ id: bots.id, text: bots.name }).from(bots).where(inArray(bots.id, ids)),
  user: (ctx, ids) =>
    ctx.db
      .select({ id: users.id, text: users.userName })
      .from(users)
      .where(and(inArray(users.id, ids), isNull(users.removedAt))),
  async message(ctx, ids) {
    const rows = await ctx.db
      .select({ id: chatMessages.id, swipes: chatMessages.swipes, swipeIndex: chatMessages.swipeIndex })
      .from(chatMessages)
      .where(inArray(chatMessages.id, ids));
    return rows.map((row) => ({ id: row.id, text: row.swipes[row.swipeIndex] ?? row.swipes[0] ?? "" }));
  },
  post: (ctx, ids) =>
    ctx.db.select({ id: posts.id, text: posts.title }).from(posts).where(inArray(posts.id, ids)),
  review: (ctx, ids) =>
    ctx.db
      .select({ id: botReviews.id, text: botReviews.content })
      .from(botReviews)
      .where(inArray(botReviews.id, ids)),
};

export const previewKey = (type: string, id: number) => `${type}:${id}`;

/** Previews of the reports' targets keyed by previewKey; a target that is gone has none. */
export async function targetPreviews(
  ctx: ServiceContext,
  targets: { targetType: ReportTargetType; targetId: number }[],
): Promise<Map<string, string>> {
  const idsByType = new Map<ReportTargetType, number[]>();
  for (const target of targets)
    idsByType.set(target.targetType, [...(idsByType.get(target.targetType) ?? []), target.targetId]);
  const previews = new Map<string, string>();
  for (const [type, ids] of idsByType) {
    for (const { id, text } of await previewsOf[type](ctx, [...new Set(ids)])) {
      previews.set(
        previewKey(type, id),
        text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text,
      );
    }
  }
  return previews;
}
