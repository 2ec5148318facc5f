import { and, eq, ne, or, type SQL } from "drizzle-orm";
import { bots } from "../modules/bots/bots.schema.ts";
import type { Actor } from "./actor.ts";

/** What a bot's access depends on; services pass the row (or just the columns an action needs). */
export interface BotAccess {
  creatorId: number;
  visibility: string;
  reviewStatus: string;
  definitionVisible: boolean;
}

/**
 * - `view`: open its profile; `chat`: start or go on chatting with it. Both: the creator always,
 *   anyone else while it is public or unlisted and approved (docs/product.md#bot-records).
 * - `readDefinition`: see its prompt and fields: the creator, or anyone who may view it when the
 *   creator shows the definition.
 * - `export`: download its card: the creator, or anyone while it is public, approved and shows its
 *   definition (an unlisted bot's card is not handed out).
 * - `keepChats`: reach one's dialogues with it: everyone until a reviewer removes (rejects) it; its
 *   creator always, so they can fix it (docs/product.md#bot-unavailable).
 * - `manage`: edit it, change its visibility, pin it to a profile, delete it: its creator only. (While
 *   a bot waits for a reviewer its fields cannot change; that is the bot's state, not who may act.)
 */
export type BotAction = "view" | "chat" | "readDefinition" | "export" | "keepChats" | "manage";

/** The columns each action reads. */
interface ColumnsOf {
  view: "creatorId" | "visibility" | "reviewStatus";
  chat: "creatorId" | "visibility" | "reviewStatus";
  readDefinition: keyof BotAccess;
  export: keyof BotAccess;
  keepChats: "creatorId" | "reviewStatus";
  manage: "creatorId";
}

const isCreator = (actor: Actor, bot: Pick<BotAccess, "creatorId">) =>
  actor.userId !== null && bot.creatorId === actor.userId;
const isOpen = (bot: Pick<BotAccess, "visibility" | "reviewStatus">) =>
  bot.visibility !== "private" && bot.reviewStatus === "approved";

const RULES: { [A in BotAction]: (actor: Actor, bot: Pick<BotAccess, ColumnsOf[A]>) => boolean } = {
  view: (actor, bot) => isCreator(actor, bot) || isOpen(bot),
  chat: (actor, bot) => isCreator(actor, bot) || isOpen(bot),
  readDefinition: (actor, bot) => isCreator(actor, bot) || (isOpen(bot) && bot.definitionVisible),
  export: (actor, bot) =>
    isCreator(actor, bot) ||
    (bot.visibility === "public" && bot.reviewStatus === "approved" && bot.definitionVisible),
  keepChats: (actor, bot) => isCreator(actor, bot) || bot.reviewStatus !== "rejected",
  manage: (actor, bot) => isCreator(actor, bot),
};

/** Whether `actor` may do `action` to a bot that exists; a missing bot is never allowed. */
export function canOnBot<A extends BotAction, Bot extends Pick<BotAccess, ColumnsOf[A]>>(
  actor: Actor,
  action: A,
  bot: Bot | undefined,
): bot is Bot {
  return bot !== undefined && (RULES[action] as (actor: Actor, bot: Bot) => boolean)(actor, bot);
}

/** The list rule: only public, approved bots appear in lists, searches and boards. */
export const isListed: SQL = and(eq(bots.visibility, "public"), eq(bots.reviewStatus, "approved"))!;

/** The bots of one creator that `actor` sees on the creator's profile: all of them for the creator. */
export const listedOnProfileFor = (actor: Actor, creatorId: number): SQL =>
  creatorId === actor.userId ? eq(bots.creatorId, creatorId) : and(eq(bots.creatorId, creatorId), isListed)!;

/** `keepChats` as a condition on `bots`, for lists of one user's dialogues: removed bots drop out. */
export const botNotRemovedFor = (userId: number): SQL =>
  or(ne(bots.reviewStatus, "rejected"), eq(bots.creatorId, userId))!;
