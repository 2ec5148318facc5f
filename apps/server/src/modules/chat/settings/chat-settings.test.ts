import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../../test/accounts.ts";
import { buildBot, buildSession, type TestAccount } from "../../../../test/factories/index.ts";
import { createTestApp } from "../../../../test/harness.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let reader: TestAccount;
let other: TestAccount;
let botId: string;
beforeAll(async () => {
  harness = await createTestApp({ env: { OFFLINE_MODEL_DELAY_MS: "0" } });
  [reader, other] = [await buildSession(harness.database.db), await buildSession(harness.database.db)];
  const list = await call(harness.app, "POST", "/api/ai/roleInfo/queryBotInfo", { body: { limit: 1 } });
  botId = String(list.result.list[0].id);
});
afterAll(() => harness.close());

const post = (url: string, body: object, token = reader.token) =>
  call(harness.app, "POST", `/api${url}`, { body, token });
const get = (url: string, token = reader.token) => call(harness.app, "GET", `/api${url}`, { token });

describe("personas (masks)", () => {
  it("saves, lists, sets a default, speaks as the persona, and removes it", async () => {
    const sailor = await post("/mask/saveMask", {
      name: "  Captain Ada ",
      description: "A retired sea captain.",
      isDefault: true,
    });
    expect(sailor.result).toMatchObject({ name: "Captain Ada", isDefault: true });
    const scholar = await post("/mask/saveMask", { name: "Scholar", isDefault: true });
    const personas = (await get("/mask/listMasks")).result as { maskId: string; isDefault: boolean }[];
    expect(personas.filter((mask) => mask.isDefault).map((mask) => mask.maskId)).toEqual([
      scholar.result.maskId,
    ]);

    // A new dialogue uses the default persona: the greeting's {{user}} is the persona's name.
    const bot = await buildBot(harness.database.db, {
      creatorId: reader.row.id,
      name: "Echo",
      greeting: "Hello, {{user}}!",
    });
    const entered = await post("/v1/chat/enterDialogueV2", { botId: bot.botId });
    expect(entered.result.messages[0].content).toBe("Hello, Scholar!");

    const set = await post("/mask/setMask", {
      dialogueId: entered.result.dialogueId,
      maskId: sailor.result.maskId,
    });
    expect(set.result.mask.name).toBe("Captain Ada");
    expect(
      (
        await post(
          "/mask/setMask",
          { dialogueId: entered.result.dialogueId, maskId: sailor.result.maskId },
          other.token,
        )
      ).status,
    ).toBe(404);
    expect((await post("/mask/removeMask", { maskId: sailor.result.maskId }, other.token)).status).toBe(404);
    expect((await post("/mask/removeMask", { maskId: sailor.result.maskId })).code).toBe(0);
    expect(((await get("/mask/listMasks")).result as unknown[]).length).toBe(1);
    expect((await post("/mask/saveMask", { name: "" })).status).toBe(400);
  });
});

describe("model scenes", () => {
  it("offers the offline model by default and refuses unknown scenes", async () => {
    const info = await get("/model/scene/getModelSceneInfo");
    expect(info.result.selected).toBe("offline");
    expect(info.result.scenes).toContainEqual(
      expect.objectContaining({ id: "offline", offline: true, available: true }),
    );
    expect((await post("/model/scene/chooseModelScene", { sceneId: "gpt-99" })).status).toBe(400);
    expect((await post("/model/scene/chooseModelScene", { sceneId: "offline" })).result.selected).toBe(
      "offline",
    );
  });
});

describe("saved chats", () => {
  it("save and start new chat keeps the old one in the bot's saved chats until hidden", async () => {
    const first = await post("/v1/chat/enterDialogueV2", { botId, newChat: true });
    await post("/v1/chat/chat", {
      botId,
      dialogueId: first.result.dialogueId,
      content: "Remember this one.",
    });
    const fresh = await post("/v1/chat/saveDialogue", { dialogueId: first.result.dialogueId });
    expect(fresh.result.dialogueId).not.toBe(first.result.dialogueId);
    expect(fresh.result.messages).toHaveLength(1);
    const saved = await get(`/v1/chat/savedChats?botId=${botId}`);
    expect(saved.result).toEqual([
      expect.objectContaining({ dialogueId: first.result.dialogueId, messageCount: 3 }),
    ]);
    expect((await get(`/v1/chat/savedChats?botId=${botId}`, other.token)).result).toEqual([]);
    expect(
      (await get(`/v1/chat/savedChat/hide?dialogueId=${first.result.dialogueId}`, other.token)).status,
    ).toBe(404);
    await get(`/v1/chat/savedChat/hide?dialogueId=${first.result.dialogueId}`);
    expect((await get(`/v1/chat/savedChats?botId=${botId}`)).result).toEqual([]);
  });
});

describe("suggested replies", () => {
  it("offers three different short replies for the reader's own dialogue", async () => {
    const { dialogueId } = (await post("/v1/chat/enterDialogueV2", { botId })).result;
    const suggested = await post("/v1/chat/generated-message", { dialogueId });
    expect(suggested.code).toBe(0);
    expect(suggested.result.suggestions).toHaveLength(3);
    expect(new Set(suggested.result.suggestions).size).toBe(3);
    expect((await post("/v1/chat/generated-message", { dialogueId }, other.token)).status).toBe(404);
  });
});
