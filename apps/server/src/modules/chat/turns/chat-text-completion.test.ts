import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMockLlm } from "../../../../../../scripts/lib/mock-llm.mjs";
import { call } from "../../../../test/accounts.ts";
import { createTestApp } from "../../../../test/harness.ts";
import { openDialogue, sendAs, storedRoles } from "../../../../test/upstream.ts";

/**
 * Chats through a text-completion scene of a MODELS_FILE: the prompt goes out in the scene's
 * instruct template, the reply streams and is stored cut at the stop string.
 */
let mock: Server;
let origin: string;
const prompts: { path: string; prompt: unknown }[] = [];
const directory = mkdtempSync(path.join(tmpdir(), "fable-chat-text-"));

beforeAll(async () => {
  mock = createMockLlm({ tokens: 8 });
  mock.on("request", (request) => {
    let text = "";
    request.on("data", (chunk: Buffer) => {
      text += chunk;
    });
    request.on("end", () =>
      prompts.push({ path: request.url ?? "", prompt: JSON.parse(text || "{}").prompt }),
    );
  });
  await new Promise<void>((resolve) => mock.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(mock.address() as AddressInfo).port}`;
});
afterAll(async () => {
  rmSync(directory, { recursive: true, force: true });
  await new Promise((resolve) => mock.close(resolve));
});
beforeEach(() => {
  prompts.length = 0;
});

/** An app whose only model is a `provider` scene serving `model`, in the ChatML format. */
async function chatThrough(provider: string, baseUrl: string, model: string) {
  const file = path.join(directory, `${provider}-${model}.yaml`);
  writeFileSync(
    file,
    [
      "scenes:",
      "  - id: local",
      "    label: Local model",
      `    provider: ${provider}`,
      `    baseUrl: ${baseUrl}`,
      `    model: ${model}`,
      "    template: chatml",
      "    contextWindow: 8192",
    ].join("\n"),
  );
  return openDialogue(await createTestApp({ env: { MODELS_FILE: file, LLM_TIMEOUT_MS: "5000" } }));
}

describe.each([
  { provider: "llama-cpp", base: "", path: "/completion" },
  { provider: "openai-text", base: "/v1", path: "/v1/completions" },
  { provider: "koboldcpp", base: "", path: "/api/extra/generate/stream" },
])("chatting with a $provider scene", ({ provider, base, path: callPath }) => {
  it("sends a ChatML prompt, streams the reply and stores it without the stop string", async () => {
    // The fake writes <|im_end|> after three words and goes on: Fable must cut the reply there.
    const chat = await chatThrough(provider, `${origin}${base}`, "ignores-stop");
    try {
      const events = await sendAs(chat, "Where does the river go?");
      const streamed = events
        .filter((event) => event.event === "delta")
        .map((event) => (event.data as { text: string }).text)
        .join("");
      expect(streamed).toBe("Once upon a");
      expect(events.at(-1)).toMatchObject({ event: "done", data: { content: "Once upon a" } });

      const sent = prompts.find((request) => request.path === callPath)!;
      expect(sent.prompt).toMatch(/^<\|im_start\|>system\n[\s\S]*<\|im_end\|>\n/);
      expect(sent.prompt).toContain("<|im_start|>user\nWhere does the river go?<|im_end|>\n");
      expect(sent.prompt).toMatch(/<\|im_start\|>assistant\n$/);

      const history = await call(chat.harness.app, "POST", "/api/v1/chat/chatHistory", {
        token: chat.reader.token,
        body: { dialogueId: chat.dialogueId },
      });
      expect(history.result.messages[0]).toMatchObject({ role: "bot", content: "Once upon a" });
    } finally {
      await chat.harness.close();
    }
  });

  it("stores nothing half-written when the model's stream breaks off", async () => {
    const chat = await chatThrough(provider, `${origin}${base}`, "fault-midway");
    try {
      const events = await sendAs(chat, "Go on…");
      expect(events.at(-1)!.event).toBe("error");
      expect(await storedRoles(chat)).toEqual(["bot", "user"]);
    } finally {
      await chat.harness.close();
    }
  });
});
