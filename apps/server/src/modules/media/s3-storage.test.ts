import { readFileSync } from "node:fs";
import path from "node:path";
import { CharacterMessages } from "@fable/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type Envelope } from "../../../test/accounts.ts";
import { buildSession } from "../../../test/factories/index.ts";
import { CARD_FIXTURES, fixturesPresent } from "../../../test/fixtures.ts";
import { createTestApp } from "../../../test/harness.ts";
import { fillImageQueue } from "../../../test/image-queue.ts";
import { multipartFile } from "../../../test/multipart.ts";
import { startS3Bucket } from "../../../test/s3-bucket.ts";
import { animatedGif, signUpload, stillImage } from "../../../test/uploads.ts";
import { backgroundContext } from "../../context.ts";
import { uploadAsPng } from "./images.service.ts";
import type { BucketStorage } from "./storage/file-storage.ts";
import { storageFor, storedObject } from "./storage/storage-for.ts";

const BUCKET = "fable-test";
let bucket: Awaited<ReturnType<typeof startS3Bucket>>;
let harness: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let storage: BucketStorage;
beforeAll(async () => {
  bucket = await startS3Bucket(BUCKET);
  harness = await createTestApp({ env: { ...bucket.env, AVATAR_GENERATION_CREDITS: "0" } });
  token = (await buildSession(harness.database.db)).token;
  storage = storageFor(harness.config) as BucketStorage;
});
afterAll(async () => {
  await harness?.close();
  await bucket?.close();
});

/** The key a bucket address names. */
const keyOf = (url: string) => new URL(url).pathname.slice(`/${BUCKET}/`.length);

/** Signs and PUTs straight to the bucket, as the browser does. */
async function upload(bytes: Uint8Array, purpose: "avatar" | "image" = "avatar", contentType = "image/png") {
  const signed = await signUpload(harness.app, token, { size: bytes.length, purpose, contentType });
  expect(signed.code, signed.message).toBe(0);
  const response = await fetch(signed.result.url, {
    method: "PUT",
    headers: signed.result.headers,
    body: bytes,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return signed.result.url.split("?")[0]!;
}

const checkHeadImage = (imageUrl: string) =>
  call(harness.app, "POST", "/api/sm/checkHeadImage", { token, body: { imageUrl } });

async function readPublic(url: string) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return { type: response.headers.get("content-type"), bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe("signing with a bucket", () => {
  it("answers the bucket's pre-signed PUT to incoming/, with type and length signed, for 10 minutes", async () => {
    const signed = await signUpload(harness.app, token, { size: 1234, contentType: "image/jpeg" });
    const url = new URL(signed.result.url);
    expect(`${url.origin}${url.pathname}`).toMatch(
      new RegExp(`^${bucket.endpoint}/${BUCKET}/incoming/avatars/[0-9a-f]{32}$`),
    );
    expect(url.searchParams.get("X-Amz-Expires")).toBe("600");
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");
    // An SDK checksum of an empty body in the link would make real buckets refuse the file.
    expect([...url.searchParams.keys()].filter((name) => name.includes("checksum"))).toEqual([]);
    expect(signed.result).toMatchObject({ method: "PUT", headers: { "content-type": "image/jpeg" } });
    expect(Date.parse(signed.result.expiresAt) - Date.now()).toBeGreaterThan(9 * 60 * 1000);
  });

  it("still refuses what cannot be accepted before anything is uploaded", async () => {
    const refused = await signUpload(harness.app, token, { size: 10, contentType: "image/svg+xml" });
    expect(refused).toMatchObject({ status: 400, message: CharacterMessages.imageType });
  });
});

describe("the bucket checks the signature", () => {
  async function putTo(url: string, body: Uint8Array, contentType = "image/png") {
    return (await fetch(url, { method: "PUT", headers: { "content-type": contentType }, body })).status;
  }

  it("refuses a changed signature, key, type or length, and an expired link", async () => {
    const png = await stillImage(500, 500);
    const signed = (await signUpload(harness.app, token, { size: png.length })).result.url as string;
    const tamperedSignature = new URL(signed);
    const signature = tamperedSignature.searchParams.get("X-Amz-Signature")!;
    tamperedSignature.searchParams.set(
      "X-Amz-Signature",
      `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`,
    );
    expect(await putTo(tamperedSignature.toString(), png)).toBe(403);
    expect(
      await putTo(signed.replace(/incoming\/avatars\/[0-9a-f]{32}/, `avatars/${"0".repeat(32)}.webp`), png),
    ).toBe(403);
    expect(await putTo(signed, png, "image/gif")).toBe(403);
    expect(await putTo(signed, new Uint8Array([...png, 0]))).toBe(403);
    expect(await storage.exists(keyOf(signed))).toBe(false);

    const stale = await storage.presignPut("incoming/avatars/stale", {
      contentType: "image/png",
      size: png.length,
      signedAt: new Date(Date.now() - 11 * 60 * 1000),
      expiresInSeconds: 600,
    });
    expect(await putTo(stale, png)).toBe(403);

    expect(await putTo(signed, png)).toBe(200);
  });
});

describe("the head-image check takes the upload in", () => {
  let avatar: string;

  it("converts it to webp under avatars/, removes the incoming object and answers the final URL", async () => {
    const uploaded = await upload(await stillImage(640, 480));
    const checked = await checkHeadImage(uploaded);
    expect(checked.code, checked.message).toBe(0);
    const name = uploaded.split("/").pop();
    expect(checked.result).toEqual({
      pass: true,
      width: 640,
      height: 480,
      message: "",
      hasFace: false,
      url: `${bucket.endpoint}/${BUCKET}/avatars/${name}.webp`,
    });
    avatar = checked.result.url;
    expect(await storage.exists(keyOf(uploaded))).toBe(false);
    const served = await readPublic(avatar);
    expect(served.type).toBe("image/webp");
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: "webp", width: 640, height: 480 });
    // The first check loads the picture models (a few seconds, once per file).
  }, 60_000);

  it("answers the same again when the check is retried, and checks the stored address", async () => {
    const uploaded = avatar.replace(/\/avatars\/([0-9a-f]{32})\.webp$/, "/incoming/avatars/$1");
    expect((await checkHeadImage(uploaded)).result).toMatchObject({ pass: true, url: avatar });
    // The stored picture's own address is checked like a local one: nothing to take in, no url.
    expect((await checkHeadImage(avatar)).result).toEqual({
      pass: true,
      width: 640,
      height: 480,
      message: "",
      hasFace: false,
    });
  });

  it("takes in one file per link, like local links", async () => {
    const png = await stillImage(450, 450);
    const signed = await signUpload(harness.app, token, { size: png.length });
    const put = (bytes: Uint8Array) =>
      fetch(signed.result.url, { method: "PUT", headers: signed.result.headers, body: bytes });
    const uploaded = signed.result.url.split("?")[0]!;
    expect((await put(png)).status).toBe(200);
    const stored = (await checkHeadImage(uploaded)).result.url;
    const before = await storage.get(keyOf(stored));
    // The bucket takes a second PUT with the same link (same signed length); the check does not.
    expect((await put(new Uint8Array(png.length).fill(7))).status).toBe(200);
    expect(await checkHeadImage(uploaded)).toMatchObject({
      status: 403,
      message: CharacterMessages.uploadExpired,
    });
    expect(await storage.exists(keyOf(uploaded))).toBe(false);
    expect(await storage.get(keyOf(stored))).toEqual(before);
  });

  it("makes a bot with that avatar, and its card exports as PNG with the picture from the bucket", async () => {
    const created = await call(harness.app, "POST", "/api/ai/roleInfo/addBotV2", {
      token,
      body: { name: "Skye Harbour", greeting: "The tide is in.", avatar },
    });
    expect(created.code, created.message).toBe(0);
    expect(created.result.avatar).toBe(avatar);
    const exported = await harness.app.inject({
      method: "GET",
      url: `/api/ai/roleInfo/exportCard?botId=${created.result.botId}&format=png`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toBe("image/png");
    expect(await sharp(exported.rawPayload).metadata()).toMatchObject({
      format: "png",
      width: 640,
      height: 480,
    });
  });

  it("keeps a GIF animated", async () => {
    const uploaded = await upload(await animatedGif(), "avatar", "image/gif");
    const checked = await checkHeadImage(uploaded);
    expect(checked.result).toMatchObject({ pass: true, width: 512, height: 512 });
    const stored = await readPublic(checked.result.url);
    expect(await sharp(stored.bytes, { animated: true }).metadata()).toMatchObject({
      format: "webp",
      pages: 2,
    });
  });

  it("files images under images/ and says when one is too small for an avatar", async () => {
    const uploaded = await upload(await stillImage(300, 200), "image");
    const checked = await checkHeadImage(uploaded);
    expect(checked.result).toMatchObject({
      pass: false,
      width: 300,
      height: 200,
      message: CharacterMessages.avatarTooSmall,
    });
    expect(checked.result.url).toMatch(new RegExp(`/${BUCKET}/images/[0-9a-f]{32}\\.webp$`));
    expect(await storage.exists(keyOf(checked.result.url))).toBe(true);
  });

  it("refuses an avatar under 400 pixels and removes the upload", async () => {
    const uploaded = await upload(await stillImage(399, 800));
    const checked = await checkHeadImage(uploaded);
    expect(checked).toMatchObject({ status: 400, message: CharacterMessages.avatarTooSmall });
    expect(await storage.exists(keyOf(uploaded))).toBe(false);
    expect((await checkHeadImage(uploaded)).message).toBe(CharacterMessages.avatarNotUploaded);
  });

  it("refuses what is no accepted image, whatever type was declared, and removes it", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"/>');
    for (const bytes of [
      Buffer.from("not a picture at all"),
      svg,
      await stillImage(500, 500).then((png) => sharp(png).tiff().toBuffer()),
    ]) {
      const uploaded = await upload(bytes);
      const checked = await checkHeadImage(uploaded);
      expect(checked).toMatchObject({ status: 400, message: CharacterMessages.imageType });
      expect(await storage.exists(keyOf(uploaded))).toBe(false);
    }
  });

  it("takes in only this bucket's incoming addresses", async () => {
    const uploaded = await upload(await stillImage(450, 450));
    const name = uploaded.split("/").pop();
    for (const imageUrl of [
      uploaded.replace(bucket.endpoint, "https://elsewhere.example"),
      `${bucket.endpoint}/other-bucket/incoming/avatars/${name}`,
      `${uploaded}/../../x`,
      `${bucket.endpoint}/${BUCKET}/incoming/avatars/${"0".repeat(32)}`,
    ]) {
      expect((await checkHeadImage(imageUrl)).message, imageUrl).toBe(CharacterMessages.avatarNotUploaded);
    }
    expect(await storage.exists(keyOf(uploaded))).toBe(true);
  });

  it("keeps the upload for a retry when the server is too busy with pictures to check it", async () => {
    const uploaded = await upload(await stillImage(450, 450));
    const drain = fillImageQueue();
    const busy = await checkHeadImage(uploaded);
    const kept = await storage.exists(keyOf(uploaded));
    await drain();
    expect(busy).toMatchObject({ status: 503, message: CharacterMessages.imagesBusy });
    expect(kept).toBe(true);
    expect((await checkHeadImage(uploaded)).result).toMatchObject({ pass: true });
  });

  it("lets no bot take an unchecked upload or a missing object as its avatar", async () => {
    const uploaded = await upload(await stillImage(450, 450));
    for (const avatar of [uploaded, `${bucket.endpoint}/${BUCKET}/avatars/${"a".repeat(32)}.webp`]) {
      const created = await call(harness.app, "POST", "/api/ai/roleInfo/addBotV2", {
        token,
        body: { name: "Nobody", greeting: "Hello.", avatar },
      });
      expect(created, avatar).toMatchObject({ status: 400, message: CharacterMessages.avatarNotUploaded });
    }
  });
});

describe("pictures the server makes go to the bucket", () => {
  it("stores generated avatars there", async () => {
    const generated = await call(harness.app, "POST", "/api/ai/roleInfo/generateAvatars", {
      token,
      body: { name: "Orla", count: 2 },
    });
    expect(generated.code, generated.message).toBe(0);
    for (const url of generated.result.avatars as string[]) {
      expect(url).toMatch(new RegExp(`^${bucket.endpoint}/${BUCKET}/avatars/[0-9a-f]{32}\\.webp$`));
      expect((await readPublic(url)).type).toBe("image/webp");
    }
  });

  it.skipIf(!fixturesPresent)("stores an imported card's avatar there", async () => {
    const body = multipartFile(
      "file",
      "seraphina_v2.png",
      readFileSync(path.join(CARD_FIXTURES, "seraphina_v2.png")),
    );
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/ai/roleInfo/importCard",
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    const imported = response.json() as Envelope;
    expect(imported.code, imported.message).toBe(0);
    expect(imported.result.avatar).toMatch(new RegExp(`^${bucket.endpoint}/${BUCKET}/avatars/`));
    expect(await storage.exists(keyOf(imported.result.avatar))).toBe(true);
  });

  it("still reads the seed pictures from local disk", async () => {
    const seed = "/uploads/seed/unknown.webp";
    expect(storedObject(harness.config, seed)?.storage.kind).toBe("local");
    const ctx = backgroundContext({ config: harness.config, database: harness.database });
    expect(await uploadAsPng(ctx, seed)).toBeNull();
  });
});
