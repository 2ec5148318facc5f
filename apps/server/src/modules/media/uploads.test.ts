import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { CharacterMessages, ResponseCode } from "@fable/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSession } from "../../../test/factories/index.ts";
import { CARD_FIXTURES, fixturesPresent } from "../../../test/fixtures.ts";
import { createTestApp, movableClock } from "../../../test/harness.ts";
import { animatedGif, putUpload, signUpload, stillImage, uploadImage } from "../../../test/uploads.ts";
import { MAX_IMAGE_BYTES } from "./upload-rules.ts";

const clock = movableClock(new Date("2025-03-01T12:00:00Z"));
let harness: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  harness = await createTestApp({ clock, env: { UPLOAD_SIGNING_SECRET: "s".repeat(40) } });
  token = (await buildSession(harness.database.db, { now: clock.now() })).token;
});
afterAll(() => harness.close());

const fixture = (name: string) => readFileSync(path.join(CARD_FIXTURES, name));

async function served(url: string) {
  const response = await harness.app.inject({ method: "GET", url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers["content-type"]).toBe("image/webp");
  return sharp(response.rawPayload, { animated: true }).metadata();
}

/** Rewrites one query parameter (or the path) of a signed link. */
function tampered(url: string, change: (link: URL) => void) {
  const link = new URL(url, "http://fable.test");
  change(link);
  return `${link.pathname}${link.search}`;
}

describe("signing an upload", () => {
  it("answers a same-origin PUT link that expires in 10 minutes", async () => {
    const signed = await signUpload(harness.app, token, { size: 1234, contentType: "image/jpeg" });
    expect(signed.code).toBe(0);
    expect(signed.result.url).toMatch(
      /^\/uploads\/avatars\/[0-9a-f]{32}\.webp\?expires=\d+&max=1234&purpose=avatar&user=\d+&signature=[0-9a-f]{64}$/,
    );
    expect(signed.result).toMatchObject({ method: "PUT", headers: { "content-type": "image/jpeg" } });
    expect(Date.parse(signed.result.expiresAt) - clock.now().getTime()).toBe(10 * 60 * 1000);
  });

  it("files images apart from avatars", async () => {
    const signed = await signUpload(harness.app, token, { size: 10, purpose: "image" });
    expect(signed.result.url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp\?.*purpose=image/);
  });

  it("is for signed-in users only", async () => {
    const signed = await signUpload(harness.app, null, { size: 10 });
    expect(signed.status).toBe(401);
    expect(signed.code).toBe(109);
  });

  it("refuses files over 10 MB and types other than PNG, JPEG, WebP and GIF", async () => {
    const large = await signUpload(harness.app, token, { size: MAX_IMAGE_BYTES + 1 });
    expect(large).toMatchObject({ status: 400, message: CharacterMessages.imageTooLarge });
    expect((await signUpload(harness.app, token, { size: MAX_IMAGE_BYTES })).code).toBe(0);
    for (const contentType of ["text/plain", "image/svg+xml", "image/tiff", ""]) {
      const refused = await signUpload(harness.app, token, { size: 10, contentType });
      expect(refused, contentType).toMatchObject({ status: 400, message: CharacterMessages.imageType });
    }
  });
});

describe("uploading to a signed link", () => {
  it("stores a PNG as webp and serves it at the link without its query", async () => {
    const png = await stillImage(512, 512);
    const signed = await signUpload(harness.app, token, { size: png.length });
    const uploaded = await putUpload(harness.app, signed.result.url, png);
    expect(uploaded).toMatchObject({ status: 200, code: 0 });
    expect(uploaded.result.url).toBe(signed.result.url.split("?")[0]);
    const stored = await served(uploaded.result.url);
    expect(stored).toMatchObject({ format: "webp", width: 512, height: 512 });
  });

  it("accepts JPEG and WebP", async () => {
    const jpeg = await uploadImage(
      harness.app,
      token,
      await stillImage(640, 480, "jpeg"),
      "image",
      "image/jpeg",
    );
    expect(await served(jpeg.result.url)).toMatchObject({ format: "webp", width: 640, height: 480 });
    const webp = await uploadImage(
      harness.app,
      token,
      await stillImage(420, 410, "webp"),
      "avatar",
      "image/webp",
    );
    expect(await served(webp.result.url)).toMatchObject({ format: "webp", width: 420, height: 410 });
  });

  it.skipIf(!fixturesPresent)("accepts the real PNG of a character card", async () => {
    // Seraphina's card art is exactly 400 px wide: the smallest avatar allowed.
    const card = await uploadImage(harness.app, token, fixture("seraphina_v2.png"));
    expect(card.code).toBe(0);
    expect(await served(card.result.url)).toMatchObject({ format: "webp", width: 400, height: 600 });
  });

  it("keeps an animated GIF animated", async () => {
    const gif = await animatedGif();
    const uploaded = await uploadImage(harness.app, token, gif, "avatar", "image/gif");
    expect(uploaded.code).toBe(0);
    const stored = await served(uploaded.result.url);
    expect(stored.format).toBe("webp");
    expect(stored.pages).toBe(2);
    expect(stored.pageHeight).toBe(512);
  });

  it("judges the type by the bytes, not by the content type", async () => {
    const text = Buffer.from("just some text pretending to be a picture");
    const asPng = await uploadImage(harness.app, token, text);
    expect(asPng).toMatchObject({ status: 400, message: CharacterMessages.imageType });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect/></svg>');
    expect((await uploadImage(harness.app, token, svg)).message).toBe(CharacterMessages.imageType);
    // A JPEG sent as image/png is still a JPEG: accepted, and stored as webp.
    const jpeg = await uploadImage(
      harness.app,
      token,
      await stillImage(500, 500, "jpeg"),
      "avatar",
      "image/png",
    );
    expect(await served(jpeg.result.url)).toMatchObject({ format: "webp" });
  });

  it("refuses avatars under 400 x 400 pixels but not other images", async () => {
    const small = await stillImage(300, 300);
    expect(await uploadImage(harness.app, token, small)).toMatchObject({
      status: 400,
      message: CharacterMessages.avatarTooSmall,
    });
    const narrow = await stillImage(399, 800);
    expect((await uploadImage(harness.app, token, narrow)).message).toBe(CharacterMessages.avatarTooSmall);
    expect((await uploadImage(harness.app, token, fixture("invalid_no_card_chunk.png"))).message).toBe(
      CharacterMessages.avatarTooSmall,
    );
    expect((await uploadImage(harness.app, token, small, "image")).code).toBe(0);
  });

  it("refuses a truncated picture and a decompression bomb", async () => {
    // A real card's art cut off after a third: the header reads fine, the pixels do not.
    const whole = fixture("seraphina_v2.png");
    const truncated = whole.subarray(0, Math.floor(whole.length / 3));
    expect(await uploadImage(harness.app, token, truncated)).toMatchObject({
      status: 400,
      message: CharacterMessages.imageUnreadable,
    });
    // 64 megapixels of one colour compress to a few hundred kilobytes.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "white" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    expect(await uploadImage(harness.app, token, bomb, "image")).toMatchObject({
      status: 400,
      message: CharacterMessages.imageTooManyPixels,
    });
  });

  it("leaves a link unused when its file was refused, so the right file can follow", async () => {
    const png = await stillImage(450, 450);
    const signed = await signUpload(harness.app, token, { size: png.length });
    expect((await putUpload(harness.app, signed.result.url, Buffer.from("not an image"))).code).not.toBe(0);
    expect((await putUpload(harness.app, signed.result.url, png)).code).toBe(0);
  });
});

describe("refusing uploads", () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await stillImage(512, 512);
  });

  it("refuses a body larger than 10 MB, with or without a content length", async () => {
    const signed = await signUpload(harness.app, token, { size: MAX_IMAGE_BYTES });
    const huge = Buffer.alloc(MAX_IMAGE_BYTES + 200 * 1024, 1);
    expect(await putUpload(harness.app, signed.result.url, huge)).toMatchObject({
      status: 413,
      message: CharacterMessages.imageTooLarge,
    });
    // Streamed without a length, the body is cut off at the limit while it is read.
    const streamed = await putUpload(harness.app, signed.result.url, Readable.from([huge]));
    expect(streamed).toMatchObject({ status: 413, message: CharacterMessages.imageTooLarge });
  });

  it("refuses a body larger than the size that was signed", async () => {
    const signed = await signUpload(harness.app, token, { size: png.length - 1 });
    expect(await putUpload(harness.app, signed.result.url, png)).toMatchObject({
      status: 413,
      message: CharacterMessages.uploadInvalid,
    });
  });

  it("refuses an expired link", async () => {
    const signed = await signUpload(harness.app, token, { size: png.length });
    clock.advance(10 * 60 * 1000 + 1000);
    expect(await putUpload(harness.app, signed.result.url, png)).toMatchObject({
      status: 403,
      code: ResponseCode.FORBIDDEN,
      message: CharacterMessages.uploadExpired,
    });
  });

  it("accepts a link until its last second", async () => {
    const signed = await signUpload(harness.app, token, { size: png.length });
    clock.advance(9 * 60 * 1000 + 59 * 1000);
    expect((await putUpload(harness.app, signed.result.url, png)).code).toBe(0);
  });

  it("refuses a link whose signature, size, purpose, user, expiry or path was changed", async () => {
    const small = await stillImage(300, 300);
    const signed = (await signUpload(harness.app, token, { size: small.length })).result.url as string;
    const name = signed.split("?")[0]!.split("/").pop()!;
    const changes: Array<[string, (link: URL) => void]> = [
      ["signature", (link) => link.searchParams.set("signature", "0".repeat(64))],
      [
        "flipped signature",
        (link) => link.searchParams.set("signature", flipLast(link.searchParams.get("signature")!)),
      ],
      ["short signature", (link) => link.searchParams.set("signature", "abcd")],
      ["max", (link) => link.searchParams.set("max", String(small.length + 1))],
      ["purpose", (link) => link.searchParams.set("purpose", "image")],
      ["user", (link) => link.searchParams.set("user", "1")],
      [
        "expires",
        (link) => link.searchParams.set("expires", String(Number(link.searchParams.get("expires")) + 3600)),
      ],
      ["name", (link) => (link.pathname = `/uploads/avatars/${"a".repeat(32)}.webp`)],
      ["folder", (link) => (link.pathname = `/uploads/images/${name}`)],
      ["traversal", (link) => (link.pathname = `/uploads/avatars/..%2F..%2F${name}`)],
      ["no query", (link) => (link.search = "")],
    ];
    for (const [label, change] of changes) {
      const refused = await putUpload(harness.app, tampered(signed, change), small);
      expect(refused, label).toMatchObject({
        status: 403,
        code: ResponseCode.FORBIDDEN,
        message: CharacterMessages.uploadInvalid,
      });
    }
    // Untouched, the link still works (as the small image is an avatar, it is refused for its size).
    expect((await putUpload(harness.app, signed, small)).message).toBe(CharacterMessages.avatarTooSmall);
  });

  it("uploads once per link", async () => {
    const signed = await signUpload(harness.app, token, { size: png.length });
    expect((await putUpload(harness.app, signed.result.url, png)).code).toBe(0);
    const again = await putUpload(harness.app, signed.result.url, png);
    expect(again).toMatchObject({
      status: 403,
      code: ResponseCode.FORBIDDEN,
      message: CharacterMessages.uploadExpired,
    });
  });

  it("accepts only PUT on upload paths", async () => {
    const signed = await signUpload(harness.app, token, { size: png.length });
    const posted = await harness.app.inject({ method: "POST", url: signed.result.url, payload: png });
    expect(posted.statusCode).toBe(404);
  });
});

function flipLast(hex: string) {
  return hex.slice(0, -1) + (hex.endsWith("0") ? "1" : "0");
}

describe("with PUBLIC_URL", () => {
  it("signs absolute links and answers absolute final URLs", async () => {
    const other = await createTestApp({
      env: { PUBLIC_URL: "https://fable.example", UPLOAD_SIGNING_SECRET: "p".repeat(40) },
    });
    try {
      const { token: owner } = await buildSession(other.database.db);
      const png = await stillImage(512, 512);
      const signed = await signUpload(other.app, owner, { size: png.length });
      expect(signed.result.url).toMatch(/^https:\/\/fable\.example\/uploads\/avatars\/[0-9a-f]{32}\.webp\?/);
      const link = new URL(signed.result.url);
      const uploaded = await putUpload(other.app, `${link.pathname}${link.search}`, png);
      expect(uploaded.result.url).toBe(signed.result.url.split("?")[0]);
    } finally {
      await other.close();
    }
  });
});

describe("uploads in progress", () => {
  it("are never served: the drafts folder is a dot-folder and dot-files are denied", async () => {
    const drafts = path.join(harness.config.uploadsDir, ".incoming");
    mkdirSync(drafts, { recursive: true });
    writeFileSync(path.join(drafts, "draft.webp"), "half-written");
    const response = await harness.app.inject({ method: "GET", url: "/uploads/.incoming/draft.webp" });
    expect(response.statusCode).not.toBe(200);
    expect(response.body).not.toContain("half-written");
  });
});
