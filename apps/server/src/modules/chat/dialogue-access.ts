import { ResponseCode } from "@fable/contract";
import { and, eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { perDatabase } from "../../db/per-database.ts";
import { AppError } from "../../errors.ts";
import { canOnBot } from "../../policies/bot.policy.ts";
import { dialoguesUsableBy } from "../../policies/dialogue.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { type BotRow, bots } from "../bots/bots.schema.ts";
import { dialogues } from "./chat.schema.ts";
import { botAtVersion, botVersion } from "./turns/bot-cache.ts";

export type DialogueRow = typeof dialogues.$inferSelect;

/**
 * The caller's own dialogue. Anyone else's — a creator included — gets the same answer as a dialogue
 * that does not exist: creators never see users' chats. So does one whose bot was removed.
 */
export async function loadOwnDialogue(ctx: UserContext, dialogueId: number): Promise<DialogueRow> {
  const [row] = await ctx.db
    .select({ dialogue: dialogues, bot: { creatorId: bots.creatorId, reviewStatus: bots.reviewStatus } })
    .from(dialogues)
    .innerJoin(bots, eq(bots.id, dialogues.botId))
    .where(and(eq(dialogues.id, dialogueId), dialoguesUsableBy(ctx)));
  if (!row) throw AppError.notFound("ChatMessages.dialogueInvalid");
  assertNotRemoved(ctx, row.bot);
  return row.dialogue;
}

/**
 * A bot removed for violating the guidelines (a reviewer rejected it) answers "dialogue id
 * is invalid" to the people who chatted with it. Its creator still reaches their own test chats, so
 * they can fix the bot and send it back to review (docs/product.md#bot-unavailable).
 */
export function assertNotRemoved(
  ctx: Pick<ServiceContext, "userId">,
  bot: Pick<BotRow, "creatorId" | "reviewStatus">,
): void {
  if (!canOnBot(ctx, "keepChats", bot)) throw AppError.notFound("ChatMessages.dialogueInvalid");
}

/**
 * The bot a user may chat with: public or unlisted and approved, or their own. A bot that became
 * private or was rejected later answers 2001 "Bot unavailable now" (docs/product.md#bot-unavailable).
 */
export async function loadChattableBot(ctx: ServiceContext, botId: number): Promise<BotRow> {
  // Only the version is read here: the row itself comes from the bot cache when it is current.
  const [access] = await botVersionOf(ctx.db).execute({ botId });
  return assertChattable(ctx, access && (await botAtVersion(ctx, botId, access.version)));
}

const botVersionOf = perDatabase((db) =>
  db
    .select({ version: botVersion })
    .from(bots)
    .where(eq(bots.id, sql.placeholder("botId")))
    .prepare("bot_version"),
);

type BotAccess = Pick<BotRow, "creatorId" | "visibility" | "reviewStatus">;

/** The rule of loadChattableBot for a bot's access columns already read (e.g. joined to its dialogue). */
export function assertChattable<Bot extends BotAccess>(
  ctx: Pick<ServiceContext, "userId">,
  bot: Bot | undefined,
): Bot {
  if (!canOnBot(ctx, "chat", bot))
    throw new AppError(ResponseCode.BOT_UNAVAILABLE, "CharacterMessages.botNotFound");
  return bot;
}

/** The bot of the caller's own dialogue, for a turn: removed, the dialogue is invalid; else the chat rule. */
export function assertTurnBot<Bot extends BotAccess>(
  ctx: Pick<ServiceContext, "userId">,
  bot: Bot | undefined,
): Bot {
  if (bot) assertNotRemoved(ctx, bot);
  return assertChattable(ctx, bot);
}
