import { createHash } from "node:crypto";
import { ResponseCode, type SpeechRate } from "@fable/contract";
import { eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { storageFor } from "../media/index.ts";
import { clipAddress, clipKeyOf } from "./clip-address.ts";
import { speakWithClone } from "./clone-provider.ts";
import type { SpeakingVoice } from "./speaking-voice.ts";
import { ESPEAK_RENDERING, type EspeakVariant, type SpeechPart } from "./speech/index.ts";
import { requireEngine } from "./speech-setup.ts";
import { type SpeechClipRow, speechClips, voicePacks } from "./voice.schema.ts";

/** The key of one group in one voice at one rate: the same text spoken the same way is one clip. */
function clipKey(voice: SpeakingVoice, rate: SpeechRate, parts: SpeechPart[]): string {
  // The pack too: two packs that happen to sound alike keep their own clips (each goes with its pack).
  const identity = [voice.engine, voice.engineVoice, voice.variant, voice.packId, rate, parts];
  // Clips espeak-ng spoke before a change of how it speaks are not served for the new sound.
  if (voice.engine === "espeak-ng") identity.push(ESPEAK_RENDERING);
  return createHash("sha256").update(JSON.stringify(identity)).digest("hex").slice(0, 32);
}

/**
 * The signed addresses of the groups spoken in `voice` (clipKeys), in order.
 */
export async function clipAddresses(
  ctx: ServiceContext,
  voice: SpeakingVoice,
  rate: SpeechRate,
  groups: SpeechPart[][],
): Promise<string[]> {
  const keys = await clipKeys(ctx, voice, rate, groups);
  return Promise.all(keys.map((key) => clipAddress(ctx, key)));
}

/**
 * One clip row per group spoken in `voice`, made when missing and otherwise reused (a replay costs
 * nothing); answers their keys. Nothing is synthesised here: a clip is spoken when its address is
 * first fetched, so the first group plays while the rest wait their turn.
 */
export async function clipKeys(
  ctx: ServiceContext,
  voice: SpeakingVoice,
  rate: SpeechRate,
  groups: SpeechPart[][],
): Promise<string[]> {
  const now = ctx.clock.now();
  const rows = groups.map((parts) => ({
    key: clipKey(voice, rate, parts),
    engine: voice.engine,
    // What the engine is given: a built-in id, or a cloned voice's id at the cloning service.
    voice: voice.engineVoice,
    rate,
    parts,
    packId: voice.packId,
    createdAt: now,
    lastUsedAt: now,
  }));
  if (rows.length > 0)
    await ctx.db
      .insert(speechClips)
      .values(rows)
      .onConflictDoUpdate({ target: speechClips.key, set: { lastUsedAt: now } });
  return rows.map((row) => row.key);
}

export interface ClipAudio {
  bytes: Uint8Array;
  contentType: string;
}

// Concurrent fetches of one clip in this process wait for one synthesis (another instance may
// synthesise it too; both store the same bytes under the same key).
const inFlight = new Map<string, Promise<ClipAudio>>();

/** GET /voice/audio/:clip: the clip's audio, spoken and stored on the first fetch. */
export async function speechClip(ctx: ServiceContext, param: string): Promise<ClipAudio> {
  return clipAudio(ctx, await clipKeyOf(ctx, param));
}

/** The audio of the clip `key`, spoken and stored the first time. */
export async function clipAudio(ctx: ServiceContext, key: string): Promise<ClipAudio> {
  const [row] = await ctx.db.select().from(speechClips).where(eq(speechClips.key, key));
  if (!row) throw AppError.notFound("VoiceMessages.clipNotFound");
  const storage = storageFor(ctx.config);
  if (row.storageKey && row.contentType) {
    const stored = await storage.get(row.storageKey);
    if (stored) return { bytes: stored, contentType: row.contentType };
  }
  let pending = inFlight.get(key);
  if (!pending) {
    pending = synthesiseAndStore(ctx, row).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

async function synthesiseAndStore(ctx: ServiceContext, row: SpeechClipRow): Promise<ClipAudio> {
  const audio = await synthesise(ctx, row);
  const storageKey = `speech/${row.key}.${audio.extension}`;
  await storageFor(ctx.config).put(storageKey, audio.bytes, audio.contentType);
  await ctx.db
    .update(speechClips)
    .set({
      storageKey,
      contentType: audio.contentType,
      bytes: audio.bytes.length,
      synthesisedAt: ctx.clock.now(),
      lastUsedAt: sql`greatest(${speechClips.lastUsedAt}, now())`,
    })
    .where(eq(speechClips.key, row.key));
  return audio;
}

/** Speaks one clip row with the engine it was made for; failures are a clear refusal, never a 500. */
async function synthesise(ctx: ServiceContext, row: SpeechClipRow) {
  const parts = row.parts as SpeechPart[];
  try {
    if (row.engine === "clone") {
      const text = parts.map((part) => part.text).join(" ");
      const bytes = await speakWithClone(ctx.config, row.voice, text);
      return { bytes, contentType: "audio/mpeg", extension: "mp3" };
    }
    const engine = await requireEngine(ctx);
    const variant = row.packId ? await packVariantOf(ctx, row.packId) : undefined;
    return await engine.synthesize({ parts, voice: row.voice, rate: row.rate as SpeechRate, variant });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The engine's and the service's failures (timeouts, refusals) are logged as the cause.
    throw new AppError(ResponseCode.FAILED, "VoiceMessages.speechFailed", { cause: error });
  }
}

/** The espeak-ng variant of the pack a clip speaks with (a pack's clips go when it is deleted). */
async function packVariantOf(ctx: ServiceContext, packId: number): Promise<EspeakVariant | undefined> {
  const [pack] = await ctx.db
    .select({ variant: voicePacks.variant })
    .from(voicePacks)
    .where(eq(voicePacks.id, packId));
  return (pack?.variant as EspeakVariant | null) ?? undefined;
}
