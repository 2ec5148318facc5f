import { ResponseCode } from "@fable/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { tempConfigFile } from "../../../test/config-files.ts";
import { buildBot, buildSession } from "../../../test/factories/index.ts";
import { createTestApp, movableClock, type TestApp } from "../../../test/harness.ts";
import { streamPost } from "../../../test/sse.ts";
import type { ServiceContext } from "../../context.ts";
import { forgetListedBots } from "../bots/index.ts";
import { modelUsage } from "../usage/usage.schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = movableClock(new Date("2026-11-20T12:00:00Z"));
const plansFile = tempConfigFile(
  "plans.yaml",
  ["entitlements:", "  free: { memoryLibrary: false, dailyMessages: 2 }"].join("\n"),
);
let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({
    clock,
    env: {
      PLANS_FILE: plansFile.path,
      FREE_DAILY_REGENERATIONS: "1",
      FREE_DAILY_EDITS: "1",
      OFFLINE_MODEL_DELAY_MS: "0",
    },
  });
});
afterAll(() => harness.close());

/** A new free account's room with two public characters, after the account's first message. */
async function quotaRoom() {
  const db = harness.database.db;
  const [a, b] = [await buildBot(db, { chats: 3 }), await buildBot(db, { chats: 2 })];
  forgetListedBots({ db } as ServiceContext);
  const account = await buildSession(db, { now: clock.now() });
  const post = (url: string, body: object) =>
    call(harness.app, "POST", `/api/room/${url}`, { body, token: account.token });
  const { roomId } = (await post("create", { name: "Quota", botIds: [a.botId, b.botId] })).result;
  await post("sendMessage", { roomId, content: "Hello both." });
  const stream = (url: string, body: object) =>
    streamPost(harness.app, `/api/room/${url}`, { roomId, ...body }, account.token);
  return { a, b, account, roomId, post, stream };
}

describe("quotas in rooms", () => {
  it("counts each character reply as one message of the plan's day, records its usage, and resets the next day", async () => {
    const { a, b, account, stream } = await quotaRoom();
    const db = harness.database.db;
    const reply = async (botId: string) => (await stream("streamReply", { botId })).response;

    expect((await reply(a.botId)).headers["content-type"]).toContain("text/event-stream");
    expect((await reply(b.botId)).headers["content-type"]).toContain("text/event-stream");
    const third = (await reply(a.botId)).json();
    expect(third.code).toBe(ResponseCode.QUOTA_EXCEEDED);
    expect(third.message).toBe("You have used all of today's messages on your plan. Upgrade for more");
    const used = await db
      .select()
      .from(modelUsage)
      .where(and(eq(modelUsage.userId, account.row.id), eq(modelUsage.kind, "reply")));
    expect(used).toHaveLength(2);

    clock.advance(DAY_MS);
    expect((await reply(a.botId)).headers["content-type"]).toContain("text/event-stream");
  });

  it("limits regenerations and edits like chat, and pinning and the memory note to plans with the memory library", async () => {
    const { a, post, stream, roomId } = await quotaRoom();
    const { events } = await stream("streamReply", { botId: a.botId });
    const msgId = events.at(-1)!.data.msgId;
    const regenerate = () => stream("regenerateReply", { msgId });
    expect((await regenerate()).events.at(-1)?.event).toBe("done");
    expect((await regenerate()).response.json().code).toBe(ResponseCode.QUOTA_EXCEEDED);
    expect((await post("editMessage", { roomId, msgId, content: "Mine now." })).code).toBe(0);
    expect((await post("editMessage", { roomId, msgId, content: "Again." })).code).toBe(
      ResponseCode.QUOTA_EXCEEDED,
    );
    const pinRefused = (await post("pinMessage", { roomId, msgId, pinned: true })).code;
    expect(pinRefused).not.toBe(0);
    expect((await post("pinMessage", { roomId, msgId, pinned: false })).code).toBe(0);
    // A new note is the memory library's; saving the settings with the note as it is stays open.
    expect((await post("update", { roomId, customMemory: "Remember the picnic." })).code).toBe(pinRefused);
    expect((await post("update", { roomId, customMemory: "", name: "Still mine" })).code).toBe(0);
  });
});
