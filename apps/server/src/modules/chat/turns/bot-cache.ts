import { asc, eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../context.ts";
import { perDatabase } from "../../../db/per-database.ts";
import type { PromptLoreEntry } from "../../../llm/prompt/index.ts";
import { type BotRow, bots, loreEntries } from "../../bots/bots.schema.ts";
import { toPromptLore } from "./prompt-lore.ts";

/**
 * The version of a bot's row: PostgreSQL's `xmin`, the transaction that wrote the row last. Every
 * update gives a new one whatever the clock says, and lore changes update their bot in the same
 * transaction, so one version covers the card and its lore. Read it beside other columns with this
 * expression; it is cheap, where reading the whole row (with its card data) is not.
 */
export const botVersion = sql<string>`${bots}.xmin::text`;

interface CachedBot {
  version: string;
  row: BotRow;
  lore?: Promise<PromptLoreEntry[]>;
}

/**
 * Rows and lore of recently chatted bots, per database (tests run several side by side, with the
 * same ids). A turn then reads only the bot's version, not its row.
 */
const cacheOf = perDatabase(() => new Map<number, CachedBot>());
const BOTS_KEPT = 500;

const botWithVersion = perDatabase((db) =>
  db
    .select({ row: bots, version: botVersion })
    .from(bots)
    .where(eq(bots.id, sql.placeholder("botId")))
    .prepare("bot_with_version"),
);

const loreOfBot = perDatabase((db) =>
  db
    .select()
    .from(loreEntries)
    .where(eq(loreEntries.botId, sql.placeholder("botId")))
    .orderBy(asc(loreEntries.position))
    .prepare("lore_of_bot"),
);

/** The bot's row at `version` (or newer, if it changed meanwhile); undefined when it does not exist. */
export async function botAtVersion(
  ctx: ServiceContext,
  botId: number,
  version: string,
): Promise<BotRow | undefined> {
  const cached = cacheOf(ctx.db);
  const hit = cached.get(botId);
  if (hit?.version === version) return hit.row;
  const [found] = await botWithVersion(ctx.db).execute({ botId });
  if (!found) return undefined;
  if (cached.size >= BOTS_KEPT) cached.delete(cached.keys().next().value!);
  cached.set(botId, { version: found.version, row: found.row });
  return found.row;
}

async function readLore(ctx: ServiceContext, botId: number) {
  return (await loreOfBot(ctx.db).execute({ botId })).map(toPromptLore);
}

/**
 * The lore of a bot, as the prompt builder reads it. Kept with the cached row it belongs to, so a
 * row read elsewhere (not from this cache) always gets its lore read afresh.
 */
export function loreOf(ctx: ServiceContext, bot: BotRow): Promise<PromptLoreEntry[]> {
  const entry = cacheOf(ctx.db).get(bot.id);
  if (entry?.row !== bot) return readLore(ctx, bot.id);
  if (!entry.lore) {
    const reading = readLore(ctx, bot.id);
    entry.lore = reading;
    reading.catch(() => {
      if (entry.lore === reading) entry.lore = undefined;
    });
  }
  return entry.lore;
}
