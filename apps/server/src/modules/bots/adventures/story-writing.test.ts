import { ADVENTURE_LIMITS, AdventureMessages, ChatMessages, ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../../test/accounts.ts";
import { buildSession, type TestAccount } from "../../../../test/factories/index.ts";
import { createTestApp } from "../../../../test/harness.ts";
import {
  answerCompletion,
  appAgainst,
  bodyOf,
  closeUpstream,
  localUpstream,
} from "../../../../test/upstream.ts";
import { parseWrittenField } from "./story-writing.service.ts";

type Harness = Awaited<ReturnType<typeof createTestApp>>;

const draft = {
  title: "The Lighthouse Keeper",
  characterName: "Maren",
  gender: "female",
  characterDescription: "A keeper who has not left Black Reef in ten years.",
  protagonistDescription: "A shipwrecked cartographer.",
  actions: ["", ""],
};

const write = (harness: Harness, path: string, body: object, token: string | null) =>
  call(harness.app, "POST", `/api/ai/roleInfo/generated/${path}`, { body, token });

describe("write it for me with the offline writer", () => {
  let harness: Harness;
  let author: TestAccount;
  beforeAll(async () => {
    harness = await createTestApp();
    author = await buildSession(harness.database.db);
  });
  afterAll(() => harness.close());

  it("writes a background and each chapter field from the draft, within their limits", async () => {
    const background = await write(harness, "background", draft, author.token);
    expect(background.code, background.message).toBe(0);
    expect(background.result.text).toContain("Maren");
    expect(background.result.actions).toBeNull();
    for (const field of ["storyline", "prologue"]) {
      const written = await write(harness, "chapter", { ...draft, field }, author.token);
      expect(written.code, written.message).toBe(0);
      expect(written.result.text.length).toBeGreaterThan(50);
      expect(written.result.text.length).toBeLessThanOrEqual(ADVENTURE_LIMITS.textMax);
    }
    const scene = await write(harness, "chapter", { ...draft, field: "openingScene" }, author.token);
    expect(scene.result.text).toContain("Maren");
    expect(scene.result.actions).toHaveLength(3);
  });

  it("refuses over-long drafts, unknown fields and visitors with clear messages", async () => {
    const long = await write(harness, "background", { storyline: "x".repeat(1001) }, author.token);
    expect(long.status).toBe(400);
    expect(long.message).toContain(AdventureMessages.storylineLength);
    const unknown = await write(harness, "chapter", { ...draft, field: "title" }, author.token);
    expect(unknown.status).toBe(400);
    expect((await write(harness, "background", draft, null)).code).toBe(ResponseCode.NEED_LOGIN);
  });

  it("is bounded per user", async () => {
    const busy = await buildSession(harness.database.db);
    const answers = [];
    for (let index = 0; index < 21; index++) answers.push(await write(harness, "background", {}, busy.token));
    expect(answers.slice(0, 20).every((answer) => answer.code === 0)).toBe(true);
    expect(answers[20]!.status).toBe(429);
  });
});

/** An OpenAI-compatible upstream that answers `state.reply` and records what it was asked. */
function fakeModel() {
  const asked: { messages: { role: string; content: string }[] }[] = [];
  const state = { reply: "", fail: false };
  const start = () =>
    localUpstream((request, response) => {
      void bodyOf(request).then((body) => {
        asked.push(JSON.parse(body));
        answerCompletion(response, state.fail ? null : state.reply);
      });
    });
  return { start, asked, state };
}

describe("write it for me with a configured model", () => {
  const upstream = fakeModel();
  let server: Awaited<ReturnType<typeof upstream.start>>;
  let harness: Harness;
  let author: TestAccount;
  beforeAll(async () => {
    server = await upstream.start();
    harness = await appAgainst(server.url);
    author = await buildSession(harness.database.db);
  });
  afterAll(async () => {
    await harness.close();
    await closeUpstream(server);
  });

  it("asks the model with what the form holds and cleans its answer", async () => {
    upstream.state.reply = 'Background: "Black Reef is the last light before the uncharted sea."';
    const written = await write(harness, "background", draft, author.token);
    expect(written.code, written.message).toBe(0);
    expect(written.result).toEqual({
      text: "Black Reef is the last light before the uncharted sea.",
      actions: null,
    });
    const request = upstream.asked.at(-1)!;
    const prompt = request.messages.map((message) => message.content).join("\n");
    expect(request.messages[0]!.role).toBe("system");
    expect(prompt).toContain("Character name: Maren");
    expect(prompt).toContain("Protagonist (you): A shipwrecked cartographer.");
  });

  it("parses the opening scene's actions, and completes them when the model gives fewer than three", async () => {
    upstream.state.reply =
      'The tower door creaks open and Maren raises her lantern.\n\nActions:\n1. Ask about the lamp\n2. "Step inside"\n3. Run back to the shore';
    const scene = await write(harness, "chapter", { ...draft, field: "openingScene" }, author.token);
    expect(scene.result).toEqual({
      text: "The tower door creaks open and Maren raises her lantern.",
      actions: ["Ask about the lamp", "Step inside", "Run back to the shore"],
    });
    upstream.state.reply = "The tower door creaks open and Maren raises her lantern.";
    const bare = await write(harness, "chapter", { ...draft, field: "openingScene" }, author.token);
    expect(bare.result.text).toBe("The tower door creaks open and Maren raises her lantern.");
    expect(bare.result.actions).toHaveLength(3);
    expect(bare.result.actions.every((action: string) => action.length > 0)).toBe(true);
  });

  it("answers the congestion message when the model fails", async () => {
    upstream.state.fail = true;
    const failed = await write(harness, "chapter", { ...draft, field: "storyline" }, author.token);
    upstream.state.fail = false;
    expect(failed.code).toBe(ResponseCode.FAILED);
    expect(failed.message).toBe(ChatMessages.congested);
  });
});

describe("parseWrittenField", () => {
  it("keeps an answer within the field's limit", () => {
    expect(parseWrittenField("word ".repeat(400), "prologue").text.length).toBeLessThanOrEqual(1000);
  });

  it("keeps a leading phrase that is not a field label", () => {
    expect(parseWrittenField("Night: the sea is black.", "prologue").text).toBe("Night: the sea is black.");
  });
});
