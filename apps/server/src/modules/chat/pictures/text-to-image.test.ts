import { readFile } from "node:fs/promises";
import path from "node:path";
import { ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp } from "../../../../test/accounts.ts";
import { tempConfigFile } from "../../../../test/config-files.ts";
import { buildBot, buildSession } from "../../../../test/factories/index.ts";
import { type FakeEngine, fakeA1111 } from "../../../../test/fake-image-engines.ts";
import { FIXTURES, fixturesPresent } from "../../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../../test/harness.ts";
import { backgroundContext } from "../../../context.ts";
import { storeWebp } from "../../media/index.ts";

/** Free accounts get three pictures a day here, so the limit is reached within the per-minute cap. */
const DAILY_IMAGES = 3;
const plans = tempConfigFile("plans.yaml", ["entitlements:", "  free:", `    dailyImages: ${DAILY_IMAGES}`]);
let harness: TestApp;
let engine: FakeEngine;
let botId: string;
beforeAll(async () => {
  engine = await fakeA1111();
  harness = await createTestApp({
    env: { IMAGE_ENGINE: "a1111", IMAGE_ENGINE_URL: engine.url, PLANS_FILE: plans.path },
  });
  const creator = await buildSession(harness.database.db);
  ({ botId } = await buildBot(harness.database.db, {
    creatorId: creator.row.id,
    avatar: await storedAvatar("astronaut.png"),
    name: "Iris Vale",
    description: "A lighthouse keeper with silver hair and a green raincoat.",
    scenario: "A lighthouse on a stormy reef.",
  }));
});
afterAll(async () => {
  engine.close();
  await harness.close();
});

/** A fixture photo stored as an uploaded avatar is. */
async function storedAvatar(file: string): Promise<string> {
  const bytes = new Uint8Array(await readFile(path.join(FIXTURES, "images", file)));
  return storeWebp(backgroundContext(harness), bytes, "avatars");
}

const post = (url: string, body: object, token: string) =>
  call(harness.app, "POST", `/api${url}`, { body, token });
const get = (url: string, token: string) => call(harness.app, "GET", `/api${url}`, { token });

async function chatter() {
  const account = await signUp(harness.app);
  const entered = await post("/v1/chat/enterDialogueV2", { botId }, account.token);
  return { token: account.token, dialogueId: entered.result.dialogueId as string };
}

describe.skipIf(!fixturesPresent)("a picture drawn by the configured engine", () => {
  it("comes as a new bot message, drawn from the character's looks and the request, locked for a free account", async () => {
    const { token, dialogueId } = await chatter();
    engine.mode = "ok";
    engine.received.length = 0;
    const asked = await post("/v1/chat/text2Img", { dialogueId, request: "a selfie at the beach" }, token);
    expect(asked.code, asked.message).toBe(0);
    const { message, usage } = asked.result;
    expect(message.role).toBe("bot");
    expect(message.content).toBe("*sends you a picture: a selfie at the beach*");
    expect(message.picture).toMatchObject({ locked: true, unlockPrice: 3, width: 768, height: 1024 });
    expect(usage).toEqual({ sendImageCount: 1, sendImageTotal: DAILY_IMAGES });
    const sent = engine.received[0]?.json as { prompt: string; width: number; height: number };
    expect(sent.prompt).toContain("silver hair");
    expect(sent.prompt).toContain("beach");
    // It stays in the chat, as its newest message (chatHistory answers newest first).
    const history = await post("/v1/chat/chatHistory", { dialogueId }, token);
    expect(history.result.messages[0]).toMatchObject({ msgId: message.msgId, picture: { locked: true } });
  });

  it("is refused for a bot whose avatar shows no clear face (spec §8), before anything is counted", async () => {
    const creator = await buildSession(harness.database.db);
    const faceless = await buildBot(harness.database.db, {
      creatorId: creator.row.id,
      avatar: await storedAvatar("coffee.png"),
      name: "Cup of Joe",
    });
    const account = await signUp(harness.app);
    const entered = await post("/v1/chat/enterDialogueV2", { botId: faceless.botId }, account.token);
    const asked = await post("/v1/chat/text2Img", { dialogueId: entered.result.dialogueId }, account.token);
    expect(asked.status).toBe(400);
    expect(asked.message).toBe("Oops! Your bot needs a clear face to send images");
    expect((await get("/v1/chat/getUserSendCount", account.token)).result.sendImageCount).toBe(0);
  });

  it("costs nothing of the day's allowance when the engine fails, and says why", async () => {
    const { token, dialogueId } = await chatter();
    engine.mode = "fail";
    const asked = await post("/v1/chat/text2Img", { dialogueId }, token);
    expect(asked.code).not.toBe(0);
    expect(asked.message).toBeTruthy();
    expect((await get("/v1/chat/getUserSendCount", token)).result.sendImageCount).toBe(0);
    const history = await post("/v1/chat/chatHistory", { dialogueId }, token);
    expect(history.result.messages.every((entry: { picture?: unknown }) => !entry.picture)).toBe(true);
    engine.mode = "ok";
  });

  it("stops at the plan's daily limit, however many asks arrive at once", async () => {
    const { token, dialogueId } = await chatter();
    const asks = await Promise.all(
      Array.from({ length: 5 }, () => post("/v1/chat/text2Img", { dialogueId }, token)),
    );
    expect(asks.filter((answer) => answer.code === 0)).toHaveLength(DAILY_IMAGES);
    expect(asks.filter((answer) => answer.code === ResponseCode.QUOTA_EXCEEDED)).toHaveLength(
      5 - DAILY_IMAGES,
    );
    expect((await get("/v1/chat/getUserSendCount", token)).result).toEqual({
      sendImageCount: DAILY_IMAGES,
      sendImageTotal: DAILY_IMAGES,
    });
  });
});
