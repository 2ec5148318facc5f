import { asc } from "drizzle-orm";
import type { Db } from "../src/db/client.ts";
import { users } from "../src/modules/users/users.schema.ts";
import { buildBot, type NewBot } from "./factories/bots.ts";

/**
 * Bots for search and listing tests, owned by the first seeded creator (public and approved unless
 * told), made in the order given; their ids as the API spells them.
 */
export async function insertBots<Wanted extends (NewBot & { name: string })[]>(
  db: Db,
  ...wanted: Wanted
): Promise<{ [Index in keyof Wanted]: string }> {
  const [creator] = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
  const ids: string[] = [];
  for (const bot of wanted) ids.push((await buildBot(db, { creatorId: creator!.id, ...bot })).botId);
  return ids as { [Index in keyof Wanted]: string };
}
