import { eq, inArray } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { bots } from "../bots/bots.schema.ts";
import { storageFor } from "../media/index.ts";
import { speechClips, type VoicePackRow, voicePacks } from "./voice.schema.ts";

/**
 * Removes a pack for good: its recordings, its clips (files and rows), the pack row; every bot that
 * spoke with it goes back to the default voice. The ledger row stays (a deleted pack gives no try back).
 */
export async function removePack(ctx: Pick<ServiceContext, "db" | "config">, pack: VoicePackRow) {
  const clips = await ctx.db
    .select({ storageKey: speechClips.storageKey })
    .from(speechClips)
    .where(eq(speechClips.packId, pack.id));
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(bots)
      .set({ voice: "" })
      .where(eq(bots.voice, `pack:${pack.id}`));
    await tx.delete(speechClips).where(eq(speechClips.packId, pack.id));
    await tx.delete(voicePacks).where(eq(voicePacks.id, pack.id));
  });
  // Files go after the rows: a file left by a failure here is unreachable, never a row without its file.
  const storage = storageFor(ctx.config);
  const keys = [
    ...pack.samples.map((sample) => sample.key),
    ...clips.flatMap((clip) => clip.storageKey ?? []),
  ];
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

/** Removes each of the packs (clean-up job); answers how many. */
export async function removePacks(ctx: Pick<ServiceContext, "db" | "config">, ids: number[]) {
  if (ids.length === 0) return 0;
  const packs = await ctx.db.select().from(voicePacks).where(inArray(voicePacks.id, ids));
  for (const pack of packs) await removePack(ctx, pack);
  return packs.length;
}
