import {
  type CreateImagePackRequest,
  IMAGE_PACK_LIMITS,
  IMAGE_PACK_RATIOS,
  IMAGE_STYLES,
  type ImagePack,
  type ImagePackDetail,
  type ImagePackRatio,
  isKnownImageStyle,
  type PackPicture,
} from "@fable/contract";
import { and, asc, count, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import { AppError } from "../../errors.ts";
import { atField, type CatalogMessage, message, renderMessage } from "../../i18n/server-message.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { storageFor, storedObject } from "../media/index.ts";
import { lockRightsUntilCommit, type TrainingRule, trainingRight } from "../plans/index.ts";
import {
  type ImagePackPictureRow,
  type ImagePackRow,
  imagePackPictures,
  imagePacks,
  imageTrainingRights,
} from "./image-packs.schema.ts";
import { removeImagePack } from "./pack-removal.ts";

/** Image packs' training rule (spec §9): the `imagePackTrainings` entitlements, counted in image_training_rights. */
export const IMAGE_PACK_RULE: TrainingRule = {
  limit: "imagePackTrainings",
  monthly: "imagePackTrainingsMonthly",
  ledger: imageTrainingRights,
  used: "ImagePackMessages.trainingsUsed",
  monthlyUsed: "ImagePackMessages.monthlyTrainingsUsed",
  lockName: "image-training-right",
};

/** A picture uploaded here with purpose "image" (images/<32 hex>.webp, already checked and converted by the upload). */
const IMAGE_UPLOAD = /^images\/[0-9a-f]{32}\.webp$/;

const urlOf = (ctx: UserContext, key: string | null) => (key ? storageFor(ctx.config).urlOf(key) : null);
const refusalOf = (ctx: UserContext, refusal: string | null) =>
  refusal ? renderMessage(JSON.parse(refusal) as CatalogMessage, ctx.language) : null;

function toPicture(ctx: UserContext, row: ImagePackPictureRow): PackPicture {
  return {
    id: String(row.id),
    order: row.position,
    imageUrl: urlOf(ctx, row.storedKey),
    originalUrl: storageFor(ctx.config).urlOf(row.originalKey),
    caption: row.caption,
    tags: row.tags,
    usable: row.usable === true,
    refusal: refusalOf(ctx, row.refusal),
  };
}

type PictureSummary = Pick<ImagePackPictureRow, "packId" | "position" | "usable" | "storedKey">;

function toImagePack(
  ctx: UserContext,
  row: ImagePackRow,
  pictures: PictureSummary[],
  botsUsing: number,
): ImagePack {
  const usable = pictures.filter((picture) => picture.usable).sort((a, b) => a.position - b.position);
  const failure = row.state === "failed" && row.failure ? (JSON.parse(row.failure) as CatalogMessage) : null;
  const fewLeft = row.state === "completed" && usable.length < IMAGE_PACK_LIMITS.picturesMin;
  return {
    id: String(row.id),
    name: row.name,
    gender: row.gender as ImagePack["gender"],
    style: row.style,
    ratio: row.ratio as ImagePackRatio,
    state: row.state as ImagePack["state"],
    failureReason: failure ? renderMessage(failure, ctx.language) : null,
    pictureCount: pictures.length,
    usableCount: usable.length,
    coverUrl: urlOf(ctx, usable[0]?.storedKey ?? null),
    warning: fewLeft
      ? renderMessage(message("ImagePackMessages.fewLeft", { count: String(usable.length) }), ctx.language)
      : null,
    botsUsing,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The pictures (summaries) and the owner's bots using each of some packs. */
async function packExtras(ctx: UserContext, ids: number[]) {
  if (ids.length === 0)
    return { pictures: new Map<number, PictureSummary[]>(), using: new Map<number, number>() };
  const rows = await ctx.db
    .select({
      packId: imagePackPictures.packId,
      position: imagePackPictures.position,
      usable: imagePackPictures.usable,
      storedKey: imagePackPictures.storedKey,
    })
    .from(imagePackPictures)
    .where(inArray(imagePackPictures.packId, ids));
  const pictures = new Map<number, PictureSummary[]>();
  for (const row of rows) pictures.set(row.packId, [...(pictures.get(row.packId) ?? []), row]);
  const usingRows = await ctx.db
    .select({ packId: bots.imagePackId, n: count() })
    .from(bots)
    .where(and(eq(bots.creatorId, ctx.userId), inArray(bots.imagePackId, ids)))
    .groupBy(bots.imagePackId);
  const using = new Map(usingRows.map((row) => [Number(row.packId), row.n]));
  return { pictures, using };
}

/** The caller's pack by id; anyone else's is "not found". */
async function ownPack(ctx: UserContext, id: number) {
  const [pack] = await ctx.db
    .select()
    .from(imagePacks)
    .where(and(eq(imagePacks.id, id), eq(imagePacks.ownerId, ctx.userId)));
  if (!pack) throw AppError.notFound("ImagePackMessages.packNotFound");
  return pack;
}

/** GET /image/pack/styleType: the styles the bot form offers, and the ratios with their resolutions. */
export function imagePackStyles(ctx: UserContext) {
  return {
    styles: IMAGE_STYLES.map((style) => ({
      id: style.id,
      label: ctx.language === "zh-CN" ? style.labelZh : style.label,
    })),
    ratios: (Object.keys(IMAGE_PACK_RATIOS) as ImagePackRatio[]).map((id) => ({
      id,
      ...IMAGE_PACK_RATIOS[id],
    })),
  };
}

/** GET /image/pack/packList: the caller's packs, newest first. */
export async function listImagePacks(ctx: UserContext) {
  const rows = await ctx.db
    .select()
    .from(imagePacks)
    .where(eq(imagePacks.ownerId, ctx.userId))
    .orderBy(desc(imagePacks.createdAt), desc(imagePacks.id))
    .limit(200);
  const { pictures, using } = await packExtras(
    ctx,
    rows.map((row) => row.id),
  );
  return {
    packs: rows.map((row) => toImagePack(ctx, row, pictures.get(row.id) ?? [], using.get(row.id) ?? 0)),
  };
}

/** GET /image/pack/packDetail?packId=: one of the caller's packs with every picture and its verdict. */
export async function imagePackDetail(ctx: UserContext, input: { packId: string }): Promise<ImagePackDetail> {
  const pack = await ownPack(ctx, Number(input.packId));
  const rows = await ctx.db
    .select()
    .from(imagePackPictures)
    .where(eq(imagePackPictures.packId, pack.id))
    .orderBy(asc(imagePackPictures.position));
  const { using } = await packExtras(ctx, [pack.id]);
  return {
    ...toImagePack(ctx, pack, rows, using.get(pack.id) ?? 0),
    pictures: rows.map((row) => toPicture(ctx, row)),
  };
}

/** GET /image/pack/imagePackSelect: the caller's finished packs with enough usable pictures, for the bot form. */
export async function imagePackSelect(ctx: UserContext) {
  const { packs } = await listImagePacks(ctx);
  return {
    packs: packs
      .filter((pack) => pack.state === "completed" && pack.usableCount >= IMAGE_PACK_LIMITS.picturesMin)
      .map((pack) => ({ id: pack.id, name: pack.name, coverUrl: pack.coverUrl })),
  };
}

/** The storage key of a picture the caller gives: an image upload stored here, at most 10 MB. */
async function uploadedPicture(ctx: UserContext, url: string, position: number): Promise<string> {
  const field = `imageUrls.${position}`;
  const stored = storedObject(ctx.config, url);
  const notOurs = () =>
    AppError.invalidInput(
      atField(field, message("ImagePackMessages.notYourUpload", { index: String(position + 1) })),
    );
  if (!stored || !IMAGE_UPLOAD.test(stored.key)) throw notOurs();
  const size = await stored.storage.size(stored.key);
  if (size === null) throw notOurs();
  if (size > IMAGE_PACK_LIMITS.fileMaxBytes)
    throw AppError.invalidInput(atField(field, "CharacterMessages.imageTooLarge"));
  return stored.key;
}

/**
 * POST /image/pack/create: the right first (spec §9), then the style and the pictures (stored uploads,
 * 3-50, ≤ 10 MB each), then the pack in state training, its pictures and its ledger row in one
 * transaction that counts the right again under the user's lock, so concurrent creates never exceed
 * the quota. The pictures are decoded, checked and captioned by the training job.
 */
export async function createImagePack(ctx: UserContext, input: CreateImagePackRequest): Promise<ImagePack> {
  await trainingRight(ctx, ctx.db, ctx.userId, IMAGE_PACK_RULE);
  if (!isKnownImageStyle(input.style))
    throw AppError.invalidInput(atField("style", "ImagePackMessages.styleUnknown"));
  const captions = input.captions ?? [];
  if (captions.length > input.imageUrls.length)
    throw AppError.invalidInput(atField("captions", "ImagePackMessages.picturesCount"));
  const keys: string[] = [];
  for (const [position, url] of input.imageUrls.entries())
    keys.push(await uploadedPicture(ctx, url, position));
  const now = ctx.clock.now();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await lockRightsUntilCommit(tx, IMAGE_PACK_RULE, ctx.userId);
      const right = await trainingRight(ctx, tx, ctx.userId, IMAGE_PACK_RULE);
      const [pack] = await tx
        .insert(imagePacks)
        .values({
          ownerId: ctx.userId,
          name: input.name,
          gender: input.gender,
          style: input.style,
          ratio: input.ratio,
          state: "training",
          rightKind: right.kind,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(imagePackPictures).values(
        keys.map((key, position) => ({
          packId: pack!.id,
          position,
          originalKey: key,
          userCaption: captions[position] ?? "",
          createdAt: now,
        })),
      );
      await tx
        .insert(imageTrainingRights)
        .values({ userId: ctx.userId, packId: pack!.id, kind: right.kind, createdAt: now });
      return pack!;
    });
    return toImagePack(
      ctx,
      row,
      keys.map((_, position) => ({ packId: row.id, position, usable: null, storedKey: null })),
      0,
    );
  } catch (error) {
    // Two creates of one name at once: the unique index decides.
    if (isUniqueViolation(error)) throw AppError.invalidInput(atField("name", "ImagePackMessages.nameTaken"));
    throw error;
  }
}

/** DELETE /pack/delete?type=image: never while training; its characters fall back to no pack. */
export async function deleteImagePack(ctx: UserContext, input: { id: string }) {
  const pack = await ownPack(ctx, Number(input.id));
  if (pack.state === "training") throw AppError.invalidInput("ImagePackMessages.packLocked");
  await removeImagePack(ctx, pack);
  return { id: String(pack.id), deleted: true };
}

/**
 * POST /image/pack/deleteImageResult: one picture out of a pack (not while training). Answers the
 * pack, whose warning says so when fewer than 3 usable pictures are left.
 */
export async function deleteImageResult(
  ctx: UserContext,
  input: { packId: string; pictureId: string },
): Promise<ImagePackDetail> {
  const pack = await ownPack(ctx, Number(input.packId));
  if (pack.state === "training") throw AppError.invalidInput("ImagePackMessages.packLocked");
  const [removed] = await ctx.db
    .delete(imagePackPictures)
    .where(and(eq(imagePackPictures.id, Number(input.pictureId)), eq(imagePackPictures.packId, pack.id)))
    .returning();
  if (!removed) throw AppError.notFound("ImagePackMessages.pictureNotFound");
  await ctx.db.update(imagePacks).set({ updatedAt: ctx.clock.now() }).where(eq(imagePacks.id, pack.id));
  if (removed.storedKey)
    await storageFor(ctx.config)
      .remove(removed.storedKey)
      .catch(() => undefined);
  return imagePackDetail(ctx, { packId: String(pack.id) });
}

/** The usable pictures of a pack, for the picker (pack-picker.ts). */
export async function pickablePicturesOf(db: Db, packId: number) {
  const rows = await db
    .select()
    .from(imagePackPictures)
    .where(
      and(
        eq(imagePackPictures.packId, packId),
        eq(imagePackPictures.usable, true),
        isNotNull(imagePackPictures.storedKey),
      ),
    )
    .orderBy(asc(imagePackPictures.position));
  return rows.map((row) => ({
    id: String(row.id),
    order: row.position,
    caption: row.caption,
    tags: row.tags,
    storedKey: row.storedKey!,
  }));
}
