import { asc, eq, gt, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { bots } from "../bots/bots.schema.ts";
import { chatMessages, dialogues } from "../chat/chat.schema.ts";
import { activityRollupState, botActivityDaily, userActivityDaily } from "./discovery.schema.ts";
import { forgetHomeContent } from "./home.service.ts";

/**
 * Rows younger than this are left for the next run. Ids are handed out before transactions commit,
 * so a row with a lower id can become visible after one with a higher id; waiting until rows have
 * settled keeps a late commit from being passed over for good.
 */
export const SETTLE_MS = 10_000;
/** At most this many ids of each table per transaction, so a backlog never holds locks for long. */
const BATCH = 20_000;

/**
 * Adds the dialogues started and the messages users sent since the last run to the daily activity
 * of each bot and user, and to the bots' message counters. The counts and the high-water
 * marks move in one transaction, so a crash never loses or doubles anything, and the state row is
 * locked, so instances sharing a PostgreSQL database take turns. Returns how many dialogues and
 * user messages it counted.
 */
export async function rollUpActivity(ctx: ServiceContext): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = await rollUpBatch(ctx);
    if (!batch) return total;
    total += batch.counted;
  }
}

/** The job: rolls up, and lets the home page show the new trends at once when anything moved. */
export async function rollUpActivityAndRefreshHome(ctx: ServiceContext): Promise<number> {
  const moved = await rollUpActivity(ctx);
  if (moved > 0) forgetHomeContent(ctx);
  return moved;
}

/** One transaction's worth; null when there was nothing new. */
async function rollUpBatch(ctx: ServiceContext): Promise<{ counted: number } | null> {
  const settled = new Date(ctx.clock.now().getTime() - SETTLE_MS).toISOString();
  return ctx.db.transaction(async (tx) => {
    await tx.insert(activityRollupState).values({ id: 1 }).onConflictDoNothing();
    const [state] = await tx
      .select()
      .from(activityRollupState)
      .where(eq(activityRollupState.id, 1))
      .for("update");
    // The batch ends before the first row that has not settled, so nothing is ever passed over.
    const upTo = async (table: typeof dialogues | typeof chatMessages, after: number) => {
      const next = tx
        .$with("next")
        .as(
          tx
            .select({ id: table.id, createdAt: table.createdAt })
            .from(table)
            .where(gt(table.id, after))
            .orderBy(asc(table.id))
            .limit(BATCH),
        );
      const [row] = await tx
        .with(next)
        .select({
          firstUnsettled: sql<
            string | null
          >`min(${next.id}) filter (where ${next.createdAt} > ${settled}::timestamptz)`,
          last: sql<string | null>`max(${next.id})`,
        })
        .from(next);
      if (row?.firstUnsettled != null) return Number(row.firstUnsettled) - 1;
      return row?.last != null ? Number(row.last) : after;
    };
    const fromDialogue = state!.lastDialogueId;
    const fromMessage = state!.lastMessageId;
    const toDialogue = await upTo(dialogues, fromDialogue);
    const toMessage = await upTo(chatMessages, fromMessage);
    if (toDialogue === fromDialogue && toMessage === fromMessage) return null;

    // One row per (bot, user, day) with the chats started and messages sent in this batch.
    await tx.execute(sql`
      create temporary table activity_batch on commit drop as
      select bot_id, user_id, day, sum(chats)::int as chats, sum(messages)::int as messages
      from (
        select ${dialogues.botId} as bot_id, ${dialogues.userId} as user_id,
               (${dialogues.createdAt} at time zone 'UTC')::date as day, 1 as chats, 0 as messages
        from ${dialogues}
        where ${dialogues.id} > ${fromDialogue} and ${dialogues.id} <= ${toDialogue}
        union all
        select d.bot_id, d.user_id, (${chatMessages.createdAt} at time zone 'UTC')::date, 0, 1
        from ${chatMessages} join ${dialogues} d on d.id = ${chatMessages.dialogueId}
        where ${chatMessages.id} > ${fromMessage} and ${chatMessages.id} <= ${toMessage}
          and ${chatMessages.role} = 'user'
      ) counted
      group by bot_id, user_id, day`);
    for (const [table, key] of [
      [botActivityDaily, "bot_id"],
      [userActivityDaily, "user_id"],
    ] as const) {
      await tx.execute(sql`
        insert into ${table} (${sql.raw(key)}, day, chats, messages)
        select ${sql.raw(key)}, day, sum(chats), sum(messages) from activity_batch group by ${sql.raw(key)}, day
        on conflict (${sql.raw(key)}, day) do update set
          chats = ${table.chats} + excluded.chats,
          messages = ${table.messages} + excluded.messages`);
    }
    // A bot's chat count moves when the dialogue starts (dialogue.service.ts); its message count
    // moves here. Only bots with new messages are written: each write changes the row version the
    // chat's bot cache keys on, and a bot without news keeps its cached row.
    await tx.execute(sql`
      update ${bots} set messages = ${bots.messages} + added.messages
      from (select bot_id, sum(messages) as messages from activity_batch group by bot_id having sum(messages) > 0) added
      where ${bots.id} = added.bot_id`);
    await tx
      .update(activityRollupState)
      .set({ lastDialogueId: toDialogue, lastMessageId: toMessage, rolledAt: ctx.clock.now() })
      .where(eq(activityRollupState.id, 1));
    const [batch] = await tx
      .select({ counted: sql<number>`coalesce(sum(chats + messages), 0)::int` })
      .from(sql`activity_batch`);
    return { counted: batch?.counted ?? 0 };
  });
}
