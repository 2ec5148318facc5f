import { type ChildProcess, spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { ChatMessages } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp } from "../../../test/accounts.ts";
import { CARD_FIXTURES } from "../../../test/fixtures.ts";
import { createTestApp } from "../../../test/harness.ts";
import { parseEvents } from "../../../test/sse.ts";

/** The shared benchmark's OpenAI-compatible mock upstream, beside the fixtures. */
const MOCK_LLM = path.resolve(CARD_FIXTURES, "../../bench/mock-llm.mjs");

/** A local upstream that answers two pieces of a stream and then drops the connection. */
function breakingUpstream(): Promise<Server> {
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(200, { "content-type": "text/event-stream" });
    const chunk = (text: string) =>
      `data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", created: 0, model: "m", choices: [{ index: 0, delta: { content: text }, finish_reason: null }] })}\n\n`;
    response.write(chunk("Half "));
    response.write(chunk("a reply"));
    setTimeout(() => response.destroy(), 20);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

async function startMock(delayMs: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [MOCK_LLM, "--port", "0", "--tokens", "200", "--delay-ms", String(delayMs)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (data: Buffer) => {
      output += data.toString();
      const match = /:(\d{2,5})/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", () => reject(new Error(`mock-llm exited: ${output}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/** A signed-in reader with an open dialogue with a seeded bot, on an app wired to `baseUrl`. */
async function chatAgainst(baseUrl: string) {
  const harness = await createTestApp({
    env: {
      LLM_BASE_URL: `${baseUrl}/v1`,
      LLM_API_KEY: "test",
      LLM_MODEL: "mock-model",
      LLM_TIMEOUT_MS: "5000",
    },
  });
  const reader = await signUp(harness.app);
  const list = await call(harness.app, "POST", "/api/ai/roleInfo/queryBotInfo", { body: { limit: 1 } });
  const botId = String(list.result.list[0].id);
  const entered = await call(harness.app, "POST", "/api/v1/chat/enterDialogueV2", {
    token: reader.token,
    body: { botId },
  });
  return { harness, reader, botId, dialogueId: entered.result.dialogueId as string };
}

async function storedRoles(chat: Awaited<ReturnType<typeof chatAgainst>>) {
  const history = await call(chat.harness.app, "POST", "/api/v1/chat/chatHistory", {
    token: chat.reader.token,
    body: { dialogueId: chat.dialogueId },
  });
  return (history.result.messages as { role: string }[]).map((message) => message.role).reverse();
}

describe("upstream failures", () => {
  let breaking: Server;
  beforeAll(async () => {
    breaking = await breakingUpstream();
  });
  afterAll(() => new Promise((resolve) => breaking.close(resolve)));

  it("a refused connection ends the stream with the spec's message; the user's message is kept", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const chat = await chatAgainst(`http://127.0.0.1:${port}`);
    try {
      const response = await chat.harness.app.inject({
        method: "POST",
        url: "/api/v1/chat/streamChat",
        headers: { authorization: `Bearer ${chat.reader.token}` },
        payload: { botId: chat.botId, dialogueId: chat.dialogueId, content: "Hello?" },
      });
      const events = parseEvents(response.body);
      expect(events.at(-1)).toEqual({ event: "error", data: { code: 1, message: ChatMessages.congested } });
      expect(await storedRoles(chat)).toEqual(["bot", "user"]);
      const plain = await call(chat.harness.app, "POST", "/api/v1/chat/chat", {
        token: chat.reader.token,
        body: { botId: chat.botId, dialogueId: chat.dialogueId, content: "Anyone?" },
      });
      expect(plain.message).toBe(ChatMessages.congested);
      expect((await call(chat.harness.app, "GET", "/readyz")).status).toBe(200);
    } finally {
      await chat.harness.close();
    }
  });

  it("a stream that breaks off mid-reply stores no half reply", async () => {
    const chat = await chatAgainst(`http://127.0.0.1:${(breaking.address() as AddressInfo).port}`);
    try {
      const response = await chat.harness.app.inject({
        method: "POST",
        url: "/api/v1/chat/streamChat",
        headers: { authorization: `Bearer ${chat.reader.token}` },
        payload: { botId: chat.botId, dialogueId: chat.dialogueId, content: "Go on…" },
      });
      const events = parseEvents(response.body);
      expect(events.some((event) => event.event === "delta")).toBe(true);
      expect(events.at(-1)!.event).toBe("error");
      expect(await storedRoles(chat)).toEqual(["bot", "user"]);
    } finally {
      await chat.harness.close();
    }
  });

  it("a client that disconnects aborts the upstream request, and nothing half-written is stored", async () => {
    const mock = await startMock(30);
    const chat = await chatAgainst(mock.url);
    try {
      const address = await chat.harness.app.listen({ port: 0, host: "127.0.0.1" });
      const controller = new AbortController();
      const response = await fetch(`${address}/api/v1/chat/streamChat`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${chat.reader.token}` },
        body: JSON.stringify({
          botId: chat.botId,
          dialogueId: chat.dialogueId,
          content: "Tell me a long story.",
        }),
        signal: controller.signal,
      });
      const reader = response.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first).toContain("event: delta");
      controller.abort();
      await expect
        .poll(
          async () =>
            ((await (await fetch(`${mock.url}/mock/stats`)).json()) as { abortedStreams: number })
              .abortedStreams,
          {
            timeout: 5000,
          },
        )
        .toBe(1);
      expect(await storedRoles(chat)).toEqual(["bot", "user"]);
    } finally {
      mock.child.kill();
      await chat.harness.close();
    }
  });
});
