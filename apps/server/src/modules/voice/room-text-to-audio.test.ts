import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildBot, buildSession, type TestAccount } from "../../../test/factories/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { fetchClip } from "../../../test/voice.ts";
import { bots } from "../bots/bots.schema.ts";
import { roomCharacters, roomMessages, rooms } from "../rooms/rooms.schema.ts";
import { analyseRecording } from "./speech/index.ts";
import { espeakPresent } from "./speech/speech-test-support.ts";

const LINE = "The lanterns are lit along the quay. Shall we walk down to the water together?";

/** POST /v1/chat/text2Audio with a room message reference. */
const readRoomMessage = (t: TestApp, token: string, roomId: number, msgId: number) =>
  call(t.app, "POST", "/api/v1/chat/text2Audio", {
    token,
    body: { roomId: String(roomId), msgId: String(msgId) },
  });

describe.skipIf(!espeakPresent)("text2Audio of room messages", () => {
  let t: TestApp;
  let owner: TestAccount;
  let stranger: TestAccount;
  let roomId: number;
  let otherRoomId: number;
  let adaId: number;
  const said: Record<"ada" | "bram" | "user" | "gone", number> = { ada: 0, bram: 0, user: 0, gone: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    owner = await buildSession(db);
    stranger = await buildSession(db);
    const ada = await buildBot(db, { voice: "en-gb+f2", speechRate: "medium" });
    const bram = await buildBot(db, { voice: "en-us+m3", speechRate: "fast" });
    const [room] = await db.insert(rooms).values({ userId: owner.row.id, name: "Harbour" }).returning();
    const [other] = await db.insert(rooms).values({ userId: owner.row.id, name: "Elsewhere" }).returning();
    adaId = ada.id;
    roomId = room!.id;
    otherRoomId = other!.id;
    await db.insert(roomCharacters).values([
      { roomId, botId: ada.id, position: 0 },
      { roomId, botId: bram.id, position: 1 },
    ]);
    const message = async (seq: number, role: string, botId: number | null) =>
      (
        await db
          .insert(roomMessages)
          .values({ roomId, seq, role, botId, swipes: [LINE] })
          .returning()
      )[0]!.id;
    said.user = await message(0, "user", null);
    said.ada = await message(1, "bot", ada.id);
    said.bram = await message(2, "bot", bram.id);
    // A character deleted since it spoke: room messages keep its id without a foreign key.
    said.gone = await message(3, "bot", Math.max(ada.id, bram.id) + 1000);
  });
  afterAll(() => t.close());

  it("reads each character's message in that character's own voice and pace", async () => {
    const first = await readRoomMessage(t, owner.token, roomId, said.ada);
    const second = await readRoomMessage(t, owner.token, roomId, said.bram);
    expect(first.code, first.message).toBe(0);
    expect(second.code, second.message).toBe(0);
    expect(first.result).toMatchObject({ msgId: String(said.ada), voice: "en-gb+f2", playSpeed: 0.9 });
    expect(second.result).toMatchObject({ msgId: String(said.bram), voice: "en-us+m3", playSpeed: 1.1 });
    // The same words in two voices are two different clips.
    expect(first.result.playUrl[0]).not.toBe(second.result.playUrl[0]);
    const clip = await fetchClip(t.app, second.result.playUrl[0]);
    expect(clip.statusCode).toBe(200);
    expect((await analyseRecording(clip.rawPayload)).durationSec).toBeGreaterThan(1);
  });

  it("follows a character's voice when it changes", async () => {
    const before = await readRoomMessage(t, owner.token, roomId, said.ada);
    await t.database.db.update(bots).set({ voice: "en-us+f3" }).where(eq(bots.id, adaId));
    const after = await readRoomMessage(t, owner.token, roomId, said.ada);
    expect(after.result.voice).toBe("en-us+f3");
    expect(after.result.playUrl[0]).not.toBe(before.result.playUrl[0]);
  });

  it("reads a deleted character's message in the default voice", async () => {
    const gone = await readRoomMessage(t, owner.token, roomId, said.gone);
    expect(gone.code, gone.message).toBe(0);
    expect(gone.result).toMatchObject({ voice: "", playSpeed: 0.9 });
  });

  it("refuses someone else's room message as not found, and the user's own line as no reply", async () => {
    const other = await readRoomMessage(t, stranger.token, roomId, said.ada);
    expect(other.status).toBe(404);
    expect(other.message).toBe("Message not found");
    const elsewhere = await readRoomMessage(t, owner.token, otherRoomId, said.ada);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.message).toBe("Message not found");
    // Without the room, the id names a one-to-one chat message, which this is not.
    const asChat = await call(t.app, "POST", "/api/v1/chat/text2Audio", {
      token: owner.token,
      body: { msgId: String(said.ada) },
    });
    expect(asChat.status).toBe(404);
    const own = await readRoomMessage(t, owner.token, roomId, said.user);
    expect(own.status).toBe(400);
    expect(own.message).toBe("Only a character's reply can be read aloud");
  });

  it("answers a malformed room reference with a clear error", async () => {
    const bad = await call(t.app, "POST", "/api/v1/chat/text2Audio", {
      token: owner.token,
      body: { roomId: "harbour", msgId: String(said.ada) },
    });
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/roomId/);
  });
});
