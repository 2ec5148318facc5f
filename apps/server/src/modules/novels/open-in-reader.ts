import { inArray, or } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { stories } from "../../db/seed/content/index.ts";
import { bots } from "../bots/bots.schema.ts";

/** How many novels open straight in the reader when NOVELS_OPEN_IN_READER is unset (spec §9: three). */
const DEFAULT_COUNT = 3;

/** The configured entries: NOVELS_OPEN_IN_READER, or the first three seeded stories that have chapters. */
function configuredEntries(ctx: ServiceContext): string[] {
  return (
    ctx.config.NOVELS_OPEN_IN_READER ??
    stories
      .filter((story) => story.chapters.length > 0)
      .slice(0, DEFAULT_COUNT)
      .map((story) => story.slug)
  );
}

/**
 * The ids of the novels a click opens straight in the reader (spec §9), read from the configured ids
 * and seed slugs; an entry naming no bot is left out.
 */
export async function readerNovelIds(ctx: ServiceContext): Promise<Set<number>> {
  const entries = configuredEntries(ctx);
  const ids = entries.filter((entry) => /^\d{1,15}$/.test(entry)).map(Number);
  const slugs = entries.filter((entry) => !/^\d+$/.test(entry));
  if (ids.length === 0 && slugs.length === 0) return new Set();
  const conditions = [
    ...(ids.length > 0 ? [inArray(bots.id, ids)] : []),
    ...(slugs.length > 0 ? [inArray(bots.slug, slugs)] : []),
  ];
  const rows = await ctx.db
    .select({ id: bots.id })
    .from(bots)
    .where(or(...conditions));
  return new Set(rows.map((row) => row.id));
}
