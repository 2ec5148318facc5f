import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ChatMessage } from "@fable/contract";
import { call } from "./accounts.ts";
import { openDialogue as openReaderDialogue } from "./dialogues.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { streamPost } from "./sse.ts";

/** One `data:` event of a streamed OpenAI chat completion carrying `text`. */
export function completionChunk(text: string, finishReason: string | null = null): string {
  const chunk = {
    id: "x",
    object: "chat.completion.chunk",
    created: 0,
    model: "m",
    choices: [{ index: 0, delta: { content: text }, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/** A local OpenAI-compatible upstream that answers every request with `handle`. */
export function localUpstream(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<Server & { url: string }> {
  const server = createServer((request, response) => {
    request.resume();
    handle(request, response);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(Object.assign(server, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
    ),
  );
}

/** Answers a non-streamed chat completion with `content`, or, when it is null, the 500 of an overloaded model. */
export function answerCompletion(response: ServerResponse, content: string | null) {
  response.writeHead(content === null ? 500 : 200, { "content-type": "application/json" });
  const choice = { index: 0, message: { role: "assistant", content }, finish_reason: "stop" };
  response.end(
    JSON.stringify(
      content === null
        ? { error: { message: "overloaded" } }
        : { id: "c1", model: "fake", choices: [choice] },
    ),
  );
}

/** A request's body as text, once all of it has arrived (call it at once in a localUpstream handler). */
export function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

/** Closes a local upstream, cutting connections it still holds open (a hanging reply). */
export function closeUpstream(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** The real app with its default model at `baseUrl`, an OpenAI-compatible endpoint. */
export function appAgainst(baseUrl: string, env: Record<string, string> = {}) {
  return createTestApp({
    env: {
      LLM_BASE_URL: `${baseUrl}/v1`,
      LLM_API_KEY: "test",
      LLM_MODEL: "mock-model",
      LLM_TIMEOUT_MS: "5000",
      ...env,
    },
  });
}

/** A new signed-in reader with an open dialogue with a seeded bot, on `harness`. */
export async function openDialogue(harness: TestApp) {
  return { harness, ...(await openReaderDialogue(harness)) };
}

export type OpenDialogue = Awaited<ReturnType<typeof openDialogue>>;

/** A signed-in reader with an open dialogue with a seeded bot, on an app wired to `baseUrl`. */
export async function chatAgainst(baseUrl: string) {
  return openDialogue(await appAgainst(baseUrl));
}

/** The roles of the dialogue's stored messages, oldest first. */
export async function storedRoles(chat: OpenDialogue) {
  return (await storedMessages(chat)).map((message) => message.role);
}

/** POSTs to a streaming chat route (`/api` + path) as the dialogue's reader; the answer's events. */
export async function streamAs(chat: OpenDialogue, path: string, body: object = {}) {
  const { events } = await streamPost(
    chat.harness.app,
    `/api${path}`,
    { dialogueId: chat.dialogueId, ...body },
    chat.reader.token,
  );
  return events;
}

/** Sends `content` in the dialogue; the streamed events, ending with `done` or `error`. */
export const sendAs = (chat: OpenDialogue, content: string) =>
  streamAs(chat, "/v1/chat/streamChat", { botId: chat.botId, content });

/** The reader picks the model scene their replies come from. */
export async function chooseScene(chat: OpenDialogue, sceneId: string) {
  const chosen = await call(chat.harness.app, "POST", "/api/model/scene/chooseModelScene", {
    token: chat.reader.token,
    body: { sceneId },
  });
  if (chosen.result?.selected !== sceneId) throw new Error(`could not choose ${sceneId}: ${chosen.message}`);
}

/** The dialogue's stored messages as the history API answers them, oldest first. */
export async function storedMessages(chat: OpenDialogue): Promise<ChatMessage[]> {
  const history = await call(chat.harness.app, "POST", "/api/v1/chat/chatHistory", {
    token: chat.reader.token,
    body: { dialogueId: chat.dialogueId },
  });
  return [...(history.result.messages as ChatMessage[])].reverse();
}
