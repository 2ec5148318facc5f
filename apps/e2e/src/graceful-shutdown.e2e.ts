import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMock } from "../../../scripts/lib/mock-llm-process.mjs";
import { startServer } from "../../../scripts/lib/server-process.mjs";
import { mockModelEnv } from "./mock-model-env.ts";
import { api, signUp } from "./session.ts";

const STREAMS = 4;
const CONGESTED = "The server is congested, please try to regenerate";
const UNAVAILABLE = {
  status: 503,
  body: {
    code: 503,
    message: "The service is unavailable, the server is temporarily overloaded or maintained!",
    result: null,
  },
};

interface Chat {
  botId: string;
  dialogueId: string;
}

/** A streamed reply read as it comes: resolves `started` at the first piece, `ended` with every event. */
function openReply(baseUrl: string, token: string, chat: Chat) {
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const ended = (async () => {
    const response = await fetch(`${baseUrl}/api/v1/chat/streamChat`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...chat, content: "Tell me a long story." }),
    });
    let text = "";
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += decoder.decode(chunk.value, { stream: true });
      if (text.includes("event: delta")) markStarted();
    }
    return {
      endedAt: performance.now(),
      events: text
        .split("\n\n")
        .filter((block) => block.trim())
        .map((block) => ({
          event: /^event: (.*)$/m.exec(block)?.[1],
          data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null"),
        })),
    };
  })();
  return { started, ended };
}

async function storedRoles(baseUrl: string, token: string, chat: Chat) {
  const history = await api<{ messages: { role: string; content: string }[] }>(
    baseUrl,
    "POST",
    "/v1/chat/chatHistory",
    { dialogueId: chat.dialogueId },
    token,
  );
  return history.messages.map((message) => message.role).reverse();
}

/**
 * Starts the built server against a mock model, opens STREAMS replies, sends SIGTERM once each has
 * its first piece, and returns how every stream ended, when, and the exit code.
 */
async function terminateWhileStreaming(
  dataDir: string,
  mock: { delayMs: number; tokens: number },
  graceMs: number,
) {
  const model = await startMock(mock);
  const server = await startServer({
    dataDir,
    env: {
      ...mockModelEnv(model.url),
      QUOTAS: "off",
      SHUTDOWN_GRACE_MS: String(graceMs),
    },
  });
  try {
    const token = await signUp(server.baseUrl, "shutdown");
    const { list } = await api<{ list: { id: string }[] }>(
      server.baseUrl,
      "POST",
      "/ai/roleInfo/queryBotInfo",
      {
        limit: STREAMS,
      },
    );
    const chats: Chat[] = [];
    for (const bot of list.slice(0, STREAMS)) {
      const entered = await api<{ dialogueId: string }>(
        server.baseUrl,
        "POST",
        "/v1/chat/enterDialogueV2",
        { botId: String(bot.id) },
        token,
      );
      chats.push({ botId: String(bot.id), dialogueId: entered.dialogueId });
    }
    const replies = chats.map((chat) => openReply(server.baseUrl, token, chat));
    await Promise.all(replies.map((reply) => reply.started));
    const signalledAt = performance.now();
    const stopping = server.stop();
    // While the streams drain, the server still listens but takes no new work.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const duringShutdown = await fetch(`${server.baseUrl}/api/homePage/getContent`);
    const refused = { status: duringShutdown.status, body: await duringShutdown.json() };
    const exitCode = await stopping;
    const exitedAt = performance.now();
    const ended = await Promise.all(replies.map((reply) => reply.ended));
    return {
      token,
      chats,
      exitCode,
      refused,
      exitMs: exitedAt - signalledAt,
      endMs: ended.map((reply) => reply.endedAt - signalledAt),
      lastEvents: ended.map((reply) => reply.events.at(-1)),
    };
  } finally {
    await server.stop();
    await model.stop();
  }
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "fable-shutdown-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("SIGTERM while replies stream", () => {
  it("lets replies that fit in the grace period finish, then exits 0", async () => {
    // 40 pieces 25 ms apart: each reply needs about a second, well inside 5 s of grace.
    const run = await terminateWhileStreaming(dataDir, { delayMs: 25, tokens: 40 }, 5000);
    expect(run.exitCode).toBe(0);
    expect(run.refused).toEqual(UNAVAILABLE);
    expect(run.lastEvents.map((event) => event?.event)).toEqual(run.chats.map(() => "done"));
    expect(Math.max(...run.endMs)).toBeLessThan(5000);

    const reopened = await startServer({ dataDir, env: { DATABASE_URL: "" } });
    try {
      for (const chat of run.chats)
        expect(await storedRoles(reopened.baseUrl, run.token, chat)).toEqual(["bot", "user", "bot"]);
    } finally {
      expect(await reopened.stop()).toBe(0);
    }
  });

  it("ends longer replies with the spec's message after the grace period, stores no half reply, exits 0", async () => {
    // 200 pieces 50 ms apart would take 10 s; the grace period is 1 s.
    const run = await terminateWhileStreaming(dataDir, { delayMs: 50, tokens: 200 }, 1000);
    expect(run.exitCode).toBe(0);
    expect(run.refused).toEqual(UNAVAILABLE);
    for (const event of run.lastEvents)
      expect(event).toEqual({ event: "error", data: { code: 1, message: CONGESTED } });
    expect(Math.max(...run.endMs)).toBeLessThan(3000);
    expect(run.exitMs).toBeLessThan(5000);

    // The data directory opens again, and each dialogue holds the user's message but no half reply.
    const reopened = await startServer({ dataDir, env: { DATABASE_URL: "" } });
    try {
      for (const chat of run.chats)
        expect(await storedRoles(reopened.baseUrl, run.token, chat)).toEqual(["bot", "user"]);
    } finally {
      expect(await reopened.stop()).toBe(0);
    }
  });
});
