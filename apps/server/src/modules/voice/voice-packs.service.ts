import type { VoicePack, VoicePackSource } from "@fable/contract";
import { VOICE_LIMITS } from "@fable/contract";
import { and, count, desc, eq, like, sql } from "drizzle-orm";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import { AppError } from "../../errors.ts";
import type { MessageId } from "../../i18n/message-groups.ts";
import { type CatalogMessage, renderMessage } from "../../i18n/server-message.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { clipAddress } from "./clip-address.ts";
import { analyseOne, assertLength, ownVoiceUpload, recordingBytes } from "./pack-files.ts";
import { removePack } from "./pack-removal.ts";
import type { RecordingAnalysis } from "./speech/index.ts";
import { lockVoiceRightsUntilCommit, voiceTrainingRight } from "./training-rights.ts";
import { type PackSample, type VoicePackRow, voicePacks, voiceTrainingRights } from "./voice.schema.ts";

/** How many of the owner's bots speak with each of their packs, by "pack:<id>". */
async function botsUsing(ctx: UserContext): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select({ voice: bots.voice, n: count() })
    .from(bots)
    .where(and(eq(bots.creatorId, ctx.userId), like(bots.voice, "pack:%")))
    .groupBy(bots.voice);
  return new Map(rows.map((row) => [row.voice, row.n]));
}
const usingOf = (using: Map<string, number>, pack: VoicePackRow) => using.get(`pack:${pack.id}`) ?? 0;

async function toVoicePack(ctx: UserContext, row: VoicePackRow, using: number): Promise<VoicePack> {
  const failure = row.failure ? (JSON.parse(row.failure) as CatalogMessage) : null;
  return {
    id: String(row.id),
    name: row.name,
    source: row.source as VoicePackSource,
    state: row.state as VoicePack["state"],
    failureReason: row.state === "failed" && failure ? renderMessage(failure, ctx.language) : null,
    method: row.method as VoicePack["method"],
    sampleCount: row.samples.length,
    totalSeconds: Math.round(row.totalSeconds * 10) / 10,
    previewUrl: row.state === "completed" && row.previewClip ? await clipAddress(ctx, row.previewClip) : null,
    isEnable: row.state === "completed",
    warning: row.warning ? renderMessage(row.warning as MessageId, ctx.language) : null,
    botsUsing: using,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** The caller's pack by id; anyone else's is "not found". */
async function ownPack(ctx: UserContext, id: number) {
  const [pack] = await ctx.db
    .select()
    .from(voicePacks)
    .where(and(eq(voicePacks.id, id), eq(voicePacks.ownerId, ctx.userId)));
  if (!pack) throw AppError.notFound("VoiceMessages.packNotFound");
  return pack;
}

const nameIs = (ctx: UserContext, name: string) =>
  and(eq(voicePacks.ownerId, ctx.userId), sql`lower(${voicePacks.name}) = lower(${name})`);

/** GET /pack/voice/checkName: whether the name is free among the caller's packs (case aside). */
export async function checkVoicePackName(ctx: UserContext, input: { modelName: string }) {
  const [taken] = await ctx.db
    .select({ id: voicePacks.id })
    .from(voicePacks)
    .where(nameIs(ctx, input.modelName));
  return { available: !taken };
}

/** GET /pack/voice/list: the caller's packs, newest first; isEnable=true keeps the finished ones. */
export async function listVoicePacks(ctx: UserContext, input: { isEnable?: boolean | undefined }) {
  const using = await botsUsing(ctx);
  const rows = await ctx.db
    .select()
    .from(voicePacks)
    .where(
      and(eq(voicePacks.ownerId, ctx.userId), input.isEnable ? eq(voicePacks.state, "completed") : undefined),
    )
    .orderBy(desc(voicePacks.createdAt), desc(voicePacks.id))
    .limit(200);
  return { packs: await Promise.all(rows.map((pack) => toVoicePack(ctx, pack, usingOf(using, pack)))) };
}

/**
 * POST /pack/voice/create: the right first (spec §6), then the files (count, real format, length,
 * a voice to hear), then the pack in state training and its ledger row in one transaction that
 * counts the right again under the user's lock, so concurrent creates never exceed the quota.
 */
export async function createVoicePack(
  ctx: UserContext,
  input: { modelName: string; source: VoicePackSource; files: string[] },
): Promise<VoicePack> {
  await voiceTrainingRight(ctx, ctx.db, ctx.userId);
  const files = [...new Set(input.files)];
  if (
    input.source === "recording" &&
    (files.length < VOICE_LIMITS.samplesMin || files.length > VOICE_LIMITS.samplesMax)
  )
    throw AppError.invalidInput("VoiceMessages.samplesCount");
  if (input.source === "upload" && files.length !== 1)
    throw AppError.invalidInput("VoiceMessages.uploadCount");
  if (!(await checkVoicePackName(ctx, input)).available)
    throw AppError.invalidInput("VoiceMessages.nameTaken");
  const samples: PackSample[] = [];
  const analyses: RecordingAnalysis[] = [];
  for (const [position, url] of files.entries()) {
    const key = await ownVoiceUpload(ctx, url);
    const bytes = await recordingBytes(ctx, key);
    if (!bytes) throw AppError.invalidInput("VoiceMessages.notYourUpload");
    const analysis = await analyseOne(bytes, position);
    assertLength(input.source, analysis.durationSec, position + 1);
    samples.push({ key, seconds: analysis.durationSec });
    analyses.push(analysis);
  }
  const totalSeconds = samples.reduce((sum, sample) => sum + sample.seconds, 0);
  const short = input.source === "upload" && totalSeconds < VOICE_LIMITS.uploadIdealSeconds;
  const now = ctx.clock.now();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await lockVoiceRightsUntilCommit(tx, ctx.userId);
      const right = await voiceTrainingRight(ctx, tx, ctx.userId);
      const [pack] = await tx
        .insert(voicePacks)
        .values({
          ownerId: ctx.userId,
          name: input.modelName,
          source: input.source,
          state: "training",
          warning: short ? "VoiceMessages.uploadShort" : null,
          samples,
          totalSeconds,
          analysis: analyses,
          rightKind: right.kind,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx
        .insert(voiceTrainingRights)
        .values({ userId: ctx.userId, packId: pack!.id, kind: right.kind, createdAt: now });
      return pack!;
    });
    return toVoicePack(ctx, row, 0);
  } catch (error) {
    // Two creates of one name at once: the unique index decides.
    if (isUniqueViolation(error)) throw AppError.invalidInput("VoiceMessages.nameTaken");
    throw error;
  }
}

/** GET /pack/voice/regen: a failed pack trained again (no new right is used: the ledger has it). */
export async function retrainVoicePack(ctx: UserContext, input: { id: string }): Promise<VoicePack> {
  const pack = await ownPack(ctx, Number(input.id));
  if (pack.state === "training") throw AppError.invalidInput("VoiceMessages.packLocked");
  if (pack.state !== "failed") throw AppError.invalidInput("VoiceMessages.notRetryable");
  const [queued] = await ctx.db
    .update(voicePacks)
    .set({
      state: "training",
      failure: null,
      attempts: 0,
      claimedBy: null,
      claimedAt: null,
      updatedAt: ctx.clock.now(),
    })
    .where(and(eq(voicePacks.id, pack.id), eq(voicePacks.state, "failed")))
    .returning();
  return toVoicePack(ctx, queued ?? pack, usingOf(await botsUsing(ctx), pack));
}

/** DELETE /pack/delete: never while training (spec §4); its files and clips go, its bots speak in the default voice. */
export async function deletePack(ctx: UserContext, input: { id: string; type: "voice" }) {
  const pack = await ownPack(ctx, Number(input.id));
  if (pack.state === "training") throw AppError.invalidInput("VoiceMessages.packLocked");
  await removePack(ctx, pack);
  return { id: String(pack.id), deleted: true };
}
