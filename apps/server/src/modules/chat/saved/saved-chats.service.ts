import { and, count, desc, eq, isNotNull } from "drizzle-orm";
import { botNotRemovedFor } from "../../../policies/bot.policy.ts";
import { dialoguesUsableBy } from "../../../policies/dialogue.policy.ts";
import type { UserContext } from "../../../routing/user-context.ts";
import { bots } from "../../bots/bots.schema.ts";
import { chatMessages, dialogues } from "../chat.schema.ts";
import { latestMessageText } from "../chat-message.ts";
import { enterDialogue } from "../dialogue.service.ts";
import { loadChattableBot, loadOwnDialogue } from "../dialogue-access.ts";

/** POST /v1/chat/saveDialogue: "save and start new chat" — keeps this chat and opens a fresh one. */
export async function saveDialogue(ctx: UserContext, dialogueId: string) {
  const dialogue = await loadOwnDialogue(ctx, Number(dialogueId));
  // The new chat needs a bot open to chat with: checked first, so a refusal saves nothing.
  await loadChattableBot(ctx, dialogue.botId);
  await ctx.db.update(dialogues).set({ savedAt: ctx.clock.now() }).where(eq(dialogues.id, dialogue.id));
  return enterDialogue(ctx, { botId: String(dialogue.botId), newChat: true });
}

/** GET /v1/chat/savedChats?botId: the saved chats with one bot, newest first (none once it is removed). */
export async function listSavedChats(ctx: UserContext, botId: number) {
  const { userId } = ctx;
  const rows = await ctx.db
    .select({
      dialogueId: dialogues.id,
      botId: dialogues.botId,
      savedAt: dialogues.savedAt,
      messageCount: count(chatMessages.id),
      lastMessage: latestMessageText(dialogues.id),
    })
    .from(dialogues)
    .innerJoin(bots, and(eq(bots.id, dialogues.botId), botNotRemovedFor(userId)))
    .leftJoin(chatMessages, eq(chatMessages.dialogueId, dialogues.id))
    .where(
      and(
        dialoguesUsableBy({ userId }),
        eq(dialogues.botId, botId),
        isNotNull(dialogues.savedAt),
        eq(dialogues.hidden, false),
      ),
    )
    .groupBy(dialogues.id)
    .orderBy(desc(dialogues.savedAt));
  return rows.map((row) => ({
    dialogueId: String(row.dialogueId),
    botId: String(row.botId),
    lastMessage: row.lastMessage ?? "",
    messageCount: row.messageCount,
    savedAt: new Date(row.savedAt!).toISOString(),
  }));
}

/** GET /v1/chat/savedChat/hide?dialogueId: removes a saved chat from the lists (it is not deleted). */
export async function hideSavedChat(ctx: UserContext, dialogueId: string) {
  const dialogue = await loadOwnDialogue(ctx, Number(dialogueId));
  await ctx.db.update(dialogues).set({ hidden: true }).where(eq(dialogues.id, dialogue.id));
  return { dialogueId, hidden: true };
}
