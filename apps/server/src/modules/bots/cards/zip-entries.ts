import { inflateRawSync } from "node:zlib";

/**
 * A ZIP reader for CHARX files that trusts nothing the archive says. General unzip libraries size
 * their output from the entry's declared size but keep inflating past it (a 1 MB entry claiming
 * 1 KB and holding 1 GB costs seconds of CPU); here inflation stops at the declared size, the
 * declared sizes of what is read are capped together, and the entries are counted and their names
 * checked before anything is inflated. Nothing is ever written to disk.
 */

export type ZipRefusal = "too_many_files" | "too_large" | "unsafe_name" | "corrupt";

export class ZipRefused extends Error {
  constructor(readonly reason: ZipRefusal) {
    super(`ZIP refused: ${reason}`);
    this.name = "ZipRefused";
  }
}

export interface ZipLimits {
  maxEntries: number;
  /** The most the wanted entries may inflate to, together. */
  maxTotalBytes: number;
}

interface DirectoryEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65535. */
const END_SEARCH = 22 + 0xffff;

const utf8 = new TextDecoder("utf-8");

/** Names that would land outside a folder if anyone ever unpacked them: absolute, `..`, drive letters. */
export const isUnsafeEntryName = (name: string) =>
  name.includes("\0") || /^([/\\]|[A-Za-z]:)/u.test(name) || name.split(/[/\\]/u).includes("..");

function endOfDirectory(view: DataView): number {
  for (let offset = view.byteLength - 22; offset >= Math.max(0, view.byteLength - END_SEARCH); offset--) {
    if (view.getUint32(offset, true) === END_SIGNATURE) return offset;
  }
  throw new ZipRefused("corrupt");
}

/** The central directory's entries; ZIP64 archives (over 4 GB or 65535 entries) are no card. */
function* directoryEntries(view: DataView, bytes: Uint8Array): Generator<DirectoryEntry> {
  const end = endOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff) throw new ZipRefused("corrupt");
  for (let index = 0; index < count; index++) {
    if (offset + 46 > end || view.getUint32(offset, true) !== CENTRAL_SIGNATURE)
      throw new ZipRefused("corrupt");
    const nameLength = view.getUint16(offset + 28, true);
    const next =
      offset + 46 + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
    if (next > end) throw new ZipRefused("corrupt");
    yield {
      name: utf8.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      size: view.getUint32(offset + 24, true),
      localOffset: view.getUint32(offset + 42, true),
    };
    offset = next;
  }
}

function inflateEntry(view: DataView, bytes: Uint8Array, entry: DirectoryEntry): Uint8Array {
  const local = entry.localOffset;
  if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL_SIGNATURE)
    throw new ZipRefused("corrupt");
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  if (start + entry.compressedSize > bytes.length) throw new ZipRefused("corrupt");
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw new ZipRefused("corrupt");
    return data;
  }
  if (entry.method !== 8) throw new ZipRefused("corrupt");
  try {
    // zlib stops as soon as the output passes the limit; an entry larger than it says is damaged.
    return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
  } catch {
    throw new ZipRefused("corrupt");
  }
}

/** The wanted entries by name, inflated; throws ZipRefused for any archive that breaks a limit. */
export function readZipEntries(
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
  limits: ZipLimits,
): Record<string, Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chosen: DirectoryEntry[] = [];
  let entries = 0;
  let total = 0;
  for (const entry of directoryEntries(view, bytes)) {
    entries += 1;
    if (entries > limits.maxEntries) throw new ZipRefused("too_many_files");
    if (isUnsafeEntryName(entry.name)) throw new ZipRefused("unsafe_name");
    if (!wanted(entry.name)) continue;
    total += entry.size;
    if (total > limits.maxTotalBytes) throw new ZipRefused("too_large");
    chosen.push(entry);
  }
  return Object.fromEntries(chosen.map((entry) => [entry.name, inflateEntry(view, bytes, entry)]));
}
