import type { ChattingBot } from "@fable/contract";
import { and, desc, eq, type SQLWrapper, sql } from "drizzle-orm";
import { botNotRemovedFor } from "../../policies/bot.policy.ts";
import { dialoguesUsableBy } from "../../policies/dialogue.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { dialogues } from "./chat.schema.ts";
import { latestMessageText } from "./chat-message.ts";

const RECENT_CHATS = 50;

/**
 * GET /v1/chat/getBotsWithChatting: each bot the user talks to, with its latest dialogue, newest first.
 * Removed bots are left out: their dialogues are invalid (dialogue-access.ts).
 */
export async function botsWithChatting(ctx: UserContext): Promise<ChattingBot[]> {
  const { userId } = ctx;
  const latest = ctx.db
    .selectDistinctOn([dialogues.botId], {
      dialogueId: dialogues.id,
      botId: dialogues.botId,
      lastMessageAt: dialogues.lastMessageAt,
    })
    .from(dialogues)
    .where(and(dialoguesUsableBy({ userId }), eq(dialogues.hidden, false)))
    .orderBy(dialogues.botId, desc(dialogues.lastMessageAt), desc(dialogues.id))
    .as("latest");
  const rows = await ctx.db
    .select({
      botId: bots.id,
      botName: bots.name,
      avatar: bots.avatar,
      dialogueId: latest.dialogueId,
      lastMessageAt: latest.lastMessageAt,
      lastMessage: latestMessageText(latest.dialogueId),
      savedChats: savedChatCount(userId, latest.botId),
    })
    .from(latest)
    .innerJoin(bots, and(eq(bots.id, latest.botId), botNotRemovedFor(userId)))
    .orderBy(desc(latest.lastMessageAt))
    .limit(RECENT_CHATS);
  return rows.map((row) => ({
    botId: String(row.botId),
    botName: row.botName,
    avatar: row.avatar,
    dialogueId: String(row.dialogueId),
    lastMessage: row.lastMessage ?? "",
    lastMessageAt: new Date(row.lastMessageAt).toISOString(),
    savedChats: Number(row.savedChats),
  }));
}

/** How many saved chats the user keeps with the bot: the Chats page links to them. */
function savedChatCount(userId: number, botId: SQLWrapper) {
  return sql<number>`(select count(*)::int from ${dialogues} saved
    where saved.user_id = ${userId} and saved.bot_id = ${botId}
      and saved.saved_at is not null and not saved.hidden)`;
}
