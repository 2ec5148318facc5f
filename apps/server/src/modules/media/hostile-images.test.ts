import { Readable } from "node:stream";
import { CharacterMessages } from "@fable/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBounded } from "../../../test/bounded-cost.ts";
import { buildSession } from "../../../test/factories/index.ts";
import { createTestApp } from "../../../test/harness.ts";
import { iend, ihdr, measure, pngChunk, pngFile, textChunk } from "../../../test/hostile-files.ts";
import { putUpload, signUpload, stillImage, uploadImage } from "../../../test/uploads.ts";
import { MAX_IMAGE_BYTES } from "./upload-rules.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let png: Buffer;
beforeAll(async () => {
  harness = await createTestApp({ env: { UPLOAD_SIGNING_SECRET: "h".repeat(40) } });
  token = (await buildSession(harness.database.db)).token;
  png = await stillImage(512, 512);
});
afterAll(() => harness.close());

/** PUTs a body to a link signed for the largest allowed file, so only the body decides. */
async function putToFullSizeLink(body: Uint8Array | Readable, contentType = "image/png") {
  const signed = await signUpload(harness.app, token, { size: MAX_IMAGE_BYTES, purpose: "image" });
  expect(signed.code).toBe(0);
  return putUpload(harness.app, signed.result.url, body, contentType);
}

/** The chunks of a real PNG, so one can be damaged and the file put back together. */
function chunksOf(file: Buffer) {
  const chunks: { type: string; start: number; end: number }[] = [];
  for (let offset = 8; offset < file.length; ) {
    const length = file.readUInt32BE(offset);
    chunks.push({
      type: file.toString("latin1", offset + 4, offset + 8),
      start: offset,
      end: offset + 12 + length,
    });
    offset += 12 + length;
  }
  return chunks;
}

describe("oversized image uploads", () => {
  it("refuses a link for a file over 10 MB, and 50 MB", async () => {
    for (const size of [MAX_IMAGE_BYTES + 1, 50 * 1024 * 1024]) {
      expect(await signUpload(harness.app, token, { size })).toMatchObject({
        status: 400,
        message: CharacterMessages.imageTooLarge,
      });
    }
  });

  it("refuses a body one byte over 10 MB, and 50 MB, streamed or declared, without reading it all", async () => {
    const justOver = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]);
    const fifty = Buffer.alloc(50 * 1024 * 1024, 7);
    for (const [label, body] of [
      ["10 MB + 1 byte", justOver],
      ["50 MB", fifty],
      ["50 MB streamed without a length", Readable.from([fifty])],
    ] as const) {
      const { value, cost } = await measure(() => putToFullSizeLink(body));
      expect(value, label).toMatchObject({ status: 413, message: CharacterMessages.imageTooLarge });
      expectBounded(`image upload: ${label}`, cost);
    }
  });
});

describe("files that are not what they claim", () => {
  it.each([
    [
      "an SVG with a script",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ["an HTML page", Buffer.from("<!doctype html><script>alert(1)</script>")],
    ["a PDF", Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF")],
    ["a ZIP", Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Array(60).fill(0)])],
    ["a PNG signature followed by nothing", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ])("refuses %s sent as image/png", async (_label, bytes) => {
    expect(await uploadImage(harness.app, token, bytes, "image", "image/png")).toMatchObject({
      status: 400,
      message: CharacterMessages.imageType,
    });
  });

  it("refuses a JPEG whose bytes stop after the header, sent as image/jpeg", async () => {
    const jpeg = await stillImage(600, 600, "jpeg");
    const headerOnly = jpeg.subarray(0, 700);
    const answer = await uploadImage(harness.app, token, headerOnly, "image", "image/jpeg");
    expect(answer.status).toBe(400);
    expect([CharacterMessages.imageUnreadable, CharacterMessages.imageType]).toContain(answer.message);
  });
});

describe("decompression bombs and broken PNGs", () => {
  it("refuses a PNG claiming 100000 x 100000 pixels before decoding it", async () => {
    const idat = pngChunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]));
    const bomb = pngFile([ihdr(100_000, 100_000), idat, iend()]);
    const { value, cost } = await measure(() => uploadImage(harness.app, token, bomb, "image"));
    expect(value).toMatchObject({ status: 400, message: CharacterMessages.imageTooManyPixels });
    expectBounded("image upload: 100000 x 100000 PNG header", cost);
  });

  it("refuses a PNG whose pixel data has a bad CRC, and one whose chunk claims 4 GB", async () => {
    const chunks = chunksOf(png);
    const idat = chunks.find((chunk) => chunk.type === "IDAT")!;
    const badCrc = Buffer.from(png);
    badCrc[idat.end - 1] = badCrc[idat.end - 1]! ^ 0xff;
    const hugeLength = Buffer.from(png);
    hugeLength.writeUInt32BE(0xfffffff0, idat.start);
    for (const [label, bytes] of [
      ["bad IDAT CRC", badCrc],
      ["IDAT length 4 GB", hugeLength],
    ] as const) {
      const { value, cost } = await measure(() => uploadImage(harness.app, token, bytes, "image"));
      expect(value.status, label).toBe(400);
      expect([CharacterMessages.imageUnreadable, CharacterMessages.imageType], label).toContain(
        value.message,
      );
      expectBounded(`image upload: ${label}`, cost);
    }
  });

  it("refuses a PNG cut off in the middle of its pixel data", async () => {
    const idat = chunksOf(png).find((chunk) => chunk.type === "IDAT")!;
    const truncated = png.subarray(0, idat.start + Math.floor((idat.end - idat.start) / 2));
    expect(await uploadImage(harness.app, token, truncated, "image")).toMatchObject({
      status: 400,
      message: CharacterMessages.imageUnreadable,
    });
  });

  it("refuses a 50 MB tEXt chunk by size, and stores a picture with a 9 MB one without its text", async () => {
    const chunks = chunksOf(png);
    const beforeEnd = png.subarray(0, chunks.at(-1)!.start);
    const withText = (megabytes: number) =>
      Buffer.concat([beforeEnd, textChunk("comment", Buffer.alloc(megabytes * 1024 * 1024, 0x41)), iend()]);

    const fifty = withText(50);
    const refused = await measure(() => putToFullSizeLink(fifty));
    expect(refused.value).toMatchObject({ status: 413, message: CharacterMessages.imageTooLarge });
    expectBounded("image upload: 50 MB tEXt chunk", refused.cost);

    const nine = withText(9);
    const stored = await measure(() => uploadImage(harness.app, token, nine, "image"));
    expect(stored.value.code).toBe(0);
    expectBounded("image upload: 9 MB tEXt chunk", stored.cost);
    const served = await harness.app.inject({ method: "GET", url: stored.value.result.url });
    expect(served.rawPayload.length).toBeLessThan(100_000);
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
  });
});
