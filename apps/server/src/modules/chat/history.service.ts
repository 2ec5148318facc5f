import type { ChatMessage } from "@fable/contract";
import { and, count, desc, eq } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { chatMessages } from "./chat.schema.ts";
import { toChatMessage } from "./chat-message.ts";
import { messagePage } from "./dialogue.service.ts";
import { loadOwnDialogue } from "./dialogue-access.ts";

/** POST /v1/chat/chatHistory: older messages, newest first. */
export async function chatHistory(
  ctx: UserContext,
  request: { dialogueId: string; beforeMsgId?: string | undefined; limit: number },
) {
  const dialogue = await loadOwnDialogue(ctx, Number(request.dialogueId));
  return messagePage(
    ctx,
    dialogue.id,
    request.beforeMsgId ? Number(request.beforeMsgId) : undefined,
    request.limit,
  );
}

/** GET /v1/chat/chatHistoryCount. */
export async function chatHistoryCount(ctx: UserContext, dialogueId: number): Promise<number> {
  const dialogue = await loadOwnDialogue(ctx, dialogueId);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(chatMessages)
    .where(eq(chatMessages.dialogueId, dialogue.id));
  return row?.n ?? 0;
}

/** POST /v2/chat/chooseMessage: show another swipe of the latest reply. */
export async function chooseMessage(
  ctx: UserContext,
  request: { dialogueId: string; msgId: string; swipeIndex: number },
): Promise<ChatMessage> {
  const dialogue = await loadOwnDialogue(ctx, Number(request.dialogueId));
  const [latest] = await ctx.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.dialogueId, dialogue.id))
    .orderBy(desc(chatMessages.seq))
    .limit(1);
  if (!latest || String(latest.id) !== request.msgId)
    throw AppError.invalidInput("ChatMessages.onlyLatestSwipes");
  if (latest.role !== "bot") throw AppError.invalidInput("ChatMessages.onlyBotMessages");
  if (request.swipeIndex >= latest.swipes.length) throw AppError.invalidInput("ChatMessages.noSuchSwipe");
  const [row] = await ctx.db
    .update(chatMessages)
    .set({ swipeIndex: request.swipeIndex })
    .where(and(eq(chatMessages.id, latest.id)))
    .returning();
  return toChatMessage(row!);
}
