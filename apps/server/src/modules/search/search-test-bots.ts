import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bots } from "../bots/bots.schema.ts";
import { users } from "../users/users.schema.ts";

type NewBot = Partial<typeof bots.$inferInsert> & { name: string };

/**
 * Test helper: inserts bots owned by the first seeded creator (public and approved unless told) and
 * returns their ids as the API spells them.
 */
export async function insertBots<Wanted extends NewBot[]>(
  db: Db,
  ...wanted: Wanted
): Promise<{ [Index in keyof Wanted]: string }> {
  const [creator] = await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
  const rows = await db
    .insert(bots)
    .values(wanted.map((bot) => ({ creatorId: creator!.id, greeting: "Hello there", ...bot })))
    .returning({ id: bots.id });
  return rows.map((row) => String(row.id)) as { [Index in keyof Wanted]: string };
}
