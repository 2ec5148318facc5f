import { access, link, mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { UploadSignRequest, UploadSignResult } from "@fable/contract";
import { VOICE_LIMITS } from "@fable/contract";
import type { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import type { ServerMessage } from "../../i18n/server-message.ts";
import { canOnUpload } from "../../policies/upload.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { signBucketUpload } from "./bucket-uploads.ts";
import { uploadedImageAsWebp } from "./image-intake.ts";
import { storageFor } from "./storage/storage-for.ts";
import {
  ACCEPTED_IMAGE_TYPES,
  audioTooLarge,
  isAudioType,
  looksLikePdf,
  MAX_IMAGE_BYTES,
  OWN_FILE_EXTENSIONS,
  PDF_CONTENT_TYPE,
  pdfTooLarge,
  UPLOAD_FOLDERS,
  UPLOAD_KEY,
  UPLOAD_LINK_TTL_MS,
  type UploadPurpose,
  UploadRefused,
} from "./upload-rules.ts";
import {
  readUploadQuery,
  signatureMatches,
  type UploadGrant,
  uploadQuery,
  uploadSignature,
  uploadSigningSecret,
} from "./upload-signature.ts";

/** Absolute addresses only when PUBLIC_URL says where users reach us; the web app uses its own origin. */
function uploadOrigin(ctx: ServiceContext) {
  return ctx.config.PUBLIC_URL ? ctx.config.publicUrl : "";
}

/**
 * POST /aws/s3/sign: a link to PUT one image to, refused up front when the file cannot be accepted.
 * With a bucket it is the bucket's pre-signed PUT; otherwise this server's own signed link.
 */
export async function signUpload(
  ctx: UserContext,
  input: z.output<typeof UploadSignRequest>,
): Promise<UploadSignResult> {
  const contentType = input.contentType.toLowerCase();
  checkDeclaredFile(ctx, input.purpose, contentType, input.size);
  const storage = storageFor(ctx.config);
  if (storage.kind === "s3") {
    return signBucketUpload(ctx, storage, {
      contentType,
      size: input.size,
      purpose: input.purpose,
      userId: ctx.userId,
    });
  }
  // Whatever the client calls its file, it is stored under a random name: pictures as webp, PDFs and
  // recordings as they are, in a folder of their uploader.
  const name = ctx.random.bytes(16).toString("hex");
  const key =
    input.purpose === "pdf" || input.purpose === "voice"
      ? `${UPLOAD_FOLDERS[input.purpose]}/${ctx.userId}/${name}.${OWN_FILE_EXTENSIONS[input.purpose]}`
      : `${UPLOAD_FOLDERS[input.purpose]}/${name}.webp`;
  const expires = Math.ceil((ctx.clock.now().getTime() + UPLOAD_LINK_TTL_MS) / 1000);
  const grant: UploadGrant = {
    key,
    expires,
    maxBytes: input.size,
    purpose: input.purpose,
    userId: ctx.userId,
  };
  const signature = uploadSignature(await uploadSigningSecret(ctx.config, ctx.random), grant);
  return {
    url: `${uploadOrigin(ctx)}/uploads/${key}?${uploadQuery(grant, signature)}`,
    method: "PUT",
    headers: { "content-type": contentType },
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** Refuses up front what the file will be refused for anyway: its declared type or size. */
function checkDeclaredFile(ctx: ServiceContext, purpose: UploadPurpose, contentType: string, size: number) {
  if (purpose === "pdf") {
    if (contentType !== PDF_CONTENT_TYPE) throw AppError.invalidInput("PdfMessages.pdfOnly");
    if (size > ctx.config.PDF_MAX_BYTES) throw AppError.invalidInput(pdfTooLarge(ctx.config.PDF_MAX_BYTES));
    return;
  }
  if (purpose === "voice") {
    // The declared size alone refuses a 2 GB recording before a byte of it is sent.
    if (size > VOICE_LIMITS.fileMaxBytes) throw AppError.invalidInput(audioTooLarge());
    if (!isAudioType(contentType)) throw AppError.invalidInput("VoiceMessages.notAudio");
    return;
  }
  if (size > MAX_IMAGE_BYTES) throw AppError.invalidInput("CharacterMessages.imageTooLarge");
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(contentType)) {
    throw AppError.invalidInput("CharacterMessages.imageType");
  }
}

/** The most bytes a PUT for `purpose` may carry. */
export function maxUploadBytes(ctx: ServiceContext, purpose: UploadPurpose): number {
  if (purpose === "voice") return VOICE_LIMITS.fileMaxBytes;
  return purpose === "pdf" ? ctx.config.PDF_MAX_BYTES : MAX_IMAGE_BYTES;
}

/** The refusal of a body above maxUploadBytes. */
export function uploadTooLarge(ctx: ServiceContext, purpose: UploadPurpose): ServerMessage {
  if (purpose === "voice") return audioTooLarge();
  return purpose === "pdf" ? pdfTooLarge(ctx.config.PDF_MAX_BYTES) : "CharacterMessages.imageTooLarge";
}

function fileOf(ctx: ServiceContext, key: string) {
  return path.join(ctx.config.uploadsDir, key);
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * The grant behind a PUT's path and query, checked before its body is read: a bad link costs the
 * server nothing. Refusals answer 403 like a bucket's.
 */
export async function checkUploadLink(
  ctx: ServiceContext,
  key: string,
  query: unknown,
): Promise<UploadGrant> {
  const presented = UPLOAD_KEY.test(key) ? readUploadQuery(key, query) : null;
  if (!presented) throw new UploadRefused(403, "CharacterMessages.uploadInvalid");
  const secret = await uploadSigningSecret(ctx.config, ctx.random);
  const link = {
    signed: signatureMatches(secret, presented.grant, presented.signature),
    expires: presented.grant.expires,
  };
  if (!link.signed) throw new UploadRefused(403, "CharacterMessages.uploadInvalid");
  if (!canOnUpload("write", link, ctx.clock.now())) {
    throw new UploadRefused(403, "CharacterMessages.uploadExpired");
  }
  // A link uploads one file: a used one is as good as expired.
  if (await exists(fileOf(ctx, key))) throw new UploadRefused(403, "CharacterMessages.uploadExpired");
  return presented.grant;
}

/**
 * PUT /uploads/{key}: checks the image and stores it as webp, or checks that a PDF is one and stores
 * it as it is; answers its final URL.
 */
export async function receiveUpload(
  ctx: ServiceContext,
  grant: UploadGrant,
  bytes: Uint8Array,
): Promise<{ url: string }> {
  if (bytes.length > maxUploadBytes(ctx, grant.purpose)) {
    throw new UploadRefused(413, uploadTooLarge(ctx, grant.purpose));
  }
  // The size was signed: a larger body is not the file the link was made for.
  if (bytes.length > grant.maxBytes) throw new UploadRefused(413, "CharacterMessages.uploadInvalid");
  if (grant.purpose === "pdf" || grant.purpose === "voice") {
    if (grant.purpose === "pdf" && !looksLikePdf(bytes)) throw AppError.invalidInput("PdfMessages.notAPdf");
    // A recording is kept as sent: creating a voice pack sniffs and decodes it (never trusting its name or type).
    if (bytes.length === 0) throw AppError.invalidInput("VoiceMessages.notAudio");
    await writeOnce(ctx, grant.key, bytes);
    return { url: `${uploadOrigin(ctx)}/uploads/${grant.key}` };
  }
  if (bytes.length === 0) throw AppError.invalidInput("CharacterMessages.imageType");
  const webp = await uploadedImageAsWebp(bytes, grant.purpose);
  await writeOnce(ctx, grant.key, webp);
  return { url: `${uploadOrigin(ctx)}/uploads/${grant.key}` };
}

/**
 * Writes aside, then hard-links into place: readers never see half a file, and a link never
 * replaces one, so of two PUTs racing on one link only the first is stored.
 */
async function writeOnce(ctx: ServiceContext, key: string, bytes: Uint8Array) {
  const file = fileOf(ctx, key);
  // Drafts have random names and live for milliseconds, so nobody can fetch one half-written.
  const drafts = path.join(ctx.config.uploadsDir, ".incoming");
  await mkdir(drafts, { recursive: true });
  await mkdir(path.dirname(file), { recursive: true });
  const draft = path.join(drafts, `${ctx.random.bytes(16).toString("hex")}.tmp`);
  await writeFile(draft, bytes);
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      throw new UploadRefused(403, "CharacterMessages.uploadExpired");
    }
    throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}
