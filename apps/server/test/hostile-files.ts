import { createDeflate, createDeflateRaw } from "node:zlib";
import { crc32 } from "../src/lib/png-chunks.ts";

/**
 * Hostile files made on the spot (no binary blobs in the repository): PNGs whose chunks lie, ZIPs
 * whose entries lie, JSON nested past any sane depth.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk; `crc` overrides the right checksum to make a damaged one. */
export function pngChunk(type: string, data: Uint8Array, crc?: number): Buffer {
  const typeBytes = Buffer.from(type, "latin1");
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  typeBytes.copy(head, 4);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc ?? crc32(typeBytes, data), 0);
  return Buffer.concat([head, data, tail]);
}

export function pngFile(chunks: Buffer[]): Buffer {
  return Buffer.concat([PNG_SIGNATURE, ...chunks]);
}

/** An 8-bit RGB header claiming the given size, whatever the pixel data that follows holds. */
export function ihdr(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 2, 0, 0, 0], 8);
  return pngChunk("IHDR", data);
}

export const iend = () => pngChunk("IEND", new Uint8Array(0));

/** A tEXt chunk: keyword, NUL, Latin-1 text. */
export function textChunk(keyword: string, text: string | Buffer): Buffer {
  return pngChunk("tEXt", Buffer.concat([Buffer.from(`${keyword}\0`, "latin1"), Buffer.from(text)]));
}

/** A zTXt chunk around an already deflated (zlib-wrapped) body. */
export function compressedTextChunk(keyword: string, zlibBody: Buffer): Buffer {
  return pngChunk("zTXt", Buffer.concat([Buffer.from(`${keyword}\0\0`, "latin1"), zlibBody]));
}

/** Raw deflate of `bytes` zero bytes, streamed so the test never holds the inflated size. */
export async function deflatedZeros(bytes: number, format: "raw" | "zlib" = "raw"): Promise<Buffer> {
  const deflate = format === "raw" ? createDeflateRaw({ level: 9 }) : createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve, reject) => {
    deflate.on("end", resolve);
    deflate.on("error", reject);
  });
  const block = Buffer.alloc(1024 * 1024);
  for (let left = bytes; left > 0; left -= block.length) {
    const piece = left >= block.length ? block : block.subarray(0, left);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat(parts);
}

export interface ZipEntry {
  name: string;
  /** Stored bytes: raw deflate when `deflated`, else the file itself. */
  data: Uint8Array;
  deflated?: boolean;
  /** The inflated size the archive claims, true or not. */
  declaredSize?: number;
}

/** A ZIP written by hand, so an entry may claim any size and any name. CRCs are not checked by readers before inflating. */
export function zipArchive(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const size = entry.declaredSize ?? entry.data.length;
    const method = entry.deflated ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.data));
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A V2 card whose extensions nest `depth` arrays deep. */
export function deeplyNestedCard(depth: number): string {
  return `{"spec":"chara_card_v2","data":{"name":"Deep","first_mes":"Hi there","extensions":{"x":${"[".repeat(depth)}${"]".repeat(depth)}}}}`;
}

export const smallCard = (name = "Hostile") =>
  JSON.stringify({ spec: "chara_card_v2", data: { name, first_mes: "Hello there" } });

export interface Cost {
  ms: number;
  /** Resident memory after the call minus before it. */
  rssGrowthMb: number;
  /** How far the call pushed the process's highest resident memory so far. */
  peakGrowthMb: number;
  heapGrowthMb: number;
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * Time and memory of one call. The peak comes from the kernel's high-water mark (getrusage), so
 * synchronous work that blocks sampling is still counted; growth of the peak is a lower bound of the
 * call's own use, the after-minus-before figures show what it kept.
 */
export async function measure<T>(work: () => Promise<T>): Promise<{ value: T; cost: Cost }> {
  const before = process.memoryUsage();
  const peakBefore = process.resourceUsage().maxRSS * 1024;
  const started = performance.now();
  const value = await work();
  const ms = Math.round(performance.now() - started);
  const after = process.memoryUsage();
  return {
    value,
    cost: {
      ms,
      rssGrowthMb: megabytes(after.rss - before.rss),
      peakGrowthMb: megabytes(process.resourceUsage().maxRSS * 1024 - peakBefore),
      heapGrowthMb: megabytes(after.heapUsed - before.heapUsed),
    },
  };
}
