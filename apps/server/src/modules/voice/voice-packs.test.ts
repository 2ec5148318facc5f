import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { tempConfigFile } from "../../../test/config-files.ts";
import { buildBot, buildSession, type TestAccount } from "../../../test/factories/index.ts";
import { fixturesPresent } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { signUpload, stillImage } from "../../../test/uploads.ts";
import { audioFixture, createPack, fetchClip, silentWav, uploadVoice } from "../../../test/voice.ts";
import { backgroundContext } from "../../context.ts";
import { bots } from "../bots/bots.schema.ts";
import { storageFor } from "../media/index.ts";
import { analyseRecording } from "./speech/index.ts";
import { espeakPresent, monotone } from "./speech/speech-test-support.ts";
import { voicePacks } from "./voice.schema.ts";
import { trainDueVoicePacks } from "./voice-training.ts";

describe.skipIf(!fixturesPresent || !espeakPresent)("voice packs", () => {
  let t: TestApp;
  let owner: TestAccount;
  let jfk: Buffer;
  const train = () => trainDueVoicePacks(backgroundContext({ config: t.config, database: t.database }));
  const samples = async (account: TestAccount, count: number) => {
    const urls: string[] = [];
    for (let i = 0; i < count; i++) urls.push(await uploadVoice(t.app, account.token, jfk));
    return urls;
  };

  // Members train one pack a month by default; here premium has no limit, so one owner makes several.
  const plans = tempConfigFile("plans.yaml", ["entitlements:", "  premium:", "    voiceTrainings: null"]);

  beforeAll(async () => {
    t = await createTestApp({ env: { PLANS_FILE: plans.path } });
    owner = await buildSession(t.database.db, { userOverrides: { vipEnum: "PREMIUM", vipUntil: null } });
    jfk = await audioFixture("jfk.wav");
  });
  afterAll(async () => {
    await t.close();
    plans.remove();
  });

  describe("validation", () => {
    it("refuses a 2 GB recording when the upload is signed, before any byte", async () => {
      const signed = await signUpload(t.app, owner.token, {
        size: 2_000_000_000,
        contentType: "audio/wav",
        purpose: "voice",
      });
      expect(signed.status).toBe(400);
      expect(signed.message).toBe("Audio files must be at most 50 MB");
      const notAudio = await signUpload(t.app, owner.token, {
        size: 100,
        contentType: "image/png",
        purpose: "voice",
      });
      expect(notAudio.message).toMatch(/not a recording/);
    });

    it("sniffs the bytes: a PNG sent as audio/wav is not audio; silence has no voice", async () => {
      const png = await uploadVoice(t.app, owner.token, await stillImage(64, 64));
      const refused = await createPack(t.app, owner.token, {
        modelName: "Png",
        source: "upload",
        files: [png],
      });
      expect(refused.status).toBe(400);
      expect(refused.message).toBe(
        "files.0: This file is not a recording that can be read (use WAV, MP3, OGG or FLAC)",
      );
      const quiet = await uploadVoice(t.app, owner.token, silentWav(12));
      const silent = await createPack(t.app, owner.token, {
        modelName: "Quiet",
        source: "upload",
        files: [quiet],
      });
      expect(silent.message).toBe("files.0: No voice could be heard in this recording");
    });

    it("holds recordings to their lengths and counts", async () => {
      const short = await uploadVoice(t.app, owner.token, await monotone(120, "Hello there."));
      const tooShort = await createPack(t.app, owner.token, {
        modelName: "Short",
        source: "upload",
        files: [short],
      });
      expect(tooShort.message).toBe("The recording must be at least 10 seconds long");
      const four = await samples(owner, 4);
      const fewer = await createPack(t.app, owner.token, {
        modelName: "Four",
        source: "recording",
        files: four,
      });
      expect(fewer.message).toBe("Record 5 to 10 samples");
      const withShort = await createPack(t.app, owner.token, {
        modelName: "Mixed",
        source: "recording",
        files: [...four, short],
      });
      expect(withShort.message).toBe("Sample 5 is shorter than 3 seconds");
    });

    it("accepts only the caller's own uploads", async () => {
      const other = await buildSession(t.database.db);
      const [theirs] = await samples(other, 1);
      const refused = await createPack(t.app, owner.token, {
        modelName: "Theirs",
        source: "upload",
        files: [theirs!],
      });
      expect(refused.message).toBe("Use a recording you uploaded here");
      const outside = await createPack(t.app, owner.token, {
        modelName: "Outside",
        source: "upload",
        files: ["https://example.com/voice.wav"],
      });
      expect(outside.message).toBe("Use a recording you uploaded here");
    });
  });

  describe("training", () => {
    let packId: string;

    it("trains 5 samples offline: training, then completed with a preview in the approximated voice", async () => {
      const created = await createPack(t.app, owner.token, {
        modelName: "My Voice",
        source: "recording",
        files: await samples(owner, 5),
      });
      expect(created.code, created.message).toBe(0);
      expect(created.result).toMatchObject({
        state: "training",
        sampleCount: 5,
        isEnable: false,
        warning: null,
      });
      packId = created.result.id;
      const taken = await call(t.app, "GET", "/api/pack/voice/checkName?modelName=my%20VOICE", {
        token: owner.token,
      });
      expect(taken.result.available).toBe(false);
      const again = await createPack(t.app, owner.token, {
        modelName: "MY VOICE",
        source: "upload",
        files: await samples(owner, 1),
      });
      expect(again.message).toBe("You already have a voice pack with this name");

      const locked = await call(t.app, "GET", `/api/pack/voice/regen?id=${packId}`, { token: owner.token });
      expect(locked.message).toBe("A voice pack cannot be changed or stopped once training has started");
      const undeletable = await call(t.app, "DELETE", `/api/pack/delete?id=${packId}&type=voice`, {
        token: owner.token,
      });
      expect(undeletable.message).toBe("A voice pack cannot be changed or stopped once training has started");

      expect(await train()).toBe(1);
      const list = await call(t.app, "GET", "/api/pack/voice/list?isEnable=true", { token: owner.token });
      const pack = list.result.packs.find((one: { id: string }) => one.id === packId);
      expect(pack).toMatchObject({ state: "completed", method: "approximation", isEnable: true });
      const preview = await fetchClip(t.app, pack.previewUrl);
      expect(preview.statusCode).toBe(200);
      expect((await analyseRecording(preview.rawPayload)).durationSec).toBeGreaterThan(1);
      const [row] = await t.database.db
        .select()
        .from(voicePacks)
        .where(eq(voicePacks.id, Number(packId)));
      expect(row!.variant).toMatchObject({ base: expect.any(String), pitch: expect.any(Number) });

      const notFailed = await call(t.app, "GET", `/api/pack/voice/regen?id=${packId}`, {
        token: owner.token,
      });
      expect(notFailed.message).toBe("Only a voice pack whose training failed can be trained again");
    });

    it("fails a pack whose recording is gone, and trains it again after regen", async () => {
      const created = await createPack(t.app, owner.token, {
        modelName: "Fragile",
        source: "upload",
        files: await samples(owner, 1),
      });
      expect(created.result.warning).toBe("Recordings over 2 minutes give the best voice");
      const [row] = await t.database.db
        .select()
        .from(voicePacks)
        .where(eq(voicePacks.id, Number(created.result.id)));
      const key = row!.samples[0]!.key;
      const storage = storageFor(t.config);
      const bytes = (await storage.get(key))!;
      await storage.remove(key);
      await train();
      const failed = await call(t.app, "GET", "/api/pack/voice/list", { token: owner.token });
      const pack = failed.result.packs.find((one: { id: string }) => one.id === created.result.id);
      expect(pack).toMatchObject({
        state: "failed",
        failureReason: "This recording is damaged and cannot be read",
      });
      await storage.put(key, bytes, "application/octet-stream");
      const regen = await call(t.app, "GET", `/api/pack/voice/regen?id=${created.result.id}`, {
        token: owner.token,
      });
      expect(regen.result.state).toBe("training");
      await train();
      const done = await call(t.app, "GET", "/api/pack/voice/list?isEnable=true", { token: owner.token });
      expect(done.result.packs.map((one: { id: string }) => one.id)).toContain(created.result.id);
    });

    it("gives a finished pack to the owner's bot only, speaks with it, and reverts the bot when it is deleted", async () => {
      const own = await buildBot(t.database.db, { creatorId: owner.row.id });
      const voice = `pack:${packId}`;
      const options = await call(t.app, "GET", "/api/voice/options", { token: owner.token });
      expect(options.result.voices.map((one: { id: string }) => one.id)).toContain(voice);
      const given = await call(t.app, "POST", "/api/ai/roleInfo/modifyBotInfoV2", {
        token: owner.token,
        body: { botId: own.botId, voice },
      });
      expect(given.code, given.message).toBe(0);
      const stranger = await buildSession(t.database.db);
      const theirBot = await buildBot(t.database.db, { creatorId: stranger.row.id });
      const refused = await call(t.app, "POST", "/api/ai/roleInfo/modifyBotInfoV2", {
        token: stranger.token,
        body: { botId: theirBot.botId, voice },
      });
      expect(refused.message).toBe("voice: choose one of the offered voices");
      const preview = await call(t.app, "POST", "/api/voice/preview", {
        token: owner.token,
        body: { voice },
      });
      expect(preview.code, preview.message).toBe(0);
      expect((await fetchClip(t.app, preview.result.playUrl[0])).statusCode).toBe(200);
      const theirPreview = await call(t.app, "POST", "/api/voice/preview", {
        token: stranger.token,
        body: { voice },
      });
      expect(theirPreview.message).toBe("Voice pack not found");

      const list = await call(t.app, "GET", "/api/pack/voice/list", { token: owner.token });
      expect(list.result.packs.find((one: { id: string }) => one.id === packId).botsUsing).toBe(1);
      const deleted = await call(t.app, "DELETE", `/api/pack/delete?id=${packId}&type=voice`, {
        token: owner.token,
      });
      expect(deleted.result).toEqual({ id: packId, deleted: true });
      const [bot] = await t.database.db.select({ voice: bots.voice }).from(bots).where(eq(bots.id, own.id));
      expect(bot!.voice).toBe("");
      const gone = await call(t.app, "DELETE", `/api/pack/delete?id=${packId}&type=voice`, {
        token: owner.token,
      });
      expect(gone.status).toBe(404);
    });
  });
});
