import { IMAGE_PACK_LIMITS, type ImagePackRatio } from "@fable/contract";
import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { claimNextLeased, releaseLease, renewLease, workerIdOf } from "../../db/job-lease.ts";
import { type CatalogMessage, message } from "../../i18n/server-message.ts";
import { storageFor } from "../media/index.ts";
import { type ImagePackRow, imagePackPictures, imagePacks } from "./image-packs.schema.ts";
import { type PackPictureCheck, trainingPictureCheck } from "./pack-picture-check.ts";
import { PictureUnreadable, preparePicture } from "./pack-picture-work.ts";
import { captionOf } from "./picture-measures.ts";

/** A claim not renewed for this long belongs to a worker that died: another takes the pack over. */
export const IMAGE_TRAINING_LEASE_MS = 5 * 60 * 1000;
/** A pack that took its trainer down this often is failed instead of tried again. */
const MAX_ATTEMPTS = 3;

/** The folder of one pack's prepared pictures (removed with the pack). */
export const packFolder = (pack: Pick<ImagePackRow, "id" | "ownerId">) =>
  `image-packs/${pack.ownerId}/${pack.id}`;

const claimNext = (ctx: ServiceContext, workerId: string) =>
  claimNextLeased(ctx, imagePacks, {
    workerId,
    leaseMs: IMAGE_TRAINING_LEASE_MS,
    due: (expired) =>
      and(
        eq(imagePacks.state, "training"),
        or(isNull(imagePacks.claimedBy), lt(imagePacks.claimedAt, expired)),
      ),
  });

const finish = (
  ctx: ServiceContext,
  pack: ImagePackRow,
  workerId: string,
  values: Partial<typeof imagePacks.$inferInsert>,
) => releaseLease(ctx, imagePacks, pack, workerId, values, eq(imagePacks.state, "training"));

const failWith = (ctx: ServiceContext, pack: ImagePackRow, workerId: string, reason: CatalogMessage) =>
  finish(ctx, pack, workerId, { state: "failed", failure: JSON.stringify(reason) });

const trainingFailed = (reason: string) => message("ImagePackMessages.trainingFailed", { reason });

/**
 * Trains one claimed pack: each picture not yet looked at (so a restart resumes where the last worker
 * stopped) is prepared, checked and captioned, its result written at once and the lease renewed. Then
 * the pack is completed with ≥ 3 usable pictures, else failed saying how many were usable.
 */
async function trainPack(ctx: ServiceContext, pack: ImagePackRow, workerId: string, check: PackPictureCheck) {
  if (pack.attempts > MAX_ATTEMPTS)
    return failWith(ctx, pack, workerId, trainingFailed("it stopped the trainer"));
  const storage = storageFor(ctx.config);
  const pictures = await ctx.db
    .select()
    .from(imagePackPictures)
    .where(eq(imagePackPictures.packId, pack.id))
    .orderBy(asc(imagePackPictures.position));
  const usableHashes = pictures.flatMap((picture) => (picture.usable && picture.hash ? [picture.hash] : []));
  for (const picture of pictures) {
    if (picture.usable !== null) continue;
    const refuse = (reason: CatalogMessage) =>
      ctx.db
        .update(imagePackPictures)
        .set({ usable: false, refusal: JSON.stringify(reason) })
        .where(eq(imagePackPictures.id, picture.id));
    const bytes = await storage.get(picture.originalKey);
    if (!bytes || bytes.length > IMAGE_PACK_LIMITS.fileMaxBytes) {
      await refuse(message("ImagePackMessages.notPicture"));
      continue;
    }
    let prepared: Awaited<ReturnType<typeof preparePicture>>;
    try {
      prepared = await preparePicture(bytes, pack.ratio as ImagePackRatio);
    } catch (error) {
      if (!(error instanceof PictureUnreadable)) throw error;
      await refuse(message("ImagePackMessages.notPicture"));
      continue;
    }
    const verdict = await check(prepared, { usableHashes });
    if (!verdict.usable) {
      await ctx.db
        .update(imagePackPictures)
        .set({ usable: false, refusal: JSON.stringify(message(verdict.reason)), hash: prepared.hash })
        .where(eq(imagePackPictures.id, picture.id));
      continue;
    }
    const key = `${packFolder(pack)}/${ctx.random.bytes(16).toString("hex")}.webp`;
    await storage.put(key, prepared.webp, "image/webp");
    const { caption, tags } = captionOf(prepared.measures, prepared.framing, picture.userCaption);
    await ctx.db
      .update(imagePackPictures)
      .set({ usable: true, storedKey: key, caption, tags, hash: prepared.hash })
      .where(eq(imagePackPictures.id, picture.id));
    usableHashes.push(prepared.hash);
    // Still ours? Another worker took the pack over when this one seemed dead: stop here.
    if (!(await renewLease(ctx, imagePacks, pack, workerId, {}))) return false;
  }
  if (usableHashes.length < IMAGE_PACK_LIMITS.picturesMin)
    return failWith(
      ctx,
      pack,
      workerId,
      message("ImagePackMessages.tooFewUsable", { count: String(usableHashes.length) }),
    );
  return finish(ctx, pack, workerId, { state: "completed", failure: null, completedAt: ctx.clock.now() });
}

/**
 * The `train-image-packs` job (main.ts runs it every few seconds; tests call it directly): trains due
 * packs one after another until none is left or `limit` were done; several instances share the work
 * through the job lease. `check` is the per-picture check (trainingPictureCheck unless one is given).
 */
export async function trainDueImagePacks(
  ctx: ServiceContext,
  options: { workerId?: string; limit?: number; check?: PackPictureCheck } = {},
): Promise<number> {
  const workerId = options.workerId ?? workerIdOf(ctx);
  const check = options.check ?? trainingPictureCheck;
  let done = 0;
  while (done < (options.limit ?? 5)) {
    const pack = await claimNext(ctx, workerId);
    if (!pack) break;
    // An unexpected failure fails this pack instead of stopping the job.
    await trainPack(ctx, pack, workerId, check).catch((error: unknown) => {
      ctx.log?.error({ err: error, packId: pack.id }, "image pack training failed");
      return failWith(ctx, pack, workerId, trainingFailed("an unexpected error"));
    });
    done++;
  }
  return done;
}
