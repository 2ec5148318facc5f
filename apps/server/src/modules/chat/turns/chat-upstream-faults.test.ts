import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { ChatMessages, ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../../test/accounts.ts";
import type { TestApp } from "../../../../test/harness.ts";
import { streamPost } from "../../../../test/sse.ts";
import {
  appAgainst,
  closeUpstream,
  completionChunk,
  localUpstream,
  type OpenDialogue,
  openDialogue,
  storedRoles,
} from "../../../../test/upstream.ts";

type Behaviour = (response: ServerResponse, request: IncomingMessage) => void;

const streamHead = { "content-type": "text/event-stream" };

const healthy: Behaviour = (response) => {
  response.writeHead(200, streamHead);
  response.write(completionChunk("All "));
  response.write(completionChunk("well."));
  response.write(completionChunk("", "stop"));
  response.end("data: [DONE]\n\n");
};

const refusing =
  (status: number, message: string): Behaviour =>
  (response) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: { message, type: "invalid_request_error" } }));
  };

const { congested, modelUnreachable } = ChatMessages;

/**
 * Each way an upstream can fail, and what the user reads: a model that cannot be reached at all says
 * so; one that was reached but failed asks for a regeneration. None of them may leave a half reply or
 * an unhealthy server behind.
 */
const faults: [string, Behaviour, string][] = [
  ["never answers (times out before the first byte)", () => {}, modelUnreachable],
  ["refuses the key (401)", refusing(401, "Incorrect API key provided"), modelUnreachable],
  ["does not know the model (404)", refusing(404, "The model `m` does not exist"), modelUnreachable],
  [
    "stalls mid-reply (times out after a piece)",
    (response) => {
      response.writeHead(200, streamHead);
      response.write(completionChunk("Once upon "));
    },
    congested,
  ],
  [
    "sends garbage lines instead of events",
    (response) => {
      response.writeHead(200, streamHead);
      response.write("<html><body>Bad gateway</body></html>\n\n");
      response.write("event without data\nretry: soon\n: a comment\n\n");
      response.end("\u0000\u0001 binary noise\n");
    },
    congested,
  ],
  [
    "sends invalid JSON in a data line",
    (response) => {
      response.writeHead(200, streamHead);
      response.write(completionChunk("Half "));
      response.write('data: {"choices": [{"delta": {"content": "unterminated\n\n');
      response.write(completionChunk("more", "stop"));
      response.end("data: [DONE]\n\n");
    },
    congested,
  ],
  [
    "answers 429 Too Many Requests",
    (response) => {
      response.writeHead(429, { "content-type": "application/json", "retry-after": "20" });
      response.end(JSON.stringify({ error: { message: "Rate limit reached", type: "requests" } }));
    },
    congested,
  ],
  [
    "answers 500 Internal Server Error",
    (response) => {
      response.writeHead(500, { "content-type": "text/plain" });
      response.end("upstream exploded");
    },
    congested,
  ],
];

describe("upstream faults during a streamed reply", () => {
  let behaviour: Behaviour = healthy;
  let upstream: Server & { url: string };
  let harness: TestApp;
  beforeAll(async () => {
    upstream = await localUpstream((request, response) => behaviour(response, request));
    // The shortest timeout the configuration allows keeps the two timeout cases at a second each.
    harness = await appAgainst(upstream.url, { LLM_TIMEOUT_MS: "1000" });
  });
  afterAll(async () => {
    await harness.close();
    await closeUpstream(upstream);
  });

  const send = (chat: OpenDialogue, content: string) =>
    streamPost(
      harness.app,
      "/api/v1/chat/streamChat",
      { botId: chat.botId, dialogueId: chat.dialogueId, content },
      chat.reader.token,
    );

  it.each(faults)(
    "upstream %s: the right message, the user's words kept, no half reply, and the next turn works",
    async (_name, fault, message) => {
      const chat = await openDialogue(harness);
      behaviour = fault;
      const started = performance.now();
      const failed = await send(chat, "Tell me something.");
      // Bounded by the model timeout, not by the upstream's patience.
      expect(performance.now() - started).toBeLessThan(4000);
      expect(failed.response.statusCode).toBe(200);
      expect(failed.events.at(-1)).toEqual({
        event: "error",
        data: { code: ResponseCode.FAILED, message },
      });
      expect(failed.events.some((event) => event.event === "done")).toBe(false);
      expect(await storedRoles(chat)).toEqual(["bot", "user"]);

      behaviour = healthy;
      expect((await call(harness.app, "GET", "/healthz")).status).toBe(200);
      const next = await send(chat, "Try again?");
      expect(next.events.at(-1)).toMatchObject({ event: "done", data: { content: "All well." } });
      expect(await storedRoles(chat)).toEqual(["bot", "user", "user", "bot"]);
    },
  );
});
