import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildBot, buildSession, type TestAccount } from "../../../test/factories/index.ts";
import { createTestApp, movableClock, type TestApp } from "../../../test/harness.ts";
import { createPack, fetchClip, uploadVoice, voicedWav } from "../../../test/voice.ts";
import { backgroundContext } from "../../context.ts";
import { bots } from "../bots/bots.schema.ts";
import { storageFor } from "../media/index.ts";
import { espeakPresent } from "../voice/speech/speech-test-support.ts";
import { speechClips, voicePacks } from "../voice/voice.schema.ts";
import { trainDueVoicePacks } from "../voice/voice-training.ts";
import { removeDueAccounts } from "./account-removal.service.ts";

const DAY = 24 * 3600 * 1000;

describe.skipIf(!espeakPresent)("account removal of voice packs", () => {
  const clock = movableClock();
  let t: TestApp;
  const background = () => backgroundContext({ config: t.config, database: t.database, clock });

  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  /** A trained pack of `account` (one 12 s upload) given to a bot of theirs; answers its id and bot. */
  async function trainedPack(account: TestAccount, name: string) {
    const file = await uploadVoice(t.app, account.token, voicedWav(12));
    const created = await createPack(t.app, account.token, {
      modelName: name,
      source: "upload",
      files: [file],
    });
    expect(created.code, created.message).toBe(0);
    await trainDueVoicePacks(background());
    const id = Number(created.result.id);
    const [pack] = await t.database.db.select().from(voicePacks).where(eq(voicePacks.id, id));
    expect(pack!.state).toBe("completed");
    // Fetching the preview synthesises its clip, so there is a clip file as well as the recording.
    const list = await call(t.app, "GET", "/api/pack/voice/list", { token: account.token });
    const shown = list.result.packs.find((one: { id: string }) => one.id === String(id));
    expect((await fetchClip(t.app, shown.previewUrl)).statusCode).toBe(200);
    const bot = await buildBot(t.database.db, { creatorId: account.row.id, voice: `pack:${id}` });
    return { id, bot };
  }

  /** The storage keys of a pack's files: its recordings and its synthesised clips. */
  async function filesOf(packId: number, samples: string[]) {
    const clips = await t.database.db
      .select({ storageKey: speechClips.storageKey })
      .from(speechClips)
      .where(eq(speechClips.packId, packId));
    return [...samples, ...clips.flatMap((clip) => clip.storageKey ?? [])];
  }

  it("removes the user's packs, their recordings and clips, and unused uploads, and leaves everyone else's", async () => {
    const leaving = await buildSession(t.database.db, { now: clock.now() });
    const staying = await buildSession(t.database.db, { now: clock.now() });
    const theirs = await trainedPack(leaving, "Leaving voice");
    const kept = await trainedPack(staying, "Staying voice");
    const [theirRow] = await t.database.db.select().from(voicePacks).where(eq(voicePacks.id, theirs.id));
    const [keptRow] = await t.database.db.select().from(voicePacks).where(eq(voicePacks.id, kept.id));
    const theirFiles = await filesOf(
      theirs.id,
      theirRow!.samples.map((sample) => sample.key),
    );
    const keptFiles = await filesOf(
      kept.id,
      keptRow!.samples.map((sample) => sample.key),
    );
    // A recording and at least one synthesised clip each.
    expect(theirFiles.length).toBeGreaterThanOrEqual(2);
    expect(keptFiles.length).toBeGreaterThanOrEqual(2);
    const storage = storageFor(t.config);
    const present = async (keys: string[]) => Promise.all(keys.map((key) => storage.exists(key)));
    expect(await present(theirFiles)).toEqual(theirFiles.map(() => true));

    // Recordings uploaded but never made into a pack are in storage only (voices/<user>/…).
    const unusedKey = (url: string) => url.slice(url.indexOf("voices/"));
    const unused = unusedKey(await uploadVoice(t.app, leaving.token, voicedWav(4)));
    const neighbours = unusedKey(await uploadVoice(t.app, staying.token, voicedWav(4)));
    expect(await present([unused, neighbours])).toEqual([true, true]);

    await call(t.app, "GET", "/api/user/logoff", { token: leaving.token });
    clock.advance(15 * DAY);
    expect(await removeDueAccounts(background())).toBe(1);

    expect(await present(theirFiles)).toEqual(theirFiles.map(() => false));
    expect(await present([unused, neighbours])).toEqual([false, true]);
    expect(
      await t.database.db.select().from(voicePacks).where(eq(voicePacks.ownerId, leaving.row.id)),
    ).toEqual([]);
    expect(await t.database.db.select().from(speechClips).where(eq(speechClips.packId, theirs.id))).toEqual(
      [],
    );
    // Their bot stays (made private) and speaks in the default voice again.
    const [theirBot] = await t.database.db.select().from(bots).where(eq(bots.id, theirs.bot.id));
    expect(theirBot!.voice).toBe("");

    expect(await present(keptFiles)).toEqual(keptFiles.map(() => true));
    const stillThere = await t.database.db
      .select({ id: voicePacks.id })
      .from(voicePacks)
      .where(inArray(voicePacks.id, [kept.id]));
    expect(stillThere).toHaveLength(1);
    const [keptBot] = await t.database.db.select().from(bots).where(eq(bots.id, kept.bot.id));
    expect(keptBot!.voice).toBe(`pack:${kept.id}`);
  });
});
