import { readFile } from "node:fs/promises";
import path from "node:path";
import { ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp } from "../../../../test/accounts.ts";
import { buildChatPicture } from "../../../../test/chat-pictures.ts";
import { buildBot, buildSession, type TestAccount } from "../../../../test/factories/index.ts";
import { FIXTURES, fixturesPresent } from "../../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../../test/harness.ts";

let harness: TestApp;
let botId: string;
beforeAll(async () => {
  harness = await createTestApp();
  const creator = await buildSession(harness.database.db);
  ({ botId } = await buildBot(harness.database.db, { creatorId: creator.row.id, name: "Iris Vale" }));
});
afterAll(() => harness.close());

/** A picture the bot sent: the fixture portrait, stored as a sent picture is. */
const sendPhoto = async (
  owner: Parameters<typeof buildChatPicture>[1],
  options: { unlocked?: boolean } = {},
) =>
  buildChatPicture(
    harness,
    owner,
    new Uint8Array(await readFile(path.join(FIXTURES, "images/astronaut.png"))),
    options,
  );

const post = (url: string, body: object, token: string) =>
  call(harness.app, "POST", `/api${url}`, { body, token });
const get = (url: string, token: string) => call(harness.app, "GET", `/api${url}`, { token });
const balance = async (token: string) => (await get("/user/credits/getCount", token)).result.creditAmount;

/** A new account (30 credits from sign-up) in a chat with the bot. */
async function chatter() {
  const account = await signUp(harness.app);
  const entered = await post("/v1/chat/enterDialogueV2", { botId }, account.token);
  const dialogueId = entered.result.dialogueId as string;
  const owner = {
    userId: Number(account.user.userId ?? account.user.id),
    botId: Number(botId),
    dialogueId: Number(dialogueId),
  };
  return { token: account.token, dialogueId, owner };
}

/** The bytes behind a picture address the API gave (served from the uploads folder). */
async function fetchPicture(url: string) {
  const response = await harness.app.inject({ method: "GET", url });
  return { status: response.statusCode, bytes: response.rawPayload.length };
}

describe.skipIf(!fixturesPresent)("a picture a character sent", () => {
  it("shows a free account its blurred preview in the chat, never the picture's address", async () => {
    const { token, owner } = await chatter();
    const picture = await sendPhoto(owner);
    const history = await post("/v1/chat/chatHistory", { dialogueId: String(owner.dialogueId) }, token);
    const carried = history.result.messages.find((message: { picture?: unknown }) => message.picture);
    expect(carried.picture).toMatchObject({ pictureId: String(picture.id), locked: true, unlockPrice: 3 });
    expect(carried.picture.url).toContain(picture.previewKey);
    expect(JSON.stringify(history.result)).not.toContain(picture.pictureKey);
    const preview = await fetchPicture(carried.picture.url);
    expect(preview.status).toBe(200);
    expect(preview.bytes).toBeLessThan(10_000);
  });

  it("unlocks once for its price, and unlocking it again or twice at once costs nothing more", async () => {
    const { token, owner } = await chatter();
    const picture = await sendPhoto(owner);
    const before = await balance(token);
    const answers = await Promise.all(
      [1, 2, 3].map(() => post("/v1/chat/unlockImg", { pictureId: String(picture.id) }, token)),
    );
    expect(answers.map((answer) => answer.code)).toEqual([0, 0, 0]);
    expect(answers.map((answer) => answer.result.spent).sort()).toEqual([0, 0, 3]);
    expect(await balance(token)).toBe(before - 3);
    const opened = answers[0]!.result.pictures[0];
    expect(opened).toMatchObject({ locked: false, unlockPrice: 0 });
    expect(opened.url).toContain(picture.pictureKey);
    const full = await fetchPicture(opened.url);
    expect(full.status).toBe(200);
    expect(full.bytes).toBeGreaterThan(10_000);
    const again = await post("/v1/chat/unlockImg", { pictureId: String(picture.id) }, token);
    expect(again.result.spent).toBe(0);
    expect(await balance(token)).toBe(before - 3);
  });

  it("refuses to unlock with too few credits, and leaves the picture locked and the balance whole", async () => {
    const { token, owner } = await chatter();
    const pictures = [];
    for (let index = 0; index < 11; index += 1) pictures.push(await sendPhoto(owner));
    const all = await post("/v1/chat/unlockAll", { dialogueId: String(owner.dialogueId) }, token);
    expect(all.code).toBe(ResponseCode.NOT_ENOUGH_CREDITS);
    expect(await balance(token)).toBe(30);
    const gallery = await get(`/panel/getGalleryV2?botId=${botId}`, token);
    expect(gallery.result.list.every((entry: { locked: boolean }) => entry.locked)).toBe(true);
  });

  it("unlocks a whole chat at once, and an unlock of one of its pictures beside it never pays twice", async () => {
    const { token, owner } = await chatter();
    const [first] = [await sendPhoto(owner), await sendPhoto(owner)];
    await sendPhoto(owner, { unlocked: true });
    const [all, one] = await Promise.all([
      post("/v1/chat/unlockAll", { dialogueId: String(owner.dialogueId) }, token),
      post("/v1/chat/unlockImg", { pictureId: String(first!.id) }, token),
    ]);
    expect([all.code, one.code]).toEqual([0, 0]);
    // Two locked pictures: 6 credits in all, however the two requests met.
    expect(all.result.spent + one.result.spent).toBe(6);
    expect(await balance(token)).toBe(24);
    const nothingLeft = await post("/v1/chat/unlockAll", { dialogueId: String(owner.dialogueId) }, token);
    expect(nothingLeft.status).toBe(400);
    expect(nothingLeft.message).toBe("Every picture of this chat is unlocked already");
  });

  it("shows a member every picture at once, those sent before they subscribed too", async () => {
    const member: TestAccount = await buildSession(harness.database.db, {
      userOverrides: { vipEnum: "PREMIUM", vipUntil: null },
    });
    const entered = await post("/v1/chat/enterDialogueV2", { botId }, member.token);
    const owner = {
      userId: member.row.id,
      botId: Number(botId),
      dialogueId: Number(entered.result.dialogueId),
    };
    const picture = await sendPhoto(owner);
    const gallery = await get(`/panel/getGalleryV2?botId=${botId}`, member.token);
    expect(gallery.result.list[0]).toMatchObject({
      pictureId: String(picture.id),
      locked: false,
      unlockPrice: 0,
    });
    expect(gallery.result.list[0].url).toContain(picture.pictureKey);
  });

  it("is neither regenerated nor continued, since no model wrote its message", async () => {
    const { token, owner } = await chatter();
    const picture = await sendPhoto(owner);
    const body = { dialogueId: String(owner.dialogueId), msgId: String(picture.messageId) };
    for (const path of ["/v1/chat/regenerateChat", "/v2/chat/continueStreamChat"]) {
      const answer = await post(path, body, token);
      expect(answer.status, path).toBe(400);
      expect(answer.message).toBe("A picture is not regenerated or continued: ask for a new one");
    }
  });

  it("is nobody else's: another account can neither unlock nor list it", async () => {
    const { owner } = await chatter();
    const picture = await sendPhoto(owner);
    const stranger = await signUp(harness.app);
    const unlock = await post("/v1/chat/unlockImg", { pictureId: String(picture.id) }, stranger.token);
    expect(unlock.status).toBe(404);
    expect(await balance(stranger.token)).toBe(30);
    const all = await post("/v1/chat/unlockAll", { dialogueId: String(owner.dialogueId) }, stranger.token);
    expect(all.code).not.toBe(0);
    const gallery = await get(`/panel/getGalleryV2?botId=${botId}`, stranger.token);
    expect(gallery.result.list).toEqual([]);
  });
});

describe.skipIf(!fixturesPresent)("the gallery and the chat background", () => {
  it("lists a bot's pictures newest first, a page at a time, with the old /panel/gallery address too", async () => {
    const { token, owner } = await chatter();
    const built = [];
    for (let index = 0; index < 3; index += 1) built.push(await sendPhoto(owner));
    const first = await get(`/panel/getGalleryV2?botId=${botId}&limit=2`, token);
    expect(first.result.total).toBe(3);
    expect(first.result.list.map((entry: { pictureId: string }) => entry.pictureId)).toEqual(
      [built[2]!.id, built[1]!.id].map(String),
    );
    const second = await get(`/panel/gallery?botId=${botId}&limit=2&page=2`, token);
    expect(second.result.list.map((entry: { pictureId: string }) => entry.pictureId)).toEqual([
      String(built[0]!.id),
    ]);
  });

  it("takes an unlocked picture as the background, refuses a locked one or a foreign address, and clears it", async () => {
    const { token, owner } = await chatter();
    const locked = await sendPhoto(owner);
    const open = await sendPhoto(owner, { unlocked: true });
    const galleryUrl = async () => {
      const list = (await get(`/panel/getGalleryV2?botId=${botId}`, token)).result.list;
      return (id: number) => list.find((entry: { pictureId: string }) => entry.pictureId === String(id)).url;
    };
    const urlOf = await galleryUrl();
    const set = await post("/panel/setBackgroundUrl", { botId, backgroundUrl: urlOf(open.id) }, token);
    expect(set.result).toEqual({ backgroundUrl: urlOf(open.id) });
    expect((await get(`/panel/background?botId=${botId}`, token)).result.backgroundUrl).toBe(urlOf(open.id));

    // The preview of a locked picture, or the picture's own address guessed, would give it away.
    const preview = await post("/panel/setBackgroundUrl", { botId, backgroundUrl: urlOf(locked.id) }, token);
    expect(preview.status).toBe(400);
    const guessed = `/uploads/${locked.pictureKey}`;
    const refused = await post("/panel/setBackgroundUrl", { botId, backgroundUrl: guessed }, token);
    expect(refused.message).toBe(
      "Choose an unlocked picture from this chat's gallery, or a picture you uploaded",
    );
    for (const foreign of ["https://example.invalid/x.webp", "/uploads/../secret", "javascript:alert(1)"]) {
      const answer = await post("/panel/setBackgroundUrl", { botId, backgroundUrl: foreign }, token);
      expect(answer.status).toBe(400);
    }
    expect((await get(`/panel/background?botId=${botId}`, token)).result.backgroundUrl).toBe(urlOf(open.id));

    const cleared = await post("/panel/setBackgroundUrl", { botId, backgroundUrl: null }, token);
    expect(cleared.result).toEqual({ backgroundUrl: null });
    expect((await get(`/panel/getGalleryV2?botId=${botId}`, token)).result.backgroundUrl).toBeNull();
  });
});

describe("asking for a picture", () => {
  it("says plainly that a bot with no image engine and no image pack cannot send one, and counts nothing", async () => {
    const { token, dialogueId } = await chatter();
    const asked = await post("/v1/chat/text2Img", { dialogueId, request: "a selfie at the beach" }, token);
    expect(asked.status).toBe(400);
    expect(asked.message).toBe(
      "This character cannot send pictures: pictures need an image engine or an image pack",
    );
    const usage = await get("/v1/chat/getUserSendCount", token);
    expect(usage.result).toEqual({ sendImageCount: 0, sendImageTotal: 20 });
  });

  it("refuses visitors and other people's chats", async () => {
    const { dialogueId } = await chatter();
    const visitor = await call(harness.app, "POST", "/api/v1/chat/text2Img", { body: { dialogueId } });
    expect(visitor.code).toBe(ResponseCode.NEED_LOGIN);
    const stranger = await signUp(harness.app);
    const foreign = await post("/v1/chat/text2Img", { dialogueId }, stranger.token);
    expect(foreign.code).not.toBe(0);
  });
});
