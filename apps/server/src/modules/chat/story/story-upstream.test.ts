import { storyBeats } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../../test/accounts.ts";
import { buildSession } from "../../../../test/factories/sessions.ts";
import type { TestApp } from "../../../../test/harness.ts";
import { streamPost } from "../../../../test/sse.ts";
import { buildStoryBot, SEED_STORY } from "../../../../test/stories.ts";
import {
  appAgainst,
  bodyOf,
  closeUpstream,
  completionChunk,
  localUpstream,
} from "../../../../test/upstream.ts";

/** What the mock model answers next, and the prompts it was sent. */
const replies: string[] = [];
const prompts: string[] = [];
let upstream: Awaited<ReturnType<typeof localUpstream>>;
let harness: TestApp;

beforeAll(async () => {
  upstream = await localUpstream((request, response) => {
    void bodyOf(request).then((body) => {
      prompts.push(body);
      const reply = replies.shift() ?? "Nothing happens.";
      response.writeHead(200, { "content-type": "text/event-stream" });
      // Small pieces, so the action block arrives split across them as a real stream's would.
      for (const piece of reply.match(/[\s\S]{1,7}/g) ?? []) response.write(completionChunk(piece));
      response.write(completionChunk("", "stop"));
      response.end("data: [DONE]\n\n");
    });
  });
  harness = await appAgainst(upstream.url);
});
afterAll(async () => {
  await harness.close();
  await closeUpstream(upstream);
});

async function play() {
  const bot = await buildStoryBot(harness.database.db);
  const account = await buildSession(harness.database.db);
  const opened = await call(harness.app, "POST", "/api/v1/chat/story/openStoryDialogue", {
    token: account.token,
    body: { botId: bot.botId },
  });
  const dialogueId = opened.result.dialogueId as string;
  return async (content: string, reply: string) => {
    replies.push(reply);
    const { events } = await streamPost(
      harness.app,
      "/api/v1/chat/streamChat",
      { botId: bot.botId, dialogueId, content },
      account.token,
    );
    const deltas = events.filter((event) => event.event === "delta").map((event) => event.data.text);
    return { done: events.find((event) => event.event === "done")!.data, shown: deltas.join("") };
  };
}

describe("text adventures on a real model", () => {
  it("sends the narrator prompt: the story, the chapter's beat and the next one, the player's action", async () => {
    const send = await play();
    await send("Grab her hand", "You run.\n\nActions:\n1. A\n2. B\n3. C");
    const prompt = prompts.at(-1)!;
    const beats = storyBeats(SEED_STORY.storyline);
    expect(prompt).toContain(SEED_STORY.title);
    expect(prompt).toContain("second person");
    expect(prompt).toContain(JSON.stringify(beats[0]).slice(1, 40));
    expect(prompt).toContain(JSON.stringify(beats[1]).slice(1, 40));
    expect(prompt).toContain("Grab her hand");
  });

  it.each([
    [
      "numbered under Actions:",
      "Actions:\n1. Climb the bell tower\n2. Ask Seren about the shard\n3. Hide in the mill",
    ],
    [
      "bold options",
      "**Options:**\n1) **Climb the bell tower**\n2) **Ask Seren about the shard**\n3) **Hide in the mill**",
    ],
    ["bullets", "- Climb the bell tower\n- Ask Seren about the shard\n- Hide in the mill"],
  ])("reads actions written as %s, and streams none of them", async (_name, block) => {
    const send = await play();
    const { done, shown } = await send("Look around", `You look around the square. Seren waits.\n\n${block}`);
    expect(done.content).toBe("You look around the square. Seren waits.");
    expect(done.story.actions).toEqual([
      "Climb the bell tower",
      "Ask Seren about the shard",
      "Hide in the mill",
    ]);
    expect(shown).not.toMatch(/bell tower|Options|Actions/);
  });

  it("plays on with derived actions when the reply offers none or too few", async () => {
    const send = await play();
    const none = await send("Wait", "You wait. The snow keeps falling and Seren says nothing.");
    expect(none.done.content).toBe("You wait. The snow keeps falling and Seren says nothing.");
    expect(none.done.story.actions).toHaveLength(3);
    expect(new Set(none.done.story.actions).size).toBe(3);
    const few = await send("Speak", "You speak.\n\nActions:\n1. Shout for help");
    expect(few.done.story.actions[0]).toBe("Shout for help");
    expect(few.done.story.actions).toHaveLength(3);
  });

  it("ends the chapter at the marker, and after at most six turns without it", async () => {
    const send = await play();
    const marked = await send("Run", "You reach the mill.\n\nActions:\n1. A\n2. B\n3. C\n[CHAPTER COMPLETE]");
    expect(marked.done.story).toMatchObject({ chapter: 1, chapterEnded: true });
    expect(marked.done.content).toBe("You reach the mill.");
    let turn = await send("Go on", "You go on.\n\nActions:\n1. A\n2. B\n3. C");
    expect(turn.done.story).toMatchObject({ chapter: 2, chapterEnded: false });
    for (let count = 2; count <= 6; count++)
      turn = await send("Go on", "You go on.\n\nActions:\n1. A\n2. B\n3. C");
    expect(turn.done.story).toMatchObject({ chapter: 2, chapterEnded: true });
  });
});
