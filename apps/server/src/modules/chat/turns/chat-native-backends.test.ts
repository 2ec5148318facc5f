import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ChatMessages, ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/harness.ts";
import { startMock } from "../../../../test/mock-llm.ts";
import { streamPost } from "../../../../test/sse.ts";
import { openDialogue, storedRoles } from "../../../../test/upstream.ts";

/**
 * A chat through `/chat` with each native backend, configured as an operator would (a models file,
 * the key in the environment), against the mock's Anthropic and Gemini APIs. The dialogue opens with
 * the bot's greeting, so the prompt's first turn is the assistant's: the backends must put a user
 * turn before it, or the (mock) API refuses the call. The Claude scene's preset sets a temperature
 * above Anthropic's 1 and top_p with it, which the API refuses as well unless the backend adapts them.
 */
let mock: Awaited<ReturnType<typeof startMock>>;
let harness: TestApp;
const directory = mkdtempSync(path.join(tmpdir(), "fable-native-backends-"));

beforeAll(async () => {
  mock = await startMock({ tokens: 12 });
  const file = path.join(directory, "models.yaml");
  writeFileSync(
    file,
    [
      `- { id: claude, label: Claude, provider: anthropic, baseUrl: '${mock.url}/v1', model: claude-mock, preset: creative }`,
      `- { id: claude-broken, label: Broken Claude, provider: anthropic, baseUrl: '${mock.url}/v1', model: fault-midway }`,
      `- { id: gemini, label: Gemini, provider: gemini, baseUrl: '${mock.url}/v1beta', model: gemini-mock, preset: balanced }`,
      `- { id: gemini-broken, label: Broken Gemini, provider: gemini, baseUrl: '${mock.url}/v1beta', model: fault-midway }`,
    ].join("\n"),
  );
  harness = await createTestApp({
    env: { MODELS_FILE: file, LLM_API_KEY: "native-key", LLM_TIMEOUT_MS: "5000" },
  });
});
afterAll(async () => {
  await harness?.close();
  await mock?.stop();
  rmSync(directory, { recursive: true, force: true });
});

describe.each([
  ["claude", "claude-broken"],
  ["gemini", "gemini-broken"],
])("chatting with the %s scene", (scene, broken) => {
  it("streams the reply and stores it; a reply that breaks off leaves nothing half-stored", async () => {
    const chat = await openDialogue(harness);
    const choose = (sceneId: string) =>
      call(harness.app, "POST", "/api/model/scene/chooseModelScene", {
        token: chat.reader.token,
        body: { sceneId },
      });
    const send = (content: string) =>
      streamPost(
        harness.app,
        "/api/v1/chat/streamChat",
        { botId: chat.botId, dialogueId: chat.dialogueId, content },
        chat.reader.token,
      );

    expect((await choose(scene)).result.selected).toBe(scene);
    const answered = await send("Hello there.");
    const done = answered.events.at(-1)!;
    expect(done).toMatchObject({ event: "done" });
    expect((done.data as { content: string }).content).toBe(
      "Once upon a time a small fox carried a lantern through the",
    );
    expect(await storedRoles(chat)).toEqual(["bot", "user", "bot"]);

    expect((await choose(broken)).result.selected).toBe(broken);
    const failed = await send("And then?");
    expect(failed.events.some((event) => event.event === "delta")).toBe(true);
    expect(failed.events.at(-1)).toEqual({
      event: "error",
      data: { code: ResponseCode.FAILED, message: ChatMessages.congested },
    });
    expect(await storedRoles(chat)).toEqual(["bot", "user", "bot", "user"]);
  });
});
