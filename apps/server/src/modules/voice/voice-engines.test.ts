import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { tempConfigFile } from "../../../test/config-files.ts";
import { buildBot, buildDialogue, buildMessage, buildSession } from "../../../test/factories/index.ts";
import { fakeSpeechServices } from "../../../test/fake-speech-services.ts";
import { fixturesPresent } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { audioFixture, createPack, fetchClip, readAloud, uploadVoice } from "../../../test/voice.ts";
import { backgroundContext } from "../../context.ts";
import { trainDueVoicePacks } from "./voice-training.ts";

const KEY = "test-speech-key";
const REPLY = "Welcome back to the lighthouse. The lamp is lit and the sea is calm tonight.";

describe.skipIf(!fixturesPresent)(
  "speech from an OpenAI-compatible endpoint and a voice-cloning service",
  () => {
    let t: TestApp;
    let services: Awaited<ReturnType<typeof fakeSpeechServices>>;
    let mp3: Buffer;
    const plans = tempConfigFile("plans.yaml", ["entitlements:", "  free:", "    voiceTrainings: null"]);

    beforeAll(async () => {
      mp3 = await audioFixture("jfk.mp3");
      services = await fakeSpeechServices({ key: KEY, mp3 });
      t = await createTestApp({
        env: {
          TTS_BASE_URL: `${services.url}/v1`,
          TTS_API_KEY: KEY,
          VOICE_CLONE_BASE_URL: services.url,
          VOICE_CLONE_API_KEY: KEY,
          PLANS_FILE: plans.path,
        },
      });
    });
    afterAll(async () => {
      await t.close();
      await services.close();
      plans.remove();
    });

    it("reads a reply with the OpenAI-compatible engine", async () => {
      const reader = await buildSession(t.database.db);
      const bot = await buildBot(t.database.db, { voice: "en-us+m3" });
      const dialogue = await buildDialogue(t.database.db, { userId: reader.row.id, botId: bot.id });
      const reply = await buildMessage(t.database.db, {
        dialogueId: dialogue.id,
        role: "bot",
        content: REPLY,
      });
      const played = await readAloud(t.app, reader.token, String(reply.id));
      expect(played.code, played.message).toBe(0);
      expect(played.result.engine).toBe("openai");
      const clip = await fetchClip(t.app, played.result.playUrl[0]);
      expect(clip.statusCode).toBe(200);
      expect(clip.headers["content-type"]).toBe("audio/mpeg");
      const asked = services.received.find((entry) => entry.path === "/v1/audio/speech");
      expect(asked?.json).toMatchObject({
        input: expect.stringContaining("lighthouse"),
        response_format: "mp3",
      });
      expect(asked?.headers.authorization).toBe(`Bearer ${KEY}`);
    });

    it("clones a pack's voice and speaks a reply in it", async () => {
      const owner = await buildSession(t.database.db);
      const files: string[] = [];
      for (let i = 0; i < 5; i++)
        files.push(await uploadVoice(t.app, owner.token, await audioFixture("jfk.wav")));
      const created = await createPack(t.app, owner.token, {
        modelName: "Cloned",
        source: "recording",
        files,
      });
      expect(created.code, created.message).toBe(0);
      await trainDueVoicePacks(backgroundContext({ config: t.config, database: t.database }));
      const added = services.received.find((entry) => entry.path === "/v1/voices/add");
      expect(added?.form?.get("name")).toBe("Cloned");
      expect(added?.form?.getAll("files")).toHaveLength(5);
      expect(added?.headers["xi-api-key"]).toBe(KEY);
      const list = await call(t.app, "GET", "/api/pack/voice/list", { token: owner.token });
      expect(list.result.packs[0]).toMatchObject({ state: "completed", method: "clone" });

      const bot = await buildBot(t.database.db, { creatorId: owner.row.id });
      const given = await call(t.app, "POST", "/api/ai/roleInfo/modifyBotInfoV2", {
        token: owner.token,
        body: { botId: bot.botId, voice: `pack:${created.result.id}` },
      });
      expect(given.code, given.message).toBe(0);
      const dialogue = await buildDialogue(t.database.db, { userId: owner.row.id, botId: bot.id });
      const reply = await buildMessage(t.database.db, {
        dialogueId: dialogue.id,
        role: "bot",
        content: REPLY,
      });
      const played = await readAloud(t.app, owner.token, String(reply.id));
      expect(played.result).toMatchObject({ engine: "clone", voice: `pack:${created.result.id}` });
      const clip = await fetchClip(t.app, played.result.playUrl[0]);
      expect(clip.statusCode).toBe(200);
      expect(clip.rawPayload.equals(mp3)).toBe(true);
      // The preview was spoken in the cloned voice when training finished; the reply after it.
      const spoken = services.received.filter((entry) => entry.path === "/v1/text-to-speech/cloned-voice-1");
      expect(spoken.map((entry) => entry.json?.model_id)).toEqual(spoken.map(() => "eleven_multilingual_v2"));
      expect(spoken.some((entry) => String(entry.json?.text).includes("lighthouse"))).toBe(true);
    });

    it("fails a pack with a readable reason when the cloning service refuses", async () => {
      const refused = await createTestApp({
        env: { VOICE_CLONE_BASE_URL: services.url, VOICE_CLONE_API_KEY: "wrong-key", SPEECH: "off" },
      });
      try {
        const owner = await buildSession(refused.database.db);
        const file = await uploadVoice(refused.app, owner.token, await audioFixture("jfk.wav"));
        const created = await createPack(refused.app, owner.token, {
          modelName: "Nope",
          source: "upload",
          files: [file],
        });
        await trainDueVoicePacks(backgroundContext({ config: refused.config, database: refused.database }));
        const list = await call(refused.app, "GET", "/api/pack/voice/list", { token: owner.token });
        expect(list.result.packs[0]).toMatchObject({
          id: created.result.id,
          state: "failed",
          failureReason: "Training failed: the cloning service answered 401",
        });
      } finally {
        await refused.close();
      }
    });
  },
);
