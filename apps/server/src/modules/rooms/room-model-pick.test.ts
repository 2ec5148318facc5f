import type { Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { buildBot, buildSession } from "../../../test/factories/index.ts";
import type { TestApp } from "../../../test/harness.ts";
import { appAgainst, bodyOf, closeUpstream, localUpstream } from "../../../test/upstream.ts";
import type { ServiceContext } from "../../context.ts";
import { forgetListedBots } from "../bots/index.ts";

/** What the directing call asked, and what the model answers it with. */
const directing: { system: string; prompt: string }[] = [];
let pickAnswer = "Carol";
let upstream: Server & { url: string };
let harness: TestApp;

beforeAll(async () => {
  // An OpenAI-compatible model: the one-call "who speaks next?" gets `pickAnswer`, replies stream a line.
  upstream = await localUpstream((request, response) => {
    void bodyOf(request).then((body) => {
      const parsed = JSON.parse(body) as { stream?: boolean; messages: { role: string; content: string }[] };
      if (parsed.stream) {
        response.writeHead(200, { "content-type": "text/event-stream" });
        const chunk = { choices: [{ index: 0, delta: { content: "Indeed." }, finish_reason: "stop" }] };
        response.end(`data: ${JSON.stringify(chunk)}\n\ndata: [DONE]\n\n`);
        return;
      }
      const system = parsed.messages.find((message) => message.role === "system")?.content ?? "";
      const prompt = parsed.messages.findLast((message) => message.role === "user")?.content ?? "";
      directing.push({ system, prompt });
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          id: "c1",
          model: "mock-model",
          choices: [{ index: 0, message: { role: "assistant", content: pickAnswer }, finish_reason: "stop" }],
        }),
      );
    });
  });
  harness = await appAgainst(upstream.url);
});
afterAll(async () => {
  await harness.close();
  await closeUpstream(upstream);
});
beforeEach(() => {
  directing.length = 0;
});

async function roomOfThree() {
  const names = ["Alice", "Bob", "Carol"];
  const bots = [];
  for (const name of names)
    bots.push(await buildBot(harness.database.db, { name, chats: 1000, intro: `${name} keeps the shop.` }));
  forgetListedBots({ db: harness.database.db } as ServiceContext);
  const account = await buildSession(harness.database.db);
  const post = (url: string, body: object) =>
    call(harness.app, "POST", `/api/room/${url}`, { body, token: account.token });
  const created = await post("create", {
    name: "Shop",
    topic: "inventory",
    botIds: bots.map((bot) => bot.botId),
  });
  expect(created.code, created.message).toBe(0);
  return { post, roomId: created.result.roomId as string, botIds: bots.map((bot) => bot.botId) };
}

describe("who speaks next, with a configured model", () => {
  it("lets the model name the first speaker when the message names nobody", async () => {
    const { post, roomId, botIds } = await roomOfThree();
    const sent = await post("sendMessage", { roomId, content: "What a quiet afternoon it has been." });
    expect(sent.code, sent.message).toBe(0);
    expect(sent.result.reason).toBe("chosen");
    expect(sent.result.speakers[0]).toBe(botIds[2]);
    // The model was shown the roster with each character's introduction, the topic and the message.
    expect(directing).toHaveLength(1);
    expect(directing[0]!.system).toContain("Answer with only the name");
    for (const name of ["Alice", "Bob", "Carol"])
      expect(directing[0]!.prompt).toContain(`- ${name}: ${name} keeps`);
    expect(directing[0]!.prompt).toContain("Topic: inventory");
    expect(directing[0]!.prompt).toContain("What a quiet afternoon it has been.");
  });

  it("does not ask the model when the message names a character, or when one was asked for", async () => {
    const { post, roomId, botIds } = await roomOfThree();
    const named = await post("sendMessage", { roomId, content: "Bob, did the delivery come?" });
    expect(named.result).toMatchObject({ reason: "named", speakers: [botIds[1]] });
    const asked = await post("sendMessage", { roomId, content: "Anyone?", speakerId: botIds[0] });
    expect(asked.result).toMatchObject({ reason: "asked", speakers: [botIds[0]] });
    expect(directing).toHaveLength(0);
  });

  it("falls back to the heuristic when the model names no character of the room", async () => {
    pickAnswer = "Nobody in particular";
    try {
      const { post, roomId, botIds } = await roomOfThree();
      const sent = await post("sendMessage", { roomId, content: "What a quiet afternoon it has been." });
      expect(sent.code, sent.message).toBe(0);
      expect(directing.length).toBeGreaterThan(0);
      expect(sent.result.speakers.length).toBeGreaterThan(0);
      for (const speaker of sent.result.speakers) expect(botIds).toContain(speaker);
    } finally {
      pickAnswer = "Carol";
    }
  });
});
