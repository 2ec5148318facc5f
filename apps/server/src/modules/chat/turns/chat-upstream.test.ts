import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ChatMessages } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../../test/accounts.ts";
import { replyText, startMock } from "../../../../test/mock-llm.ts";
import {
  appAgainst,
  chatAgainst,
  closeUpstream,
  completionChunk,
  localUpstream,
  openDialogue,
  sendAs,
  storedRoles,
} from "../../../../test/upstream.ts";

/** A local upstream that answers two pieces of a stream and then drops the connection. */
function breakingUpstream(): Promise<Server> {
  return localUpstream((_request, response) => {
    response.writeHead(200, { "content-type": "text/event-stream" });
    response.write(completionChunk("Half "));
    response.write(completionChunk("a reply"));
    setTimeout(() => response.destroy(), 20);
  });
}

describe("upstream failures", () => {
  let breaking: Server;
  beforeAll(async () => {
    breaking = await breakingUpstream();
  });
  afterAll(() => closeUpstream(breaking));

  it("a refused connection ends the stream saying the model is unreachable; the user's message is kept", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const chat = await chatAgainst(`http://127.0.0.1:${port}`);
    try {
      const events = await sendAs(chat, "Hello?");
      expect(events.at(-1)).toEqual({
        event: "error",
        data: { code: 1, message: ChatMessages.modelUnreachable },
      });
      expect(await storedRoles(chat)).toEqual(["bot", "user"]);
      const plain = await call(chat.harness.app, "POST", "/api/v1/chat/chat", {
        token: chat.reader.token,
        body: { botId: chat.botId, dialogueId: chat.dialogueId, content: "Anyone?" },
      });
      expect(plain.message).toBe(ChatMessages.modelUnreachable);
      expect((await call(chat.harness.app, "GET", "/readyz")).status).toBe(200);
    } finally {
      await chat.harness.close();
    }
  });

  it("a stream that breaks off mid-reply stores no half reply", async () => {
    const chat = await chatAgainst(`http://127.0.0.1:${(breaking.address() as AddressInfo).port}`);
    try {
      const events = await sendAs(chat, "Go on…");
      expect(events.some((event) => event.event === "delta")).toBe(true);
      expect(events.at(-1)!.event).toBe("error");
      expect(await storedRoles(chat)).toEqual(["bot", "user"]);
    } finally {
      await chat.harness.close();
    }
  });

  it("a client that disconnects aborts the upstream request, and nothing half-written is stored", async () => {
    const mock = await startMock({ delayMs: 30 });
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
      await mock.stop();
      await chat.harness.close();
    }
  });
});

describe("reasoning models", () => {
  let mock: Awaited<ReturnType<typeof startMock>>;
  beforeAll(async () => {
    mock = await startMock({ tokens: 6 });
  });
  afterAll(() => mock.stop());

  for (const model of ["think-tags", "think-field"]) {
    it(`neither streams nor stores a ${model} model's thinking`, async () => {
      const chat = await openDialogue(await appAgainst(mock.url, { LLM_MODEL: model }));
      try {
        const events = await sendAs(chat, "Hello!");
        const streamed = events
          .filter((event) => event.event === "delta")
          .map((event) => JSON.stringify(event.data))
          .join("");
        expect(streamed).not.toMatch(/think|greets|charac/i);
        expect(streamed).toContain("Once");
        const history = await call(chat.harness.app, "POST", "/api/v1/chat/chatHistory", {
          token: chat.reader.token,
          body: { dialogueId: chat.dialogueId },
        });
        const reply = history.result.messages[0];
        expect(reply.role).toBe("bot");
        expect(reply.content).toBe(replyText(6));
      } finally {
        await chat.harness.close();
      }
    });
  }
});
