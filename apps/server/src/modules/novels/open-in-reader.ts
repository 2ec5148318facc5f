import { BotType } from "@fable/contract";
import { and, asc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { perDatabase } from "../../db/per-database.ts";
import { bots } from "../bots/bots.schema.ts";

/** How many novels open straight in the reader when NOVELS_OPEN_IN_READER is unset (spec §9: three). */
const DEFAULT_COUNT = 3;
/** The ids are read again after this long, so a story seeded or removed since is followed. */
const CACHE_MS = 60_000;

/**
 * The ids named by NOVELS_OPEN_IN_READER (ids or seed slugs; an entry naming no bot is left out), or,
 * unset, the first three seeded stories with chapters: the seed writes them in its file's order.
 * Read from the bots table, not the seed file, so the seed's content stays out of the running server.
 */
async function resolveIds(ctx: ServiceContext, entries: readonly string[] | undefined): Promise<Set<number>> {
  const hasChapters = sql`exists (select 1 from story_chapters sc where sc.bot_id = ${bots.id} and sc.review_status = 'approved')`;
  if (entries === undefined) {
    const rows = await ctx.db
      .select({ id: bots.id })
      .from(bots)
      .where(and(isNotNull(bots.slug), eq(bots.botType, BotType.STORY), hasChapters))
      .orderBy(asc(bots.id))
      .limit(DEFAULT_COUNT);
    return new Set(rows.map((row) => row.id));
  }
  const ids = entries.filter((entry) => /^\d{1,15}$/.test(entry)).map(Number);
  const slugs = entries.filter((entry) => !/^\d+$/.test(entry));
  const conditions = [
    ...(ids.length > 0 ? [inArray(bots.id, ids)] : []),
    ...(slugs.length > 0 ? [inArray(bots.slug, slugs)] : []),
  ];
  if (conditions.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: bots.id })
    .from(bots)
    .where(or(...conditions));
  return new Set(rows.map((row) => row.id));
}

/** Per database (tests run several side by side): the ids and when they were read. */
const cached = perDatabase(() => ({ current: null as { at: number; ids: Promise<Set<number>> } | null }));

/**
 * The ids of the novels a click opens straight in the reader (spec §9). Every list and novel page asks,
 * so the answer is kept a minute instead of queried each time.
 */
export function readerNovelIds(ctx: ServiceContext): Promise<Set<number>> {
  const slot = cached(ctx.db);
  const now = ctx.clock.now().getTime();
  if (!slot.current || now - slot.current.at > CACHE_MS || now < slot.current.at) {
    const ids = resolveIds(ctx, ctx.config.NOVELS_OPEN_IN_READER);
    // A failed read is not kept: the next request tries again.
    ids.catch(() => {
      if (slot.current?.ids === ids) slot.current = null;
    });
    slot.current = { at: now, ids };
  }
  return slot.current.ids;
}
