import { ResponseCode, type UploadSignResult } from "@fable/contract";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import type { ServerMessage } from "../../i18n/server-message.ts";
import { uploadedImageAsWebp } from "./image-intake.ts";
import type { BucketStorage } from "./storage/file-storage.ts";
import {
  audioTooLarge,
  type ImagePurpose,
  looksLikePdf,
  MAX_IMAGE_BYTES,
  OWN_FILE_EXTENSIONS,
  type OwnFilePurpose,
  PDF_KEY,
  pdfTooLarge,
  UPLOAD_FOLDERS,
  UPLOAD_LINK_TTL_MS,
  type UploadPurpose,
  UploadRefused,
  VOICE_KEY,
} from "./upload-rules.ts";

/**
 * Where browsers PUT with a bucket: the bytes are unchecked until POST /sm/checkHeadImage takes
 * them in, so they never sit where avatars are read from. The folder says what the file is for.
 */
const INCOMING_KEY = /^incoming\/(avatars|images)\/([0-9a-f]{32})$/;

/** POST /aws/s3/sign with a bucket: a pre-signed PUT straight to the bucket's incoming/ folder. */
export async function signBucketUpload(
  ctx: ServiceContext,
  storage: BucketStorage,
  file: { contentType: string; size: number; purpose: UploadPurpose; userId: number },
): Promise<UploadSignResult> {
  // A PDF's or recording's key names its uploader, like a local one: only they can use it.
  const folder =
    file.purpose === "pdf" || file.purpose === "voice"
      ? `${UPLOAD_FOLDERS[file.purpose]}/${file.userId}`
      : UPLOAD_FOLDERS[file.purpose];
  const key = `incoming/${folder}/${ctx.random.bytes(16).toString("hex")}`;
  const signedAt = ctx.clock.now();
  const url = await storage.presignPut(key, {
    contentType: file.contentType,
    size: file.size,
    signedAt,
    expiresInSeconds: UPLOAD_LINK_TTL_MS / 1000,
  });
  return {
    url,
    method: "PUT",
    // Signed, so the browser must send exactly this; it sets Content-Length from the body itself.
    headers: { "content-type": file.contentType },
    expiresAt: new Date(signedAt.getTime() + UPLOAD_LINK_TTL_MS).toISOString(),
  };
}

/** The incoming/ key behind the address a browser uploaded to (its query taken off), or null. */
export async function incomingKeyOf(storage: BucketStorage, url: string): Promise<string | null> {
  const key = await storage.presignedKeyOf(url);
  return key && INCOMING_KEY.test(key) ? key : null;
}

/**
 * POST /sm/checkHeadImage for a file PUT to the bucket: checks it exactly like a local upload,
 * stores it as webp under avatars/ or images/ with the same random name, and removes the incoming
 * object. Refused files are removed too, so nothing unchecked stays behind. Answers the stored
 * webp and its address.
 */
export async function takeInBucketUpload(
  storage: BucketStorage,
  incomingKey: string,
): Promise<{ bytes: Uint8Array; url: string }> {
  const [, folder, name] = INCOMING_KEY.exec(incomingKey)!;
  const purpose: ImagePurpose = folder === "avatars" ? "avatar" : "image";
  const finalKey = `${folder}/${name}.webp`;
  const url = storage.urlOf(finalKey);
  const declared = await storage.size(incomingKey);
  if (declared === null) {
    // Taken in already (a retried check): answer about the stored file.
    const stored = await storage.get(finalKey);
    if (!stored) throw AppError.invalidInput("CharacterMessages.avatarNotUploaded");
    return { bytes: stored, url };
  }
  let webp: Buffer;
  try {
    // A pre-signed PUT works until it expires, not once: a second file sent with a link whose first
    // was taken in must not replace a picture bots may already show (and caches keep forever).
    if (await storage.exists(finalKey)) throw new UploadRefused(403, "CharacterMessages.uploadExpired");
    if (declared > MAX_IMAGE_BYTES) throw AppError.invalidInput("CharacterMessages.imageTooLarge");
    const bytes = await storage.get(incomingKey);
    if (!bytes || bytes.length === 0) throw AppError.invalidInput("CharacterMessages.imageType");
    if (bytes.length > MAX_IMAGE_BYTES) throw AppError.invalidInput("CharacterMessages.imageTooLarge");
    webp = await uploadedImageAsWebp(bytes, purpose);
  } catch (error) {
    // A refused file is gone; a failure of the bucket itself, or a server too busy to look, leaves it for a retry.
    if (error instanceof AppError && error.code !== ResponseCode.SERVICE_UNAVAILABLE)
      await storage.remove(incomingKey);
    throw error;
  }
  await storage.put(finalKey, webp, "image/webp");
  await storage.remove(incomingKey);
  return { bytes: webp, url };
}

/** incoming/{pdfs|voices}/{user}/{32 hex}: a PDF or recording PUT to the bucket, not yet taken in. */
const INCOMING_OWN_FILE_KEY = /^incoming\/(pdfs|voices)\/([1-9][0-9]{0,17})\/([0-9a-f]{32})$/;

/** How a kept file of each purpose is checked and stored when taken in. */
const OWN_FILES: Record<
  OwnFilePurpose,
  {
    finalKey: RegExp;
    contentType: string;
    tooLarge: (maxBytes: number) => ServerMessage;
    looksRight(bytes: Uint8Array): boolean;
    wrongKind: ServerMessage;
  }
> = {
  pdf: {
    finalKey: PDF_KEY,
    contentType: "application/pdf",
    tooLarge: pdfTooLarge,
    looksRight: looksLikePdf,
    wrongKind: "PdfMessages.notAPdf",
  },
  // A recording's real format is sniffed and decoded when a voice pack is made of it.
  voice: {
    finalKey: VOICE_KEY,
    contentType: "application/octet-stream",
    tooLarge: audioTooLarge,
    looksRight: (bytes) => bytes.length > 0,
    wrongKind: "VoiceMessages.notAudio",
  },
};

/**
 * A PDF or recording PUT to the bucket, taken in when it is first used: of at most `maxBytes`,
 * uploaded by `userId`. Stored as it is under {pdfs|voices}/{user}/{name}.{pdf|audio} (the incoming
 * object removed); answers its key and address. Taking in the same upload twice answers the stored one.
 */
export async function takeInBucketOwnFile(
  storage: BucketStorage,
  purpose: OwnFilePurpose,
  url: string,
  userId: number,
  maxBytes: number,
): Promise<{ key: string; url: string } | null> {
  const rules = OWN_FILES[purpose];
  const incoming = await storage.presignedKeyOf(url);
  const match = incoming ? INCOMING_OWN_FILE_KEY.exec(incoming) : null;
  if (!incoming || !match || match[1] !== UPLOAD_FOLDERS[purpose] || Number(match[2]) !== userId) return null;
  const key = `${match[1]}/${match[2]}/${match[3]}.${OWN_FILE_EXTENSIONS[purpose]}`;
  if (!rules.finalKey.test(key)) return null;
  const declared = await storage.size(incoming);
  if (declared === null) return (await storage.exists(key)) ? { key, url: storage.urlOf(key) } : null;
  try {
    if (declared > maxBytes) throw AppError.invalidInput(rules.tooLarge(maxBytes));
    const bytes = await storage.get(incoming);
    if (!bytes || !rules.looksRight(bytes)) throw AppError.invalidInput(rules.wrongKind);
    await storage.put(key, bytes, rules.contentType);
  } finally {
    await storage.remove(incoming);
  }
  return { key, url: storage.urlOf(key) };
}

/** A PDF PUT to the bucket, taken in when a bot is made from it (takeInBucketOwnFile). */
export const takeInBucketPdf = (storage: BucketStorage, url: string, userId: number, maxBytes: number) =>
  takeInBucketOwnFile(storage, "pdf", url, userId, maxBytes);
