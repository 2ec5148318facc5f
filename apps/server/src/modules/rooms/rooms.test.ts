import { BotType, ChatMessages, ResponseCode, ROOM_LIMITS, RoomMessages } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildBot, buildSession, type NewBot } from "../../../test/factories/index.ts";
import { createTestApp } from "../../../test/harness.ts";
import { streamPost } from "../../../test/sse.ts";
import type { ServiceContext } from "../../context.ts";
import { forgetListedBots } from "../bots/index.ts";
import { rooms } from "./rooms.schema.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ env: { OFFLINE_MODEL_DELAY_MS: "0" } });
});
afterAll(() => harness.close());

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever each route answers
type Any = any;

/** A public character, in the candidate pool at once (the pool is cached: a new listed bot resets it). */
async function character(overrides: NewBot = {}) {
  const bot = await buildBot(harness.database.db, { chats: 1000, ...overrides });
  forgetListedBots({ db: harness.database.db } as ServiceContext);
  return bot;
}

/** A new signed-in user with calls made as them. */
async function member() {
  const account = await buildSession(harness.database.db);
  const post = (url: string, body: object) =>
    call(harness.app, "POST", `/api/room/${url}`, { body, token: account.token });
  const get = (url: string, query: Record<string, string>) =>
    call(harness.app, "GET", `/api/room/${url}?${new URLSearchParams(query)}`, { token: account.token });
  const stream = async (url: string, body: object) => {
    const { events } = await streamPost(harness.app, `/api/room/${url}`, body, account.token);
    return events;
  };
  return { account, post, get, stream };
}

const doneOf = (events: { event: string; data: Any }[]) =>
  events.find((event) => event.event === "done")?.data;

describe("creating rooms", () => {
  it("creates a room with the first character's greeting as its one opening line, and lists it", async () => {
    const alice = await character({ name: "Alice", greeting: "Welcome, {{user}}, to the tea party." });
    const bob = await character({ name: "Bob", greeting: "Bob here." });
    const { post, get, account } = await member();
    const created = await post("create", { name: "Tea", topic: "riddles", botIds: [alice.botId, bob.botId] });
    expect(created.code, created.message).toBe(0);
    expect(created.result.characters.map((c: Any) => c.name)).toEqual(["Alice", "Bob"]);
    const detail = await get("detail", { roomId: created.result.roomId });
    expect(detail.result.messages).toHaveLength(1);
    expect(detail.result.messages[0]).toMatchObject({ role: "bot", botId: alice.botId });
    expect(detail.result.messages[0].content).toBe(`Welcome, ${account.user.userName}, to the tea party.`);
    const list = await get("list", {});
    expect(list.result.rooms.map((room: Any) => room.roomId)).toEqual([created.result.roomId]);
    expect(list.result.rooms[0].lastMessage).toContain("tea party");
  });

  it("refuses one character, nine, duplicates, someone else's private bot, a story bot and a removed bot", async () => {
    const { post, account } = await member();
    const bots = await Promise.all(Array.from({ length: 9 }, () => character()));
    const ids = bots.map((bot) => bot.botId);
    const one = await post("create", { name: "Solo", botIds: [ids[0]] });
    expect(one).toMatchObject({
      status: 400,
      message: expect.stringContaining(RoomMessages.tooFewCharacters),
    });
    const nine = await post("create", { name: "Crowd", botIds: ids });
    expect(nine).toMatchObject({
      status: 400,
      message: expect.stringContaining(RoomMessages.tooManyCharacters),
    });
    const twice = await post("create", { name: "Twice", botIds: [ids[0], ids[0]] });
    expect(twice).toMatchObject({
      status: 400,
      message: expect.stringContaining(RoomMessages.duplicateCharacter),
    });
    for (const refused of [
      await character({ visibility: "private" }),
      await character({ reviewStatus: "pending" }),
      await character({ botType: BotType.STORY }),
      await character({ creatorId: account.row.id, reviewStatus: "rejected" }),
    ]) {
      const answer = await post("create", { name: "No", botIds: [ids[0], refused.botId] });
      expect(answer.message).toBe(RoomMessages.characterUnavailable);
    }
    // The caller's own private bot may join.
    const own = await character({ creatorId: account.row.id, visibility: "private", chats: 0 });
    expect((await post("create", { name: "Mine", botIds: [ids[0], own.botId] })).code).toBe(0);
  });

  it("refuses a public bot outside the candidate pool of the most popular ones", async () => {
    const { post, get } = await member();
    const [a, b] = [await character(), await character()];
    // An unpopular bot is outside a pool of one: shrink the pool by filling it with a popular bot.
    const pool = await get("candidates", { keyword: a.name.toLowerCase() });
    expect(pool.result.bots.map((bot: Any) => bot.botId)).toContain(a.botId);
    expect((await post("create", { name: "Pool", botIds: [a.botId, b.botId] })).code).toBe(0);
  });

  it("stops at roomsPerUserMax rooms", async () => {
    const { post, account } = await member();
    const [a, b] = [await character(), await character()];
    await harness.database.db.insert(rooms).values(
      Array.from({ length: ROOM_LIMITS.roomsPerUserMax }, (_, index) => ({
        userId: account.row.id,
        name: `R${index}`,
      })),
    );
    const refused = await post("create", { name: "One more", botIds: [a.botId, b.botId] });
    expect(refused.message).toBe(RoomMessages.tooManyRooms);
  });

  it("lets only one of two creations at once take the last free room", async () => {
    const { post, account } = await member();
    const [a, b] = [await character(), await character()];
    await harness.database.db.insert(rooms).values(
      Array.from({ length: ROOM_LIMITS.roomsPerUserMax - 1 }, (_, index) => ({
        userId: account.row.id,
        name: `R${index}`,
      })),
    );
    const both = await Promise.all(
      ["Left", "Right"].map((name) => post("create", { name, botIds: [a.botId, b.botId] })),
    );
    expect(both.map((answer) => answer.code).sort()).toEqual([0, ResponseCode.FAILED].sort());
    expect(both.find((answer) => answer.code !== 0)?.message).toBe(RoomMessages.tooManyRooms);
  });

  it("updates name, topic, persona and characters, checking the persona is the caller's and the characters may join", async () => {
    const { post, get, account } = await member();
    const other = await member();
    const [a, b, c] = [await character(), await character(), await character()];
    const { roomId } = (await post("create", { name: "Before", botIds: [a.botId, b.botId] })).result;
    const mask = (n: string, token: string) =>
      call(harness.app, "POST", "/api/mask/saveMask", { token, body: { name: n } });
    const mine = (await mask("Me", account.token)).result.maskId;
    const theirs = (await mask("Them", other.account.token)).result.maskId;
    expect((await post("update", { roomId, maskId: theirs })).message).toBe(ChatMessages.maskNotFound);
    const hidden = await character({ visibility: "private" });
    expect((await post("update", { roomId, botIds: [a.botId, hidden.botId] })).message).toBe(
      RoomMessages.characterUnavailable,
    );
    const updated = await post("update", {
      roomId,
      name: "After",
      topic: "tea",
      maskId: mine,
      botIds: [c.botId, a.botId],
    });
    expect(updated.code, updated.message).toBe(0);
    expect(updated.result).toMatchObject({ name: "After", topic: "tea" });
    expect(updated.result.characters.map((x: Any) => x.botId)).toEqual([c.botId, a.botId]);
    expect((await get("detail", { roomId })).result.maskId).toBe(mine);
  });

  it("treats someone else's room as one that does not exist", async () => {
    const owner = await member();
    const other = await member();
    const [a, b] = [await character(), await character()];
    const { roomId } = (await owner.post("create", { name: "Private", botIds: [a.botId, b.botId] })).result;
    for (const answer of [
      await other.get("detail", { roomId }),
      await other.post("sendMessage", { roomId, content: "hi" }),
      await other.post("delete", { roomId }),
    ])
      expect(answer).toMatchObject({ status: 404, message: RoomMessages.roomNotFound });
    expect((await owner.get("detail", { roomId })).code).toBe(0);
  });
});

describe("talking in a room", () => {
  async function room() {
    const alice = await character({
      name: "Alice Liddell",
      personality: "curious, polite",
      greeting: "Hello!",
    });
    const hatter = await character({ name: "Mad Hatter", personality: "eccentric, loud, loves tea" });
    const user = await member();
    const { roomId } = (await user.post("create", { name: "Party", botIds: [alice.botId, hatter.botId] }))
      .result;
    return { ...user, roomId, alice, hatter };
  }

  it("answers who speaks — the one named first — and streams that character's reply, stored with its bot id", async () => {
    const { post, stream, get, roomId, hatter } = await room();
    const sent = await post("sendMessage", {
      roomId,
      content: "Mad Hatter, why is a raven like a writing desk?",
    });
    expect(sent.code, sent.message).toBe(0);
    expect(sent.result).toMatchObject({ speakers: [hatter.botId], reason: "named" });
    expect(sent.result.message).toMatchObject({ role: "user", botId: null });
    const events = await stream("streamReply", { roomId, botId: hatter.botId });
    expect(events.filter((event) => event.event === "delta").length).toBeGreaterThan(0);
    const done = doneOf(events);
    expect(done).toMatchObject({ role: "bot", botId: hatter.botId, swipes: [done.content] });
    const detail = await get("detail", { roomId });
    expect(detail.result.messages.map((m: Any) => m.botId)).toEqual([
      detail.result.messages[0].botId,
      null,
      hatter.botId,
    ]);
  });

  it("answers the character asked for, and refuses a bot not in the room", async () => {
    const { post, stream, roomId, alice } = await room();
    const sent = await post("sendMessage", { roomId, content: "Anyone?", speakerId: alice.botId });
    expect(sent.result).toMatchObject({ speakers: [alice.botId], reason: "asked" });
    const stranger = await character();
    const refused = await post("streamReply", { roomId, botId: stranger.botId });
    expect(refused).toMatchObject({ status: 400, message: RoomMessages.notInRoom });
    expect((await stream("streamReply", { roomId, botId: alice.botId })).at(-1)?.event).toBe("done");
  });

  it("lets them talk within the bounds: never the same character twice in a row, and the user must speak past the cap", async () => {
    const { post, stream, roomId } = await room();
    await post("sendMessage", { roomId, content: "Talk among yourselves." });
    const tooMany = await post("letThemTalk", { roomId, turns: ROOM_LIMITS.letThemTalkMax + 1 });
    expect(tooMany.status).toBe(400);
    const talk = await post("letThemTalk", { roomId, turns: ROOM_LIMITS.letThemTalkMax });
    expect(talk.result.speakers).toHaveLength(ROOM_LIMITS.letThemTalkMax);
    for (let index = 1; index < talk.result.speakers.length; index++)
      expect(talk.result.speakers[index]).not.toBe(talk.result.speakers[index - 1]);
    for (let index = 0; index < ROOM_LIMITS.repliesWithoutUserMax; index++) {
      const speaker = talk.result.speakers[index % 2];
      expect(doneOf(await stream("streamReply", { roomId, botId: speaker }))?.botId).toBe(speaker);
    }
    const waiting = await post("letThemTalk", { roomId, turns: 1 });
    expect(waiting.message).toBe(RoomMessages.userMustSpeak);
    const blocked = await post("streamReply", { roomId, botId: talk.result.speakers[0] });
    expect(blocked.message).toBe(RoomMessages.userMustSpeak);
    await post("sendMessage", { roomId, content: "I'm back." });
    expect((await post("letThemTalk", { roomId, turns: 2 })).result.speakers).toHaveLength(2);
  });

  it("regenerates only the latest reply, by the same character; edits, chooses swipes, pins and deletes", async () => {
    const { post, stream, get, roomId, alice } = await room();
    const sent = await post("sendMessage", { roomId, content: "Alice, tell me about the rabbit." });
    const first = doneOf(await stream("streamReply", { roomId, botId: alice.botId }));
    const again = doneOf(await stream("regenerateReply", { roomId, msgId: first.msgId }));
    expect(again).toMatchObject({ msgId: first.msgId, botId: alice.botId, swipeIndex: 1 });
    expect(again.swipes).toHaveLength(2);
    const old = await post("regenerateReply", { roomId, msgId: sent.result.message.msgId });
    expect(old.message ?? "").not.toBe("");
    const chosen = await post("chooseSwipe", { roomId, msgId: first.msgId, swipeIndex: 0 });
    expect(chosen.result.content).toBe(again.swipes[0]);
    const edited = await post("editMessage", { roomId, msgId: first.msgId, content: "Edited line." });
    expect(edited.result.content).toBe("Edited line.");
    const pinned = await post("pinMessage", { roomId, msgId: first.msgId, pinned: true });
    expect(pinned.result.pinned).toBe(true);
    expect((await post("deleteMessage", { roomId, msgId: sent.result.message.msgId })).code).toBe(0);
    const detail = await get("detail", { roomId });
    expect(detail.result.messages.map((m: Any) => m.msgId)).not.toContain(sent.result.message.msgId);
  });
});
