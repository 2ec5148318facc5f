import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import {
  buildBot,
  buildDialogue,
  buildMessage,
  buildSession,
  type TestAccount,
} from "../../../test/factories/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { fetchClip, readAloud } from "../../../test/voice.ts";
import { analyseRecording } from "./speech/index.ts";
import { espeakPresent } from "./speech/speech-test-support.ts";
import { speechClips } from "./voice.schema.ts";

const REPLY =
  "The rain had stopped by the time we reached the harbour. *She smiles.* Shall we look for the boat now?";

describe.skipIf(!espeakPresent)("text2Audio with espeak-ng", () => {
  let t: TestApp;
  let reader: TestAccount;
  let stranger: TestAccount;
  let botId: number;
  let replyId: string;
  let userMsgId: string;

  beforeAll(async () => {
    t = await createTestApp();
    reader = await buildSession(t.database.db);
    stranger = await buildSession(t.database.db);
    const bot = await buildBot(t.database.db, { voice: "en-gb+f2", speechRate: "medium" });
    botId = bot.id;
    const dialogue = await buildDialogue(t.database.db, { userId: reader.row.id, botId });
    userMsgId = String(
      (await buildMessage(t.database.db, { dialogueId: dialogue.id, role: "user", content: "Hi there" })).id,
    );
    replyId = String(
      (await buildMessage(t.database.db, { dialogueId: dialogue.id, role: "bot", content: REPLY })).id,
    );
  });
  afterAll(() => t.close());

  it("answers one signed clip per group that plays real audio, synthesised once and then reused", async () => {
    const first = await readAloud(t.app, reader.token, replyId);
    expect(first.code, first.message).toBe(0);
    expect(first.result).toMatchObject({
      msgId: replyId,
      engine: "espeak-ng",
      voice: "en-gb+f2",
      playSpeed: 0.9,
    });
    expect(first.result.playUrl.length).toBeGreaterThanOrEqual(1);
    const clip = await fetchClip(t.app, first.result.playUrl[0]);
    expect(clip.statusCode).toBe(200);
    expect(clip.headers["content-type"]).toMatch(/^audio\//);
    expect(clip.headers["cache-control"]).toContain("immutable");
    const analysis = await analyseRecording(clip.rawPayload);
    expect(analysis.durationSec).toBeGreaterThan(1);
    const before = await t.database.db.select().from(speechClips);
    const synthesised = before.filter((row) => row.storageKey);
    expect(synthesised.length).toBeGreaterThanOrEqual(1);

    const again = await readAloud(t.app, reader.token, replyId);
    expect(again.result.playUrl).toEqual(first.result.playUrl);
    await fetchClip(t.app, again.result.playUrl[0]);
    const after = await t.database.db.select().from(speechClips);
    expect(after.length).toBe(before.length);
    for (const row of synthesised) {
      const same = after.find((other) => other.key === row.key)!;
      expect(same.synthesisedAt).toEqual(row.synthesisedAt);
      expect(same.storageKey).toBe(row.storageKey);
    }
  });

  it("answers a byte range of a clip with 206", async () => {
    const played = await readAloud(t.app, reader.token, replyId);
    const whole = await fetchClip(t.app, played.result.playUrl[0]);
    const part = await fetchClip(t.app, played.result.playUrl[0], { range: "bytes=0-99" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
  });

  it("refuses another user's message as not found, and a user's own message as no bot reply", async () => {
    const other = await readAloud(t.app, stranger.token, replyId);
    expect(other.status).toBe(404);
    expect(other.message).toBe("Message not found");
    const own = await readAloud(t.app, reader.token, userMsgId);
    expect(own.status).toBe(400);
    expect(own.message).toBe("Only a character's reply can be read aloud");
  });

  it("asks visitors to sign in", async () => {
    const visitor = await readAloud(t.app, null, replyId);
    expect(visitor.code).toBe(109);
  });

  it("refuses a clip address with a changed signature or one that expired", async () => {
    const played = await readAloud(t.app, reader.token, replyId);
    const url: string = played.result.playUrl[0];
    const forged = url.replace(/[0-9a-f](?=$)/, (digit) => (digit === "0" ? "1" : "0"));
    expect((await fetchClip(t.app, forged)).statusCode).toBe(403);
    const [, key, , signature] = /audio\/([0-9a-f]+)\.(\d+)\.([0-9a-f]+)$/.exec(url)!;
    const past = Math.floor(Date.now() / 1000) - 60;
    expect((await fetchClip(t.app, `/api/voice/audio/${key}.${past}.${signature}`)).statusCode).toBe(403);
    expect((await fetchClip(t.app, "/api/voice/audio/not-a-clip")).statusCode).toBe(403);
  });

  it("gives a new address when the bot's voice changes", async () => {
    const before = await readAloud(t.app, reader.token, replyId);
    const { bots } = await import("../bots/bots.schema.ts");
    await t.database.db.update(bots).set({ voice: "en-us+m3" }).where(eq(bots.id, botId));
    const after = await readAloud(t.app, reader.token, replyId);
    expect(after.result.voice).toBe("en-us+m3");
    expect(after.result.playUrl[0]).not.toBe(before.result.playUrl[0]);
    await t.database.db.update(bots).set({ voice: "en-gb+f2" }).where(eq(bots.id, botId));
  });

  it("keeps auto-play per user and bot", async () => {
    const start = await call(t.app, "GET", `/api/ai/roleInfo/voice/settings?botId=${botId}`, {
      token: reader.token,
    });
    expect(start.result).toMatchObject({
      available: true,
      engine: "espeak-ng",
      autoPlay: false,
      voice: "en-gb+f2",
    });
    const on = await call(t.app, "POST", "/api/ai/roleInfo/voice/onOff", {
      token: reader.token,
      body: { botId: String(botId), onOff: true },
    });
    expect(on.result.autoPlay).toBe(true);
    const others = await call(t.app, "GET", `/api/ai/roleInfo/voice/settings?botId=${botId}`, {
      token: stranger.token,
    });
    expect(others.result.autoPlay).toBe(false);
  });
});

describe("text2Audio without an engine", () => {
  let t: TestApp;
  afterAll(() => t.close());

  it("says voice is off, and settings say why", async () => {
    t = await createTestApp({ env: { SPEECH: "off" } });
    const reader = await buildSession(t.database.db);
    const bot = await buildBot(t.database.db);
    const dialogue = await buildDialogue(t.database.db, { userId: reader.row.id, botId: bot.id });
    const reply = await buildMessage(t.database.db, { dialogueId: dialogue.id, role: "bot", content: REPLY });
    const answer = await readAloud(t.app, reader.token, String(reply.id));
    expect(answer.code).toBe(1);
    expect(answer.message).toBe("Voice is not available on this server");
    const settings = await call(t.app, "GET", `/api/ai/roleInfo/voice/settings?botId=${bot.id}`, {
      token: reader.token,
    });
    expect(settings.result).toMatchObject({
      available: false,
      engine: "off",
      reason: "Voice is not available on this server",
    });
  });
});
