import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { CharacterMessages } from "@fable/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../../test/accounts.ts";
import { buildSession } from "../../../../test/factories/index.ts";
import { FIXTURES, fixturesPresent } from "../../../../test/fixtures.ts";
import { createTestApp } from "../../../../test/harness.ts";
import { uploadImage } from "../../../../test/uploads.ts";
import { backgroundContext } from "../../../context.ts";
import { storageFor } from "../storage/storage-for.ts";
import { avatarHasClearFace } from "./index.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
const stored = { portrait: "", copy: "", smallPortrait: "", cat: "", flat: "" };

const fixture = (name: string) => readFile(path.join(FIXTURES, "images", name));
const upload = async (bytes: Uint8Array, purpose: "avatar" | "image" = "image") => {
  const answer = await uploadImage(harness.app, token, bytes, purpose);
  if (answer.code !== 0) throw new Error(answer.message);
  return answer.result.url as string;
};
/** Bytes put straight into storage under a valid name: what a damaged or tampered store would hold. */
const planted = async (bytes: Uint8Array) => {
  const key = `images/${randomBytes(16).toString("hex")}.webp`;
  await storageFor(harness.config).put(key, bytes, "image/webp");
  return `/uploads/${key}`;
};

beforeAll(async () => {
  harness = await createTestApp({ env: { UPLOAD_SIGNING_SECRET: "v".repeat(40) } });
  token = (await buildSession(harness.database.db)).token;
  if (!fixturesPresent) return;
  // The portrait enlarged to pack size (the fixture is 512 x 512), and a smaller copy of it.
  const portrait = await sharp(await fixture("astronaut.png"))
    .resize(800, 800)
    .png()
    .toBuffer();
  stored.portrait = await upload(portrait);
  stored.copy = await upload(await sharp(portrait).resize(640, 640).jpeg().toBuffer());
  stored.smallPortrait = await upload(await fixture("astronaut.png"));
  stored.cat = await upload(
    await sharp(await fixture("chelsea.png"))
      .resize(900)
      .png()
      .toBuffer(),
  );
  stored.flat = await upload(
    await sharp({ create: { width: 700, height: 700, channels: 3, background: "#336699" } })
      .png()
      .toBuffer(),
    "avatar",
  );
}, 60_000);
afterAll(() => harness.close());

const batch = (imageUrls: string[]) =>
  call(harness.app, "POST", "/api/sm/batchCheckImage", { token, body: { imageUrls } });
const headCheck = (imageUrl: string) =>
  call(harness.app, "POST", "/api/sm/checkHeadImage", { token, body: { imageUrl } });

describe.skipIf(!fixturesPresent)("POST /sm/batchCheckImage", () => {
  it("passes a face photo and says why each other picture fails", async () => {
    const missing = `/uploads/images/${"0".repeat(32)}.webp`;
    const answer = await batch([stored.portrait, stored.copy, stored.smallPortrait, stored.cat, missing]);
    expect(answer.code).toBe(0);
    expect(answer.result).toEqual([
      { url: stored.portrait, pass: true, reasons: [], message: "" },
      { url: stored.copy, pass: false, reasons: ["duplicate"], message: CharacterMessages.pictureDuplicate },
      {
        url: stored.smallPortrait,
        pass: false,
        reasons: ["tooSmall", "duplicate"],
        message: CharacterMessages.packPictureTooSmall,
      },
      { url: stored.cat, pass: false, reasons: ["noFace"], message: CharacterMessages.pictureNeedsFace },
      { url: missing, pass: false, reasons: ["notUploaded"], message: CharacterMessages.avatarNotUploaded },
    ]);
  }, 60_000);

  it("calls the same picture sent twice a duplicate", async () => {
    const answer = await batch([stored.portrait, stored.portrait]);
    expect(answer.result.map((v: { reasons: string[] }) => v.reasons)).toEqual([[], ["duplicate"]]);
  }, 30_000);

  it("refuses hostile stored files picture by picture, quickly", async () => {
    // A PNG header claiming 100 000 x 100 000 pixels, and a real picture cut in half.
    const bomb = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    const whole = await readFile(path.join(FIXTURES, "images", "rocket.jpg"));
    const started = Date.now();
    const answer = await batch([await planted(bomb), await planted(whole.subarray(0, whole.length / 2))]);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer.code, answer.message).toBe(0);
    for (const verdict of answer.result)
      expect(verdict).toMatchObject({ pass: false, reasons: ["notUploaded"] });
  }, 30_000);

  it("takes 1 to 50 addresses", async () => {
    expect((await batch([])).status).toBe(400);
    expect((await batch(Array.from({ length: 51 }, () => stored.portrait))).status).toBe(400);
  });
});

describe.skipIf(!fixturesPresent)("POST /sm/checkHeadImage with the picture checks", () => {
  it("says a portrait has a clear face and a flat colour has none, passing both", async () => {
    expect((await headCheck(stored.portrait)).result).toMatchObject({
      pass: true,
      hasFace: true,
      message: "",
    });
    expect((await headCheck(stored.flat)).result).toMatchObject({ pass: true, hasFace: false, message: "" });
  }, 30_000);

  it("keeps the verdict for avatarHasClearFace, which also works for pictures never checked", async () => {
    const ctx = backgroundContext({ config: harness.config, database: harness.database });
    expect(await avatarHasClearFace(ctx, stored.portrait)).toBe(true);
    expect(await avatarHasClearFace(ctx, stored.cat)).toBe(false);
    expect(await avatarHasClearFace(ctx, "")).toBe(false);
    expect(await avatarHasClearFace(ctx, "https://elsewhere.example/face.png")).toBe(false);
  }, 30_000);
});
