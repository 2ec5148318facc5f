import { ResponseCode } from "@fable/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { chatMessages } from "../chat/chat.schema.ts";
import { type DialogueRow, historyColumns, loadOwnDialogue } from "../chat/index.ts";
import type { PostMessage } from "./joybook.schema.ts";
import { botListed } from "./post-access.ts";

export interface ShareableChat {
  dialogue: DialogueRow;
  botName: string;
  /** The chosen messages in the order they were written, each as the swipe its author sees. */
  messages: PostMessage[];
}

/**
 * The part of the caller's own dialogue they chose to share. Another user's dialogue does not exist
 * for them (loadOwnDialogue); only chats with a public, approved bot can be shared, since the post
 * would show nowhere else; and every message must come from this dialogue.
 */
export async function loadShareableChat(
  ctx: UserContext,
  request: { dialogueId: string; msgIds: string[] },
): Promise<ShareableChat> {
  const dialogue = await loadOwnDialogue(ctx, Number(request.dialogueId));
  const [bot] = await ctx.db
    .select({ name: bots.name, listed: botListed })
    .from(bots)
    .where(eq(bots.id, dialogue.botId));
  if (!bot?.listed) throw new AppError(ResponseCode.FORBIDDEN, "JoybookMessages.onlyPublicBots");
  const rows = await ctx.db
    .select({ role: historyColumns.role, text: historyColumns.text })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.dialogueId, dialogue.id), inArray(chatMessages.id, request.msgIds.map(Number))),
    )
    .orderBy(asc(chatMessages.seq));
  if (rows.length !== request.msgIds.length)
    throw AppError.invalidInput("JoybookMessages.messagesNotInDialogue");
  return {
    dialogue,
    botName: bot.name,
    messages: rows.map((row) => ({ role: row.role === "user" ? "user" : "bot", text: row.text })),
  };
}
