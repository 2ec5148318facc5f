import { CARD_IMPORT_LIMITS } from "@fable/contract";
import { verbatim } from "../../../i18n/server-message.ts";
import { hasPngSignature, PngError, readPngText, writePngText } from "../../../lib/png-chunks.ts";
import { type CardImportError, CardImportFailure, cardError, MAX_CARD_BYTES } from "./card-errors.ts";
import type { CardCharacter } from "./card-model.ts";
import { isRecord, parseCardJson } from "./card-parse.ts";
import { jsonDepthExceeds } from "./json-depth.ts";
import { readZipEntries, type ZipRefusal, ZipRefused } from "./zip-entries.ts";

export type { CardImportError, CardImportErrorKind } from "./card-errors.ts";
export { MAX_CARD_BYTES } from "./card-errors.ts";

export type ImportResult =
  | { ok: true; character: CardCharacter; avatarPng: Uint8Array | null }
  | { ok: false; error: CardImportError };

/** V3 cards live in `ccv3`; `chara` is the V2 fallback that older tools write. */
const CARD_KEYWORDS = ["ccv3", "chara"] as const;
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

const utf8 = new TextDecoder("utf-8");

const fail = (error: CardImportError): never => {
  throw new CardImportFailure(error);
};

/** Refuses card JSON over its cap from its size alone, before decoding, scanning or parsing a byte. */
function refuseOversizedJson(length: number): void {
  if (length > CARD_IMPORT_LIMITS.maxJsonBytes) fail(cardError("too_large", "CardMessages.jsonTooLarge"));
}

function parseJsonText(text: string): unknown {
  refuseOversizedJson(text.length);
  if (jsonDepthExceeds(text, CARD_IMPORT_LIMITS.maxJsonDepth)) return fail(cardError("too_deep"));
  try {
    return JSON.parse(text.replace(/^\uFEFF/u, ""));
  } catch {
    return fail(cardError("bad_json"));
  }
}

/** Chunk text is normally base64 of UTF-8 JSON, but some tools store the JSON itself. */
function decodeChunkPayload(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) return parseJsonText(trimmed);
  // Base64 carries 3 bytes in 4 characters.
  refuseOversizedJson(Math.floor((trimmed.length * 3) / 4));
  if (!/^[A-Za-z0-9+/=_\-\s]*$/u.test(trimmed)) return fail(cardError("bad_json"));
  return parseJsonText(utf8.decode(Buffer.from(trimmed, "base64")));
}

function importPng(bytes: Uint8Array): ImportResult {
  let entries: ReturnType<typeof readPngText>;
  let avatarPng: Uint8Array;
  try {
    entries = readPngText(bytes, CARD_KEYWORDS);
    avatarPng = writePngText(bytes, [], [...CARD_KEYWORDS]);
  } catch (error) {
    if (error instanceof PngError) {
      return { ok: false, error: cardError(error.kind === "not_png" ? "unsupported_format" : "corrupt_png") };
    }
    throw error;
  }
  let firstError: CardImportError | null = null;
  for (const keyword of CARD_KEYWORDS) {
    for (const entry of entries.filter((candidate) => candidate.keyword.toLowerCase() === keyword)) {
      const result = parseCardBody(() => decodeChunkPayload(entry.text));
      if (result.ok) return { ...result, avatarPng };
      firstError ??= result.error;
    }
  }
  return {
    ok: false,
    error:
      firstError ?? cardError("missing_character", verbatim("The PNG does not contain a character card")),
  };
}

function parseCardBody(read: () => unknown): ImportResult {
  try {
    const result = parseCardJson(read());
    return result.ok ? { ...result, avatarPng: null } : result;
  } catch (error) {
    if (error instanceof CardImportFailure) return { ok: false, error: error.error };
    throw error;
  }
}

/** CHARX embeds assets as `embeded://path` (the spec's own spelling) or `embedded://path`. */
function embeddedIconPath(card: unknown): string | null {
  const data = isRecord(card) && isRecord(card.data) ? card.data : null;
  const assets = data && Array.isArray(data.assets) ? data.assets.filter(isRecord) : [];
  const icons = assets.filter((asset) => asset.type === "icon" && typeof asset.uri === "string");
  const icon = icons.find((asset) => asset.name === "main") ?? icons[0];
  const match = typeof icon?.uri === "string" ? /^embedd?ed:\/\/(.+)$/u.exec(icon.uri) : null;
  return match?.[1] ?? null;
}

const ZIP_REFUSALS: Record<ZipRefusal, CardImportError> = {
  too_many_files: cardError("unsafe_archive", "CardMessages.charxTooManyFiles"),
  unsafe_name: cardError("unsafe_archive"),
  too_large: cardError("too_large", "CardMessages.charxTooLarge"),
  corrupt: cardError("unsupported_format", "CardMessages.charxCorrupt"),
};

function unzip(bytes: Uint8Array, wanted: (name: string) => boolean): Record<string, Uint8Array> {
  try {
    return readZipEntries(bytes, wanted, {
      maxEntries: CARD_IMPORT_LIMITS.maxCharxEntries,
      maxTotalBytes: MAX_CARD_BYTES,
    });
  } catch (error) {
    if (error instanceof ZipRefused) return fail(ZIP_REFUSALS[error.reason]);
    throw error;
  }
}

function importCharx(bytes: Uint8Array): ImportResult {
  try {
    const cardFile = unzip(bytes, (name) => name === "card.json")["card.json"];
    if (!cardFile) {
      return fail(cardError("unsupported_format", "CardMessages.charxNoCard"));
    }
    refuseOversizedJson(cardFile.length);
    const card = parseJsonText(utf8.decode(cardFile));
    const result = parseCardJson(card);
    if (!result.ok) return result;
    const iconPath = embeddedIconPath(card);
    const icon = iconPath ? unzip(bytes, (name) => name === iconPath)[iconPath] : undefined;
    return { ...result, avatarPng: icon && hasPngSignature(icon) ? icon : null };
  } catch (error) {
    if (error instanceof CardImportFailure) return { ok: false, error: error.error };
    throw error;
  }
}

function importJson(bytes: Uint8Array, fileName: string | undefined): ImportResult {
  // The format is judged from the first bytes, so a large file that is not JSON is not decoded whole.
  const head = utf8
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/u, "")
    .trimStart();
  if (!head.startsWith("{") && !head.startsWith("[")) {
    const extension = fileName ? /\.([A-Za-z0-9]{1,10})$/u.exec(fileName)?.[1]?.toLowerCase() : undefined;
    const said = extension
      ? verbatim(`Unsupported file format (.${extension}); import a character card as PNG, JSON or CHARX`)
      : undefined;
    return { ok: false, error: cardError("unsupported_format", said) };
  }
  if (bytes.length > CARD_IMPORT_LIMITS.maxJsonBytes) {
    return { ok: false, error: cardError("too_large", "CardMessages.jsonTooLarge") };
  }
  const text = utf8
    .decode(bytes)
    .replace(/^\uFEFF/u, "")
    .trim();
  return parseCardBody(() => parseJsonText(text));
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);

/**
 * Reads a character card from PNG, JSON or CHARX bytes, chosen by content rather than file name.
 * Card text is untrusted data: nothing in it is evaluated, fetched or followed.
 */
export function importCard(bytes: Uint8Array, fileName?: string): ImportResult {
  if (bytes.length > MAX_CARD_BYTES) return { ok: false, error: cardError("too_large") };
  if (bytes.length === 0)
    return { ok: false, error: cardError("unsupported_format", verbatim("The file is empty")) };
  if (hasPngSignature(bytes)) return importPng(bytes);
  if (startsWith(bytes, ZIP_SIGNATURE)) return importCharx(bytes);
  return importJson(bytes, fileName);
}
