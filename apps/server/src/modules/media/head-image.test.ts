import { CharacterMessages } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildSession } from "../../../test/factories/index.ts";
import { createTestApp } from "../../../test/harness.ts";
import { stillImage, uploadImage } from "../../../test/uploads.ts";
import { backgroundContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { assertStoredAvatar, storedUploadKey } from "./head-image.service.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let large: string;
let small: string;
beforeAll(async () => {
  harness = await createTestApp({ env: { UPLOAD_SIGNING_SECRET: "h".repeat(40) } });
  token = (await buildSession(harness.database.db)).token;
  large = (await uploadImage(harness.app, token, await stillImage(640, 480))).result.url;
  small = (await uploadImage(harness.app, token, await stillImage(300, 200), "image")).result.url;
});
afterAll(() => harness.close());

const check = (imageUrl: string, as: string | null = token) =>
  call(harness.app, "POST", "/api/sm/checkHeadImage", { token: as, body: { imageUrl } });

describe("POST /sm/checkHeadImage", () => {
  it("passes a stored image of at least 400 x 400 pixels", async () => {
    const checked = await check(large);
    expect(checked).toMatchObject({
      code: 0,
      result: { pass: true, width: 640, height: 480, message: "", hasFace: false },
    });
    // The first check loads the picture models (a few seconds, once per file).
  }, 60_000);

  it("fails a smaller one, saying why", async () => {
    const checked = await check(small);
    expect(checked.result).toEqual({
      pass: false,
      width: 300,
      height: 200,
      message: CharacterMessages.avatarTooSmall,
      hasFace: false,
    });
  });

  it("accepts the stored image's address under the public URL", async () => {
    const checked = await check(`${harness.config.publicUrl}${large}`);
    expect(checked.result.pass).toBe(true);
  });

  it("refuses images that were not stored here", async () => {
    const name = large.split("/").pop();
    for (const imageUrl of [
      "https://elsewhere.example/avatar.png",
      `https://elsewhere.example${large}`,
      `//elsewhere.example${large}`,
      `/uploads/avatars/${"0".repeat(32)}.webp`,
      `/uploads/avatars/../../../etc/passwd`,
      `/uploads/avatars/../images/${name}`,
      `/uploads/seed/${name}`,
      `${large}?x=1`,
      `/api/../uploads/avatars/${name}`,
      "javascript:alert(1)",
    ]) {
      const checked = await check(imageUrl);
      expect(checked, imageUrl).toMatchObject({ status: 400, message: CharacterMessages.avatarNotUploaded });
    }
  });

  it("is for signed-in users only", async () => {
    expect((await check(large, null)).code).toBe(109);
  });
});

describe("assertStoredAvatar", () => {
  const ctx = () => backgroundContext({ config: harness.config, database: harness.database });

  it("allows no avatar and stored uploads", async () => {
    await expect(assertStoredAvatar(ctx(), "")).resolves.toBeUndefined();
    await expect(assertStoredAvatar(ctx(), "  ")).resolves.toBeUndefined();
    await expect(assertStoredAvatar(ctx(), large)).resolves.toBeUndefined();
    await expect(assertStoredAvatar(ctx(), small)).resolves.toBeUndefined();
  });

  it("refuses other addresses and missing files", async () => {
    for (const url of [
      "https://cdn.example/a.webp",
      `/uploads/avatars/${"f".repeat(32)}.webp`,
      "/uploads/../x",
    ]) {
      const refused = assertStoredAvatar(ctx(), url);
      await expect(refused, url).rejects.toBeInstanceOf(AppError);
      await expect(refused, url).rejects.toThrow(CharacterMessages.avatarNotUploaded);
    }
  });

  it("reads keys only from addresses this server makes", () => {
    const key = `avatars/${"a".repeat(32)}.webp`;
    expect(storedUploadKey(harness.config, `/uploads/${key}`)).toBe(key);
    expect(storedUploadKey(harness.config, `${harness.config.publicUrl}/uploads/${key}`)).toBe(key);
    expect(storedUploadKey(harness.config, `/uploads/${key.toUpperCase()}`)).toBeNull();
    expect(storedUploadKey(harness.config, `/uploads/other/${"a".repeat(32)}.webp`)).toBeNull();
  });
});
