import { VOICE_LIMITS } from "@fable/contract";
import { and, eq, exists, gte, isNotNull, lt, ne, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { DAY_MS } from "../../lib/utc-day.ts";
import { bots } from "../bots/bots.schema.ts";
import { dialogues } from "../chat/chat.schema.ts";
import { users } from "../users/users.schema.ts";
import { removePacks } from "./pack-removal.ts";
import { voicePacks } from "./voice.schema.ts";

const BATCH = 100;

/** Months as days, for the idle rule: 3 calendar months are at most 92 days. */
const IDLE_DAYS = Math.round(VOICE_LIMITS.idleMonthsBeforeRemoval * 30.5);

/**
 * The `clean-up-voice-packs` job (spec §9; docs/decisions/0034-voice-packs-clips-and-rights.md):
 * removes (1) packs trained with a member's right once that membership ended over
 * VOICE_LAPSED_MEMBER_DAYS ago, and (2) finished packs given to characters, none of which anybody has
 * chatted with for 3 months. Their bots go back to the default voice. Answers how many went.
 */
export async function cleanUpVoicePacks(ctx: ServiceContext): Promise<number> {
  const now = ctx.clock.now().getTime();
  const lapsedBefore = new Date(now - ctx.config.VOICE_LAPSED_MEMBER_DAYS * DAY_MS);
  const idleBefore = new Date(now - IDLE_DAYS * DAY_MS);
  const lapsed = await ctx.db
    .select({ id: voicePacks.id })
    .from(voicePacks)
    .innerJoin(users, eq(users.id, voicePacks.ownerId))
    .where(
      and(
        eq(voicePacks.rightKind, "member"),
        ne(voicePacks.state, "training"),
        isNotNull(users.vipUntil),
        lt(users.vipUntil, lapsedBefore),
      ),
    )
    .limit(BATCH);
  const usedBy = eq(bots.voice, sql`'pack:' || ${voicePacks.id}`);
  const chattedSince = ctx.db
    .select({ one: sql`1` })
    .from(dialogues)
    .innerJoin(bots, eq(bots.id, dialogues.botId))
    .where(and(usedBy, gte(dialogues.lastMessageAt, idleBefore)));
  const idle = await ctx.db
    .select({ id: voicePacks.id })
    .from(voicePacks)
    .where(
      and(
        eq(voicePacks.state, "completed"),
        lt(voicePacks.completedAt, idleBefore),
        exists(ctx.db.select({ one: sql`1` }).from(bots).where(usedBy)),
        sql`not ${exists(chattedSince)}`,
      ),
    )
    .limit(BATCH);
  const ids = [...new Set([...lapsed, ...idle].map((row) => row.id))];
  return removePacks(ctx, ids);
}
