import { VOICE_LIMITS } from "@fable/contract";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { DAY_MS } from "../../lib/utc-day.ts";
import { bots } from "../bots/bots.schema.ts";
import { dialogues } from "../chat/chat.schema.ts";
import { lapsedMemberPacks } from "../plans/index.ts";
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
  const idleBefore = new Date(now - IDLE_DAYS * DAY_MS);
  const lapsed = await lapsedMemberPacks(ctx, voicePacks, ctx.config.VOICE_LAPSED_MEMBER_DAYS, BATCH);
  const idle = await idlePacks(ctx, idleBefore);
  const ids = [...new Set([...lapsed, ...idle])];
  return removePacks(ctx, ids);
}

/** Finished packs given to characters, none of which anybody has chatted with since `idleBefore`. */
async function idlePacks(ctx: ServiceContext, idleBefore: Date): Promise<number[]> {
  // Packs given to at least one character (a join, so drizzle names both tables' columns in full).
  const used = await ctx.db
    .selectDistinct({ voice: bots.voice })
    .from(voicePacks)
    .innerJoin(bots, eq(bots.voice, sql`'pack:' || ${voicePacks.id}`))
    .where(and(eq(voicePacks.state, "completed"), lt(voicePacks.completedAt, idleBefore)))
    .limit(BATCH);
  if (used.length === 0) return [];
  const chatted = await ctx.db
    .selectDistinct({ voice: bots.voice })
    .from(dialogues)
    .innerJoin(bots, eq(bots.id, dialogues.botId))
    .where(
      and(
        inArray(
          bots.voice,
          used.map((row) => row.voice),
        ),
        gte(dialogues.lastMessageAt, idleBefore),
      ),
    );
  const active = new Set(chatted.map((row) => row.voice));
  return used.filter((row) => !active.has(row.voice)).map((row) => Number(row.voice.slice("pack:".length)));
}
