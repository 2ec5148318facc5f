import type { Db } from "../../src/db/client.ts";
import { botCategories, bots, loreEntries } from "../../src/modules/bots/bots.schema.ts";
import { buildUser } from "./users.ts";

export type NewBot = Partial<typeof bots.$inferInsert> & {
  /** Categories the bot is listed under, in this order. */
  categoryIds?: number[];
  /** Lorebook entries, in this order. */
  lore?: { keywords: string[]; content: string }[];
};

/** The bot's row, with its id as the API spells it (a string). */
export type BuiltBot = typeof bots.$inferSelect & { botId: string };

let built = 0;

/**
 * A bot inserted directly: public and approved (as REVIEW_MODE=auto leaves a new bot) unless told,
 * owned by a new user when no creatorId is given.
 */
export async function buildBot(
  db: Db,
  { categoryIds = [], lore = [], ...overrides }: NewBot = {},
): Promise<BuiltBot> {
  built += 1;
  const creatorId = overrides.creatorId ?? (await buildUser(db)).id;
  const [bot] = await db
    .insert(bots)
    .values({ name: `Test Bot ${built}`, greeting: "Hello there.", ...overrides, creatorId })
    .returning();
  const botId = bot!.id;
  if (categoryIds.length > 0)
    await db
      .insert(botCategories)
      .values(categoryIds.map((categoryId, position) => ({ botId, categoryId, position })));
  if (lore.length > 0)
    await db.insert(loreEntries).values(lore.map((entry, position) => ({ botId, position, ...entry })));
  return { ...bot!, botId: String(botId) };
}
