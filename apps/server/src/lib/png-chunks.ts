import { inflateSync, crc32 as zlibCrc32 } from "node:zlib";

export const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Compressed text chunks of one PNG inflate to at most this much together, so neither one tiny
 * zTXt nor a file of thousands of them can expand without bound.
 */
const MAX_INFLATED_TEXT = 20 * 1024 * 1024;

export class PngError extends Error {
  constructor(readonly kind: "not_png" | "corrupt") {
    super(kind === "not_png" ? "Not a PNG file" : "The PNG file is corrupt");
    this.name = "PngError";
  }
}

export interface PngChunk {
  type: string;
  data: Uint8Array;
}

/** CRC-32 as PNG defines it (zlib's), over the parts in turn. */
export function crc32(...parts: Uint8Array[]): number {
  return parts.reduce((crc, part) => zlibCrc32(part, crc), 0);
}

export function hasPngSignature(bytes: Uint8Array): boolean {
  return bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte);
}

const latin1 = new TextDecoder("latin1");
const utf8 = new TextDecoder("utf-8");

/**
 * Real PNGs split their pixels into a few thousand chunks at most; a 20 MB file of empty chunks
 * would be 1.7 million objects, so past this many the file is refused as damaged.
 */
const MAX_CHUNKS = 100_000;

/** Walks every chunk up to IEND, checking lengths and CRCs; throws PngError on any damage. */
export function readPngChunks(bytes: Uint8Array): PngChunk[] {
  if (!hasPngSignature(bytes)) throw new PngError("not_png");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: PngChunk[] = [];
  let offset = PNG_SIGNATURE.length;
  while (true) {
    if (offset + 12 > bytes.length) throw new PngError("corrupt");
    const length = view.getUint32(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) throw new PngError("corrupt");
    const typeBytes = bytes.subarray(offset + 4, offset + 8);
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (crc32(typeBytes, data) !== view.getUint32(offset + 8 + length)) throw new PngError("corrupt");
    const type = latin1.decode(typeBytes);
    chunks.push({ type, data });
    if (chunks.length > MAX_CHUNKS) throw new PngError("corrupt");
    offset = end;
    if (type === "IEND") return chunks;
  }
}

export interface PngTextEntry {
  keyword: string;
  text: string;
}

/** What is left of one PNG's inflation allowance; each inflated chunk spends from it. */
interface InflateBudget {
  remaining: number;
}

function inflateText(data: Uint8Array, budget: InflateBudget): Uint8Array {
  try {
    // Zero would mean "no limit" to zlib; one byte still fails any real text once the budget is spent.
    const inflated = inflateSync(data, { maxOutputLength: Math.max(1, budget.remaining) });
    budget.remaining -= inflated.length;
    return inflated;
  } catch {
    throw new PngError("corrupt");
  }
}

const TEXT_CHUNK_TYPES = new Set(["tEXt", "zTXt", "iTXt"]);

/** Reading only the keyword lets old card chunks be dropped without inflating them. */
function textChunkKeyword(chunk: PngChunk): string | null {
  if (!TEXT_CHUNK_TYPES.has(chunk.type)) return null;
  const nul = chunk.data.indexOf(0);
  return nul < 0 ? null : latin1.decode(chunk.data.subarray(0, nul));
}

/** Decodes tEXt, zTXt and iTXt chunks; returns null for any other chunk type. */
function decodeTextChunk(chunk: PngChunk, budget: InflateBudget): PngTextEntry | null {
  if (!TEXT_CHUNK_TYPES.has(chunk.type)) return null;
  const { data } = chunk;
  const nul = data.indexOf(0);
  if (nul < 0) return null;
  const keyword = latin1.decode(data.subarray(0, nul));
  if (chunk.type === "tEXt") return { keyword, text: latin1.decode(data.subarray(nul + 1)) };
  if (chunk.type === "zTXt")
    return { keyword, text: latin1.decode(inflateText(data.subarray(nul + 2), budget)) };
  // iTXt: compression flag, method, then NUL-terminated language tag and translated keyword.
  const compressed = data[nul + 1] === 1;
  const languageEnd = data.indexOf(0, nul + 3);
  const translatedEnd = languageEnd < 0 ? -1 : data.indexOf(0, languageEnd + 1);
  if (translatedEnd < 0) return null;
  const body = data.subarray(translatedEnd + 1);
  return { keyword, text: utf8.decode(compressed ? inflateText(body, budget) : body) };
}

/**
 * The PNG's text entries in file order: all of them, or only those whose keyword is listed (any
 * case), so chunks nobody asked for are never inflated.
 */
export function readPngText(bytes: Uint8Array, keywords?: readonly string[]): PngTextEntry[] {
  const wanted = keywords ? new Set(keywords.map((keyword) => keyword.toLowerCase())) : null;
  const budget: InflateBudget = { remaining: MAX_INFLATED_TEXT };
  return readPngChunks(bytes)
    .filter((chunk) => {
      const keyword = textChunkKeyword(chunk);
      return keyword !== null && (!wanted || wanted.has(keyword.toLowerCase()));
    })
    .map((chunk) => decodeTextChunk(chunk, budget))
    .filter((entry): entry is PngTextEntry => entry !== null);
}

function encodeChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  const typeBytes = Uint8Array.from(type, (char) => char.charCodeAt(0));
  view.setUint32(0, data.length);
  out.set(typeBytes, 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(typeBytes, data));
  return out;
}

/** tEXt is Latin-1 only, so callers pass ASCII text such as base64. */
function encodeTextChunk(keyword: string, text: string): Uint8Array {
  if (/[^\x20-\x7e]/u.test(keyword + text)) throw new Error("tEXt chunks here must be printable ASCII");
  return encodeChunk(
    "tEXt",
    Uint8Array.from(`${keyword}\0${text}`, (char) => char.charCodeAt(0)),
  );
}

/**
 * Rewrites the PNG with the given tEXt entries just before IEND, dropping every existing text chunk
 * whose keyword is being replaced (or listed in removeKeywords), so old card data cannot shadow the new.
 */
export function writePngText(
  bytes: Uint8Array,
  entries: PngTextEntry[],
  removeKeywords: string[] = entries.map((entry) => entry.keyword),
): Uint8Array {
  const replaced = new Set(removeKeywords.map((keyword) => keyword.toLowerCase()));
  const parts: Uint8Array[] = [PNG_SIGNATURE];
  for (const chunk of readPngChunks(bytes)) {
    const keyword = textChunkKeyword(chunk);
    if (keyword !== null && replaced.has(keyword.toLowerCase())) continue;
    if (chunk.type === "IEND") {
      for (const entry of entries) parts.push(encodeTextChunk(entry.keyword, entry.text));
    }
    parts.push(encodeChunk(chunk.type, chunk.data));
  }
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
