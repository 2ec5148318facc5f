import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CharacterMessages, ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildSession, type TestAccount } from "../../../test/factories/index.ts";
import { CARD_FIXTURES, fixturesPresent } from "../../../test/fixtures.ts";
import { createTestApp } from "../../../test/harness.ts";
import { fillImageQueue } from "../../../test/image-queue.ts";
import { importCardFile, multipartFile } from "../../../test/multipart.ts";
import { importCard } from "./cards/import-card.ts";

const FIXTURES = CARD_FIXTURES;
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));

let harness: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestAccount;
beforeAll(async () => {
  harness = await createTestApp();
  owner = await buildSession(harness.database.db);
});
afterAll(() => harness.close());

const upload = (name: string, bytes: Uint8Array, token: string | null = owner.token) =>
  importCardFile(harness.app, name, bytes, token);

async function download(botId: string, format: "png" | "json", token: string | null = owner.token) {
  return harness.app.inject({
    method: "GET",
    url: `/api/ai/roleInfo/exportCard?botId=${botId}&format=${format}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe.skipIf(!fixturesPresent)("card import and export through the API", () => {
  it("imports every real card fixture, or refuses it with the codec's message", async () => {
    for (const name of readdirSync(FIXTURES)) {
      const expected = importCard(fixture(name), name);
      const response = await upload(name, fixture(name));
      if (expected.ok) {
        expect(response.code, name).toBe(0);
        expect(response.result).toMatchObject({
          characterName: expected.character.characterName,
          botName: expected.character.botName,
          loreCount: expected.character.lore.length,
          visibility: "private",
        });
      } else {
        expect(response.status, name).toBe(400);
        expect(response.message).toBe(expected.error.message);
      }
    }
  });

  it("answers busy, instead of importing without its art, when the server is too busy with pictures", async () => {
    const drain = fillImageQueue();
    const response = await upload("seraphina_v2.png", fixture("seraphina_v2.png"));
    await drain();
    expect(response).toMatchObject({ status: 503, message: CharacterMessages.imagesBusy });
  });

  it("keeps Seraphina's name, greeting, lore and avatar", async () => {
    const response = await upload("seraphina_v2.png", fixture("seraphina_v2.png"));
    expect(response.result).toMatchObject({ botName: "Seraphina", loreCount: 4, needsGreeting: false });
    expect(response.result.greeting.length).toBeGreaterThan(100);
    expect(response.result.avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const avatar = await harness.app.inject({ method: "GET", url: response.result.avatar });
    expect(avatar.headers["content-type"]).toBe("image/webp");
  });

  it.each([
    "seraphina_v2.png",
    "arleigh_v2_lore34.png",
    "ai_zh_v3_lore27.json",
    "baseline_v3_small.charx",
    "megumin_v1_legacy.json",
  ])(
    "round-trips %s through the database: import → export PNG and JSON → import gives the same character",
    async (name) => {
      const original = importCard(fixture(name), name);
      if (!original.ok) throw new Error(original.error.message);
      const imported = await upload(name, fixture(name));
      for (const format of ["png", "json"] as const) {
        const exported = await download(imported.result.botId, format);
        expect(exported.statusCode).toBe(200);
        expect(exported.headers["content-disposition"]).toMatch(/^attachment; filename\*=UTF-8''/);
        const again = importCard(new Uint8Array(exported.rawPayload), `again.${format}`);
        if (!again.ok) throw new Error(again.error.message);
        const { sourceSpec: _a, ...before } = original.character;
        const { sourceSpec: _b, ...after } = again.character;
        // The card comes back as it was, now carrying Fable's own fields (the drafted intro and the like).
        expect(after).toEqual({ ...before, fable: expect.objectContaining({ prompt: "", categories: [] }) });
      }
    },
  );

  it("lets only the owner export a private bot; others get 'not found'", async () => {
    const imported = await upload("luna_v3_lore1.json", fixture("luna_v3_lore1.json"));
    const stranger = await buildSession(harness.database.db);
    const asStranger = await download(imported.result.botId, "json", stranger.token);
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.json()).toMatchObject({
      code: ResponseCode.NOT_FOUND,
      message: CharacterMessages.botNotFound,
    });
    expect((await download(imported.result.botId, "json", null)).statusCode).toBe(404);
    expect((await download("999999999", "json")).statusCode).toBe(404);
  });

  it("needs a login, a file, and a real card", async () => {
    expect((await upload("luna.json", fixture("luna_v3_lore1.json"), null)).code).toBe(
      ResponseCode.NEED_LOGIN,
    );
    const notACard = await upload("notes.txt", new TextEncoder().encode("hello"));
    expect(notACard.status).toBe(400);
    const wrongField = multipartFile("avatar", "x.png", fixture("seraphina_v2.png"));
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/ai/roleInfo/importCard",
      payload: wrongField.payload,
      headers: { ...wrongField.headers, authorization: `Bearer ${owner.token}` },
    });
    expect(response.json()).toMatchObject({
      code: ResponseCode.INVALID_INPUT,
      message: "file: choose a card file to import",
    });
    const json = await call(harness.app, "POST", "/api/ai/roleInfo/importCard", {
      token: owner.token,
      body: { file: "x" },
    });
    expect(json.status).toBe(400);
  });

  it("refuses a lorebook with a message saying what it is", async () => {
    const response = await upload("eldoria.json", fixture("eldoria_worldinfo_not_a_card.json"));
    expect(response.status).toBe(400);
    expect(response.message).toMatch(/lorebook/i);
  });

  it("stops at 40 bots per user", async () => {
    const creator = await buildSession(harness.database.db);
    const card = fixture("megumin_v1_legacy.json");
    for (let count = 0; count < 40; count += 1)
      expect((await upload("m.json", card, creator.token)).code).toBe(0);
    const over = await upload("m.json", card, creator.token);
    expect(over).toMatchObject({
      code: ResponseCode.FAILED,
      message: CharacterMessages.tooManyBots.replace("{{max}}", "40"),
    });
  });
});
