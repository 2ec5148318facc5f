import { BotType, ROOM_LIMITS, type RoomCandidates } from "@fable/contract";
import { and, asc, desc, eq, ne, or, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { perDatabase } from "../../db/per-database.ts";
import { escapeLike } from "../../lib/like-pattern.ts";
import { isListed } from "../../policies/bot.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { whenListedBotsChange } from "../bots/index.ts";

/** The pool is read again after this long, so popularity that moved since is followed. */
const POOL_MS = 5 * 60_000;

/**
 * The popularity order of discovery's "popular" lists (bots/catalog.service.ts): most chats, then
 * most likes, oldest first.
 */
const POPULAR = [desc(bots.chats), desc(bots.likes), asc(bots.id)];

const listedCharacter = and(isListed, eq(bots.botType, BotType.CHARACTER))!;

/** Per database (tests run several side by side): the pool's ids and when they were read. */
const cached = perDatabase(() => ({ current: null as { at: number; ids: Promise<Set<number>> } | null }));

async function readPool(ctx: ServiceContext): Promise<Set<number>> {
  const rows = await ctx.db
    .select({ id: bots.id })
    .from(bots)
    .where(listedCharacter)
    .orderBy(...POPULAR)
    .limit(ROOM_LIMITS.candidatePool);
  return new Set(rows.map((row) => row.id));
}

/**
 * The ids of the public characters a room may draw from: the ROOM_LIMITS.candidatePool most popular
 * ones (spec §9). Kept a few minutes, like the reader's novel ids (novels/open-in-reader.ts); a bot that
 * stops being listed is forgotten at once, and joining checks the bot itself anyway.
 */
export function candidatePool(ctx: ServiceContext): Promise<Set<number>> {
  const slot = cached(ctx.db);
  const now = ctx.clock.now().getTime();
  if (!slot.current || now - slot.current.at > POOL_MS || now < slot.current.at) {
    const ids = readPool(ctx);
    // A failed read is not kept: the next request tries again.
    ids.catch(() => {
      if (slot.current?.ids === ids) slot.current = null;
    });
    slot.current = { at: now, ids };
  }
  return slot.current.ids;
}

whenListedBotsChange((ctx) => {
  cached(ctx.db).current = null;
});

/**
 * GET /room/candidates: the caller's own characters and the pool's, whose name or character name
 * holds the keyword; the caller's own first, then by popularity.
 */
export async function roomCandidates(
  ctx: UserContext,
  query: { keyword: string; page: number },
): Promise<RoomCandidates> {
  const pool = [...(await candidatePool(ctx))];
  const size = ROOM_LIMITS.candidatePageSize;
  const mine = and(
    eq(bots.creatorId, ctx.userId),
    eq(bots.botType, BotType.CHARACTER),
    ne(bots.reviewStatus, "rejected"),
  );
  const inPool = pool.length > 0 ? sql`${bots.id} = any(${`{${pool.join(",")}}`}::bigint[])` : sql`false`;
  const keyword = query.keyword.toLowerCase();
  const named = keyword
    ? sql`lower(${bots.name} || ' ' || ${bots.characterName}) like ${`%${escapeLike(keyword)}%`}`
    : undefined;
  const rows = await ctx.db
    .select({
      id: bots.id,
      name: bots.name,
      characterName: bots.characterName,
      avatar: bots.avatar,
      intro: bots.intro,
      creatorId: bots.creatorId,
    })
    .from(bots)
    .where(and(or(mine, and(listedCharacter, inPool)), named))
    .orderBy(sql`${bots.creatorId} = ${ctx.userId} desc`, ...POPULAR)
    .limit(size + 1)
    .offset((query.page - 1) * size);
  return {
    bots: rows.slice(0, size).map((row) => ({
      botId: String(row.id),
      name: row.name,
      avatar: row.avatar,
      intro: row.intro,
      mine: row.creatorId === ctx.userId,
    })),
    hasMore: rows.length > size,
  };
}
