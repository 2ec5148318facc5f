import {
  AVATAR_MAX_ANIMATION_MEGAPIXELS,
  AVATAR_MAX_SIDE,
  IMAGE_MAX_MEGAPIXELS,
  IMAGE_UPLOAD_LIMITS,
  ResponseCode,
  VOICE_LIMITS,
} from "@fable/contract";
import { AppError } from "../../errors.ts";
import type { MessageId } from "../../i18n/message-groups.ts";
import { message, type ServerMessage } from "../../i18n/server-message.ts";

/**
 * Avatars and images are at most 10 MB (shared with the web app through the contract;
 * docs/product.md#upload-rules).
 */
export const MAX_IMAGE_BYTES = IMAGE_UPLOAD_LIMITS.maxBytes;

/** Avatars are at least 400 x 400 pixels (docs/product.md#upload-rules). */
export const AVATAR_MIN_SIDE = IMAGE_UPLOAD_LIMITS.avatarMinSide;

/** What a client may declare when it asks to upload (botConfig offers the same list). */
export const ACCEPTED_IMAGE_TYPES = IMAGE_UPLOAD_LIMITS.types;

/** sharp's names for the same formats: the bytes decide what a file is, never the declared type. */
export const ACCEPTED_IMAGE_FORMATS: ReadonlySet<string> = new Set(["png", "jpeg", "webp", "gif"]);

/**
 * A few kilobytes of PNG can claim gigapixels; no picture above this is ever decoded (the limit of
 * "image" uploads, the largest use; stored pictures are within 4096 x 4096, below it).
 */
export const MAX_INPUT_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;

/** Stored images are kept within this many pixels per side: enough for every screen, light to serve. */
export const MAX_STORED_SIDE = 4096;

/** Signed upload links work for this long, like the pre-signed URLs of a bucket. */
export const UPLOAD_LINK_TTL_MS = 10 * 60 * 1000;

export type UploadPurpose = "avatar" | "image" | "pdf" | "voice";
/** Purposes whose files are pictures, checked and stored as webp. */
export type ImagePurpose = Exclude<UploadPurpose, "pdf" | "voice">;
/** Purposes whose files are kept as they are, in a folder of their uploader. */
export type OwnFilePurpose = Extract<UploadPurpose, "pdf" | "voice">;

/** What a PDF upload must declare and begin with: the bytes decide, never the declared type. */
export const PDF_CONTENT_TYPE = "application/pdf";
export const PDF_MAGIC = "%PDF-";

/** Whether the bytes begin like a PDF (some writers put a little junk first; readers allow 1 KB). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  return head.includes(PDF_MAGIC);
}

/** The decoded pixels a picture may have: each frame, and all frames of an animation together. */
export interface PixelLimit {
  frame: number;
  allFrames: number;
  /** The refusal, which states the limit. */
  message: MessageId;
}

/**
 * Per use, checked from the header before anything is decoded. Avatars are shown a few hundred
 * pixels wide, so 2048 x 2048 is plenty and decodes in ~25 MB; animated ones (GIFs go up
 * uncropped) get a budget of frames x pixels. Other pictures (report screenshots, card art) may be
 * camera photos and 6K screenshots, 24 megapixels at most (~140 MB to decode).
 */
export const PIXEL_LIMITS: Readonly<Record<ImagePurpose, PixelLimit>> = {
  avatar: {
    frame: AVATAR_MAX_SIDE * AVATAR_MAX_SIDE,
    allFrames: AVATAR_MAX_ANIMATION_MEGAPIXELS * 1_000_000,
    message: "CharacterMessages.avatarTooManyPixels",
  },
  image: {
    frame: MAX_INPUT_PIXELS,
    allFrames: MAX_INPUT_PIXELS,
    message: "CharacterMessages.imageTooManyPixels",
  },
};

/** The uploads/ folder each purpose writes to. */
export const UPLOAD_FOLDERS: Readonly<Record<UploadPurpose, string>> = {
  avatar: "avatars",
  image: "images",
  pdf: "pdfs",
  voice: "voices",
};

/** The name ending of kept files: a voice recording's real format is sniffed from its bytes when it is used. */
export const OWN_FILE_EXTENSIONS: Readonly<Record<OwnFilePurpose, string>> = { pdf: "pdf", voice: "audio" };

/**
 * The only file names an upload link may carry: a known folder and 128 random bits, so a signed
 * path can never point outside uploads/ or at a file the server did not name. PDFs are kept as they
 * are, under their uploader's id, so a PDF bot can only be made from its creator's own upload.
 */
export const UPLOAD_KEY =
  /^(?:(avatars|images)\/[0-9a-f]{32}\.webp|pdfs\/[1-9][0-9]{0,17}\/[0-9a-f]{32}\.pdf|voices\/[1-9][0-9]{0,17}\/[0-9a-f]{32}\.audio)$/;

/** pdfs/{user id}/{32 hex}.pdf: the uploader of a stored PDF. */
export const PDF_KEY = /^pdfs\/([1-9][0-9]{0,17})\/[0-9a-f]{32}\.pdf$/;

/** voices/{user id}/{32 hex}.audio: the uploader of a stored voice recording (docs/product.md#voice). */
export const VOICE_KEY = /^voices\/([1-9][0-9]{0,17})\/[0-9a-f]{32}\.audio$/;

/** The refusal of a recording above VOICE_LIMITS.fileMaxBytes, which states the limit. */
export function audioTooLarge(maxBytes: number = VOICE_LIMITS.fileMaxBytes): ServerMessage {
  return message("VoiceMessages.audioTooLarge", { mb: String(Math.floor(maxBytes / (1024 * 1024))) });
}

/** Whether a declared content type may be uploaded as a voice recording (only a first filter). */
export function isAudioType(contentType: string): boolean {
  return (VOICE_LIMITS.uploadTypes as readonly string[]).includes(contentType);
}

/** The refusal of a PDF above PDF_MAX_BYTES, which states the limit. */
export function pdfTooLarge(maxBytes: number): ServerMessage {
  return message("PdfMessages.pdfTooLarge", { mb: String(Math.floor(maxBytes / (1024 * 1024))) });
}

/**
 * A refused PUT: code 400 like any bad input, answered with the HTTP status a storage service would
 * use (403 bad or expired link, 413 too large), which the contract's code table does not give.
 */
export class UploadRefused extends AppError {
  constructor(
    private readonly status: 403 | 413,
    said: ServerMessage,
  ) {
    // A link that is not valid (any more) is refused like any forbidden call; a body too large is bad input.
    super(status === 403 ? ResponseCode.FORBIDDEN : ResponseCode.INVALID_INPUT, said);
  }

  override get httpStatus(): number {
    return this.status;
  }
}
