import type { ChatMessage } from "@fable/contract";
import { and, eq } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { requirePlanFeature } from "../plans/index.ts";
import { chatMessages } from "./chat.schema.ts";
import { type ChatMessageRow, toChatMessage } from "./chat-message.ts";
import { loadOwnDialogue } from "./dialogue-access.ts";
import { consumeDailyQuota } from "./turns/quotas.ts";

type MessageRef = { dialogueId: string; msgId: string };

/** A message of the caller's own dialogue. */
export async function loadOwnMessage(ctx: UserContext, ref: MessageRef): Promise<ChatMessageRow> {
  const dialogue = await loadOwnDialogue(ctx, Number(ref.dialogueId));
  const [message] = await ctx.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, Number(ref.msgId)), eq(chatMessages.dialogueId, dialogue.id)));
  if (!message) throw AppError.notFound("ChatMessages.messageNotFound");
  return message;
}

async function updateMessage(
  ctx: UserContext,
  id: number,
  values: Partial<typeof chatMessages.$inferInsert>,
) {
  const [row] = await ctx.db.update(chatMessages).set(values).where(eq(chatMessages.id, id)).returning();
  return toChatMessage(row!);
}

/** POST /v1/chat/edit/bot/message: rewrites the shown swipe; the other swipes stay as they were. */
export async function editMessage(
  ctx: UserContext,
  request: MessageRef & { content: string },
): Promise<ChatMessage> {
  const message = await loadOwnMessage(ctx, request);
  await consumeDailyQuota(ctx, ctx.userId, "edit");
  return updateMessage(ctx, message.id, {
    swipes: message.swipes.map((swipe, index) => (index === message.swipeIndex ? request.content : swipe)),
    editedAt: ctx.clock.now(),
  });
}

/** POST /v1/chat/delete/bot/message: removes one message; the greeting stays so every chat keeps its opening. */
export async function deleteMessage(ctx: UserContext, request: MessageRef): Promise<{ deleted: string[] }> {
  const message = await loadOwnMessage(ctx, request);
  if (message.seq === 0) throw AppError.invalidInput("ChatMessages.greetingUndeletable");
  await ctx.db.delete(chatMessages).where(eq(chatMessages.id, message.id));
  return { deleted: [String(message.id)] };
}

/** POST /v1/chat/rateMsg: thumbs up (1), down (2) or neither (0) on a reply. */
export async function rateMessage(ctx: UserContext, request: MessageRef & { rating: 0 | 1 | 2 }) {
  const message = await loadOwnMessage(ctx, request);
  if (message.role !== "bot") throw AppError.invalidInput("ChatMessages.onlyBotRatings");
  return updateMessage(ctx, message.id, { rating: request.rating });
}

/**
 * POST /memory/pin and /memory/unpin: a pinned message is always in the character's memory. Pinning is
 * part of the memory library, which a plan may leave out; unpinning always works.
 */
export async function setPinned(ctx: UserContext, request: MessageRef, pinned: boolean) {
  const message = await loadOwnMessage(ctx, request);
  if (pinned) await requirePlanFeature(ctx, ctx.userId, "memoryLibrary");
  return updateMessage(ctx, message.id, { pinned });
}
