import { eq, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { appMeta } from "../meta.schema.ts";
import type { AvatarUrls } from "./catalogue.ts";

/** Raise when the seed catalogue changes so existing installations pick the change up (2: the six novels). */
export const SEED_VERSION = 2;
const SEED_KEY = "seed_version";
/** Same key in every instance: two instances seeding one PostgreSQL take turns. */
const SEED_LOCK_KEY = 7_246_002;

/**
 * The catalogue's content (checked against its shapes as it loads) and the avatar painter (sharp) are
 * loaded only when a seed is due: a start on an existing data directory does not pay for them.
 */
const seedWork = async () => {
  const [catalogue, avatars] = await Promise.all([import("./catalogue.ts"), import("./avatars.ts")]);
  return { ...catalogue, ...avatars };
};

async function drawAvatars(uploadsDir: string): Promise<AvatarUrls> {
  const { avatarsToDraw, ensureSeedAvatar } = await seedWork();
  const urls: AvatarUrls = new Map();
  // A few at a time: sharp is fast, and this keeps the first start well under its budget on 2 cores.
  const pending = avatarsToDraw();
  const concurrency = 4;
  for (let start = 0; start < pending.length; start += concurrency) {
    const batch = pending.slice(start, start + concurrency);
    const drawn = await Promise.all(
      batch.map((item) => ensureSeedAvatar(uploadsDir, item.kind, item.slug, item.palette)),
    );
    for (const [index, item] of batch.entries()) urls.set(`${item.kind}:${item.slug}`, drawn[index]!);
  }
  return urls;
}

async function appliedSeedVersion(database: Database): Promise<number | null> {
  const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  return row ? Number(row.value) : null;
}

/**
 * Writes the catalogue. `force` reapplies it (npm run db:seed); otherwise it runs only
 * when this installation has not seen the current seed version (first start).
 * Returns whether it wrote anything.
 */
export async function seedDatabase(
  database: Database,
  uploadsDir: string,
  options: { force?: boolean } = {},
) {
  if (!options.force && (await appliedSeedVersion(database)) === SEED_VERSION) return false;
  const avatars = await drawAvatars(uploadsDir);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [row] = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
    if (!options.force && row && Number(row.value) === SEED_VERSION) return false;
    await (await seedWork()).writeCatalogue(tx, avatars);
    await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: SEED_VERSION })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: SEED_VERSION, updatedAt: sql`now()` } });
    return true;
  });
}
