import type { Server } from "node:http";
import { ChatMessages, RoomMessages } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildBot, buildSession } from "../../../test/factories/index.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { LONG_CHAT_FACTS } from "../../../test/long-chat-facts.ts";
import { streamPost } from "../../../test/sse.ts";
import { appAgainst, bodyOf, closeUpstream, localUpstream } from "../../../test/upstream.ts";
import type { ServiceContext } from "../../context.ts";
import { forgetListedBots } from "../bots/index.ts";

/** A tiny context window, so a dozen exchanges overflow it. */
const SMALL_WINDOW = { QUOTAS: "off", LLM_CONTEXT_WINDOW: "1024", LLM_MAX_REPLY_TOKENS: "128" };

/** A room of two characters on `harness`, and calls made as its owner. */
async function roomOnApp(harness: TestApp) {
  const bots = [];
  for (const name of ["Alice", "Bob"])
    bots.push(
      await buildBot(harness.database.db, {
        name,
        chats: 1000,
        greeting: `${name} waves.`,
        // A long card fills most of the small window, as a real one does a real window.
        description: `${name} keeps the village's weather journal and walks the cliffs at dawn. `.repeat(32),
      }),
    );
  forgetListedBots({ db: harness.database.db } as ServiceContext);
  const account = await buildSession(harness.database.db);
  const post = (url: string, body: object) =>
    call(harness.app, "POST", `/api/room/${url}`, { body, token: account.token });
  const created = await post("create", { name: "Porch", botIds: bots.map((bot) => bot.botId) });
  expect(created.code, created.message).toBe(0);
  const roomId = created.result.roomId as string;
  const botId = bots[0]!.botId;
  const memory = async () =>
    (await call(harness.app, "GET", `/api/room/memory?roomId=${roomId}`, { token: account.token })).result;
  /** The user says `content` to Alice, and Alice answers. */
  const exchange = async (content: string) => {
    const sent = await post("sendMessage", { roomId, content, speakerId: botId });
    expect(sent.code, sent.message).toBe(0);
    const { events } = await streamPost(
      harness.app,
      "/api/room/streamReply",
      { roomId, botId },
      account.token,
    );
    expect(events.at(-1)?.event).toBe("done");
    return sent.result.message.msgId as string;
  };
  return { account, post, roomId, memory, exchange };
}

describe("a long room, on the offline engine", () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ env: { OFFLINE_MODEL_DELAY_MS: "0", ...SMALL_WINDOW } });
  });
  afterAll(() => harness.close());

  it("condenses the messages that no longer fit into the room's summary, led by who said them", async () => {
    const room = await roomOnApp(harness);
    expect((await room.memory()).summary).toBe("");
    for (const fact of LONG_CHAT_FACTS) await room.exchange(fact);
    const { summary } = await room.memory();
    expect(summary).toContain(
      `${room.account.user.userName}: My sister is called Juniper and she keeps bees.`,
    );
    // The room's opening greeting was the first message to fall out, and the character is named.
    expect(summary).toContain("Alice: Alice waves.");
  });

  it("lists pins and the memory note; the note keeps its limit; another user's room does not exist", async () => {
    const room = await roomOnApp(harness);
    const msgId = await room.exchange("The key is under the blue flowerpot.");
    expect((await room.post("pinMessage", { roomId: room.roomId, msgId, pinned: true })).code).toBe(0);
    const saved = await room.post("update", {
      roomId: room.roomId,
      customMemory: "  We are planning a picnic.  ",
    });
    expect(saved.code, saved.message).toBe(0);
    const tooLong = await room.post("update", { roomId: room.roomId, customMemory: "x".repeat(2001) });
    expect(tooLong).toMatchObject({
      status: 400,
      message: expect.stringContaining(ChatMessages.memoryTooLong),
    });

    const memory = await room.memory();
    expect(memory.customMemory).toBe("We are planning a picnic.");
    expect(memory.pins).toHaveLength(1);
    expect(memory.pins[0]).toMatchObject({
      msgId,
      role: "user",
      content: "The key is under the blue flowerpot.",
    });

    const stranger = await buildSession(harness.database.db);
    const peek = await call(harness.app, "GET", `/api/room/memory?roomId=${room.roomId}`, {
      token: stranger.token,
    });
    expect(peek).toMatchObject({ status: 404, message: RoomMessages.roomNotFound });
  });
});

describe("a long room, with a configured model", () => {
  /** The system message of every reply the model was asked to write. */
  const prompts: string[] = [];
  let upstream: Server & { url: string };
  let harness: TestApp;
  beforeAll(async () => {
    upstream = await localUpstream((request, response) => {
      void bodyOf(request).then((body) => {
        const parsed = JSON.parse(body) as { messages: { role: string; content: string }[] };
        prompts.push(parsed.messages.find((message) => message.role === "system")?.content ?? "");
        response.writeHead(200, { "content-type": "text/event-stream" });
        const chunk = {
          choices: [
            {
              index: 0,
              delta: { content: "Indeed, I will remember that for a long while." },
              finish_reason: "stop",
            },
          ],
        };
        response.end(`data: ${JSON.stringify(chunk)}\n\ndata: [DONE]\n\n`);
      });
    });
    harness = await appAgainst(upstream.url, SMALL_WINDOW);
  });
  afterAll(async () => {
    await harness.close();
    await closeUpstream(upstream);
  });

  it("sends the model the summary of what fell out of the window, with the memory note", async () => {
    const room = await roomOnApp(harness);
    await room.post("update", { roomId: room.roomId, customMemory: "We are planning a picnic." });
    for (const fact of LONG_CHAT_FACTS) await room.exchange(fact);
    expect((await room.memory()).summary).toContain("My sister is called Juniper");
    // The first prompts had nothing to remember yet; the last carries the summary and the note.
    expect(prompts[0]).not.toContain("Juniper");
    expect(prompts.at(-1)).toContain("My sister is called Juniper and she keeps bees.");
    expect(prompts.at(-1)).toContain("We are planning a picnic.");
  });
});
