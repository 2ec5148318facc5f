import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildSession } from "../../../test/factories/index.ts";
import { createTestApp } from "../../../test/harness.ts";
import { backgroundContext } from "../../context.ts";
import { AVATAR_STYLES, avatarGeneratorKind } from "./avatars.service.ts";
import { assertStoredAvatar } from "./head-image.service.ts";

const FREE = { AVATAR_GENERATION_CREDITS: "0" };
let harness: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  // What generating costs is tested in credits/paid-action.test.ts; here it is free.
  harness = await createTestApp({ env: FREE });
  token = (await buildSession(harness.database.db)).token;
});
afterAll(() => harness.close());

function generate(body: object, as: string | null = token, app = harness.app) {
  return call(app, "POST", "/api/ai/roleInfo/generateAvatars", { token: as, body });
}

/** The stored file behind an avatar URL. */
function storedBytes(url: string, uploadsDir = harness.config.uploadsDir) {
  return readFile(path.join(uploadsDir, url.replace(/^\/uploads\//, "")));
}

describe("offline avatar generation", () => {
  it("draws `count` distinct 512 x 512 webp files", async () => {
    const generated = await generate({ name: "Seraphina", gender: "female", count: 3 });
    expect(generated.code).toBe(0);
    const urls: string[] = generated.result.avatars;
    expect(urls).toHaveLength(3);
    expect(new Set(urls).size).toBe(3);
    const files = await Promise.all(urls.map((url) => storedBytes(url)));
    expect(new Set(files.map((file) => file.toString("base64"))).size).toBe(3);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
      const served = await harness.app.inject({ method: "GET", url });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: "webp",
        width: 512,
        height: 512,
      });
    }
  });

  it("draws the same pictures for the same request, and others for another name", async () => {
    const request = { name: "Arleigh", gender: "male", style: "lorelei", count: 2 };
    const first = await Promise.all(
      (await generate(request)).result.avatars.map((url: string) => storedBytes(url)),
    );
    const again = await generate(request);
    const second = await Promise.all(again.result.avatars.map((url: string) => storedBytes(url)));
    expect(second.map(String)).toEqual(first.map(String));
    const other = await generate({ ...request, name: "Amanda" });
    const third = await Promise.all(other.result.avatars.map((url: string) => storedBytes(url)));
    expect(third[0]!.equals(first[0]!)).toBe(false);
    expect(third[1]!.equals(first[1]!)).toBe(false);
  });

  it("gives avatars a bot may use", async () => {
    const generated = await generate({ name: "Luna", count: 1 });
    const ctx = backgroundContext({ config: harness.config, database: harness.database });
    await expect(assertStoredAvatar(ctx, generated.result.avatars[0])).resolves.toBeUndefined();
    const checked = await call(harness.app, "POST", "/api/sm/checkHeadImage", {
      token,
      body: { imageUrl: generated.result.avatars[0] },
    });
    expect(checked.result).toMatchObject({ pass: true, width: 512, height: 512 });
  });

  it("offers its styles in English and Chinese, and draws each", async () => {
    expect(avatarGeneratorKind(harness.config)).toBe("offline");
    for (const style of AVATAR_STYLES) {
      expect(style.label.length).toBeGreaterThan(0);
      expect(style.labelZh).toMatch(/\p{Script=Han}/u);
      const generated = await generate({ name: "Megumin", style: style.id, count: 1 });
      expect(generated.code, style.id).toBe(0);
    }
  });

  it("checks its input and needs a signed-in user", async () => {
    expect((await generate({ name: "Nobody", count: 1 }, null)).code).toBe(109);
    expect((await generate({ name: "Too many", count: 5 })).status).toBe(400);
    expect((await generate({ name: "", count: 1 })).status).toBe(400);
  });

  it("limits each user to 20 generations a minute", async () => {
    const { token: busy } = await buildSession(harness.database.db);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await generate({ name: `Busy ${attempt}`, count: 1 }, busy)).code).toBe(0);
    }
    expect((await generate({ name: "One more", count: 1 }, busy)).status).toBe(429);
    // Another user is not held back by the first.
    expect((await generate({ name: "Calm", count: 1 })).code).toBe(0);
  });
});

/** A stand-in OpenAI images endpoint that records what it was asked. */
async function imageModel(answer: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const requests: Array<{ url: string; authorization?: string; body: Record<string, unknown> }> = [];
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
    requests.push({ url: request.url ?? "", authorization: request.headers.authorization, body });
    const reply = answer(body);
    response.writeHead(reply.status, { "content-type": "application/json" });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("avatar generation by an image model", () => {
  it("asks the configured model and stores what it draws", async () => {
    const picture = await sharp({ create: { width: 1024, height: 768, channels: 3, background: "teal" } })
      .png()
      .toBuffer();
    const model = await imageModel((body) => ({
      status: 200,
      body: {
        data: Array.from({ length: Number(body.n) }, () => ({ b64_json: picture.toString("base64") })),
      },
    }));
    const app = await createTestApp({
      env: { ...FREE, IMAGE_MODEL_URL: model.url, IMAGE_MODEL_API_KEY: "sk-test", IMAGE_MODEL: "painter-1" },
    });
    try {
      expect(avatarGeneratorKind(app.config)).toBe("model");
      const { token: owner } = await buildSession(app.database.db);
      const generated = await generate(
        { name: "Seraphina", gender: "female", style: "lorelei", count: 2 },
        owner,
        app.app,
      );
      expect(generated.code).toBe(0);
      expect(generated.result.avatars).toHaveLength(2);
      const stored = await sharp(
        await storedBytes(generated.result.avatars[0], app.config.uploadsDir),
      ).metadata();
      expect(stored).toMatchObject({ format: "webp", width: 512, height: 512 });
      expect(model.requests).toHaveLength(1);
      expect(model.requests[0]).toMatchObject({
        url: "/v1/images/generations",
        authorization: "Bearer sk-test",
        body: { model: "painter-1", n: 2, size: "512x512", response_format: "b64_json" },
      });
      expect(model.requests[0]!.body.prompt).toMatch(/Seraphina.*female.*Fine line/);
    } finally {
      await app.close();
      await model.close();
    }
  });

  it("says clearly when the model fails or cannot be reached", async () => {
    const model = await imageModel(() => ({ status: 500, body: { error: { message: "overloaded" } } }));
    const app = await createTestApp({ env: { ...FREE, IMAGE_MODEL_URL: `${model.url}/images/generations` } });
    try {
      const { token: owner } = await buildSession(app.database.db);
      const failed = await generate({ name: "Seraphina", count: 1 }, owner, app.app);
      expect(failed).toMatchObject({
        code: 1,
        message: "Avatar generation failed: the image model answered HTTP 500",
      });
      expect(model.requests[0]!.url).toBe("/v1/images/generations");
      await model.close();
      const unreachable = await generate({ name: "Seraphina", count: 1 }, owner, app.app);
      expect(unreachable.message).toBe(
        "Avatar generation failed: the image model could not be reached, please try again later",
      );
    } finally {
      await app.close();
    }
  });

  it("refuses an answer that holds no picture", async () => {
    const model = await imageModel(() => ({
      status: 200,
      body: { data: [{ b64_json: "bm90IGFuIGltYWdl" }] },
    }));
    const app = await createTestApp({ env: { ...FREE, IMAGE_MODEL_URL: model.url } });
    try {
      const { token: owner } = await buildSession(app.database.db);
      const failed = await generate({ name: "Seraphina", count: 1 }, owner, app.app);
      expect(failed.message).toBe(
        "Avatar generation failed: the image model sent something that is not an image",
      );
    } finally {
      await app.close();
      await model.close();
    }
  });
});
