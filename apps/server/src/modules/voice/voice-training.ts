import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { claimNextLeased, releaseLease, workerIdOf } from "../../db/job-lease.ts";
import { type CatalogMessage, message, renderMessage } from "../../i18n/server-message.ts";
import { CloneFailed, cloneConfigured, cloneVoice } from "./clone-provider.ts";
import { recordingBytes } from "./pack-files.ts";
import { packVoice } from "./speaking-voice.ts";
import { deriveEspeakVariant, type RecordingAnalysis, speechGroups } from "./speech/index.ts";
import { clipAudio, clipKeys } from "./speech-clips.ts";
import { speechSetup } from "./speech-setup.ts";
import { type VoicePackRow, voicePacks } from "./voice.schema.ts";

/** A claim not renewed for this long belongs to a worker that died: another takes the pack over. */
export const TRAINING_LEASE_MS = 5 * 60 * 1000;
/** A pack that took its trainer down this often is failed instead of tried again. */
const MAX_ATTEMPTS = 3;

/** Takes one pack in training that nobody holds (or whose holder's lease ran out). */
const claimNext = (ctx: ServiceContext, workerId: string): Promise<VoicePackRow | null> =>
  claimNextLeased(ctx, voicePacks, {
    workerId,
    leaseMs: TRAINING_LEASE_MS,
    due: (expired) =>
      and(
        eq(voicePacks.state, "training"),
        or(isNull(voicePacks.claimedBy), lt(voicePacks.claimedAt, expired)),
      ),
  });

/** Writes the pack's outcome while this worker still holds it in training; false when another took it over. */
const finish = (
  ctx: ServiceContext,
  pack: VoicePackRow,
  workerId: string,
  values: Partial<typeof voicePacks.$inferInsert>,
) => releaseLease(ctx, voicePacks, pack, workerId, values, eq(voicePacks.state, "training"));

const failWith = (ctx: ServiceContext, pack: VoicePackRow, workerId: string, reason: CatalogMessage) =>
  finish(ctx, pack, workerId, { state: "failed", failure: JSON.stringify(reason) });

const trainingFailed = (reason: string) => message("VoiceMessages.trainingFailed", { reason });

/**
 * Trains one claimed pack: with a cloning service, the recordings become a cloned voice; offline,
 * the measured samples give an espeak-ng variant. Then a short preview is spoken and kept.
 */
async function trainPack(ctx: ServiceContext, pack: VoicePackRow, workerId: string) {
  if (pack.attempts > MAX_ATTEMPTS)
    return failWith(ctx, pack, workerId, trainingFailed("it stopped the trainer"));
  const recordings: Uint8Array[] = [];
  for (const sample of pack.samples) {
    const bytes = await recordingBytes(ctx, sample.key);
    if (!bytes) return failWith(ctx, pack, workerId, message("VoiceMessages.audioDamaged"));
    recordings.push(bytes);
  }
  let trained: Partial<typeof voicePacks.$inferInsert>;
  if (cloneConfigured(ctx.config)) {
    try {
      const files = recordings.map((bytes, index) => ({ bytes, fileName: `sample-${index + 1}` }));
      const providerVoiceId = await cloneVoice(ctx.config, pack.name, files);
      trained = { method: "clone", providerVoiceId };
    } catch (error) {
      if (error instanceof CloneFailed) return failWith(ctx, pack, workerId, trainingFailed(error.reason));
      throw error;
    }
  } else {
    const variant = deriveEspeakVariant((pack.analysis ?? []) as RecordingAnalysis[]);
    trained = { method: "approximation", variant: { ...variant } };
  }
  const previewClip = await speakPreview(ctx, { ...pack, ...trained } as VoicePackRow);
  return finish(ctx, pack, workerId, {
    ...trained,
    previewClip,
    state: "completed",
    completedAt: ctx.clock.now(),
  });
}

/**
 * The preview clip's key (its words in English: packs are trained on English speech, spec §5),
 * spoken now so the list plays it at once; null when nothing can speak here.
 */
async function speakPreview(ctx: ServiceContext, trained: VoicePackRow): Promise<string | null> {
  const setup = await speechSetup(ctx.config);
  if (!setup.available) return null;
  const voice = packVoice(ctx, setup.engine, trained);
  const [key] = await clipKeys(
    ctx,
    voice,
    "medium",
    speechGroups(renderMessage("VoiceMessages.previewText", "en"), { actions: "skip" }).slice(0, 1),
  );
  if (!key) return null;
  // A preview that cannot be spoken now is spoken when first played; training itself succeeded.
  await clipAudio(ctx, key).catch(() => undefined);
  return key;
}

/**
 * The `train-voice-packs` job (main.ts runs it every few seconds; tests call it directly): trains
 * due packs one after another until none is left or `limit` were done. Answers how many it took.
 */
export async function trainDueVoicePacks(
  ctx: ServiceContext,
  options: { workerId?: string; limit?: number } = {},
): Promise<number> {
  const workerId = options.workerId ?? workerIdOf(ctx);
  let done = 0;
  while (done < (options.limit ?? 5)) {
    const pack = await claimNext(ctx, workerId);
    if (!pack) break;
    // An unexpected failure fails this pack (its owner may retry) instead of stopping the job.
    await trainPack(ctx, pack, workerId).catch(() =>
      failWith(ctx, pack, workerId, trainingFailed("an unexpected error")),
    );
    done++;
  }
  return done;
}
