import type { StreamDone } from "@fable/contract";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("sonner", () => ({ toast: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }));

import { chatRoutes } from "@fable/contract/routes/chat";
import { api } from "../../api";
import type { StreamHandlers } from "../../api/stream";
import { initI18n } from "../../i18n";
import {
  type ConversationAction,
  conversationReducer,
  emptyConversation,
  localId,
  streamingTextFor,
} from "./conversation";
import { streamTurn } from "./streamTurn";
import { testMessage } from "./testMessage";

type Handlers = StreamHandlers<StreamDone>;
/** The screen's three streaming calls, through the route table as the screen makes them. */
const send = (handlers: Handlers) =>
  api.stream(chatRoutes.streamChat, { body: { botId: "1", dialogueId: "7", content: "Hi" } }, handlers);
const regenerate = (handlers: Handlers) =>
  api.stream(chatRoutes.regenerateStreamChat, { body: { dialogueId: "7", msgId: "3" } }, handlers);
const continueReply = (handlers: Handlers) =>
  api.stream(chatRoutes.continueStreamChat, { body: { dialogueId: "7", msgId: "3" } }, handlers);

const fetchMock = vi.fn<typeof fetch>();

const stored = testMessage;

/** A text/event-stream answer delivered in the given chunks (split anywhere). */
function eventStream(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream; charset=utf-8" } });
}

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

function recorder() {
  const actions: ConversationAction[] = [];
  return { actions, dispatch: (action: ConversationAction) => actions.push(action) };
}

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("streamTurn over the chat routes' streams", () => {
  it("turns delta pieces and done into actions that store both messages", async () => {
    const reply = stored("3", "bot", "Well met.");
    const userMessage = stored("2", "user", "Hi");
    const text =
      frame("delta", { text: "Well " }) +
      frame("delta", { text: "met." }) +
      frame("done", { ...reply, userMessage });
    fetchMock.mockResolvedValueOnce(eventStream([text.slice(0, 17), text.slice(17, 40), text.slice(40)]));
    const { actions, dispatch } = recorder();

    const outcome = await streamTurn(send, dispatch, new AbortController().signal);

    expect(outcome).toEqual({ kind: "done" });
    expect(actions).toEqual([
      { type: "delta", text: "Well " },
      { type: "delta", text: "met." },
      { type: "streamDone", done: { ...reply, userMessage } },
    ]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain("/api/v1/chat/streamChat");
    expect(init?.method).toBe("POST");

    let state = conversationReducer(
      { ...emptyConversation, dialogueId: "7", messages: [stored("1", "bot", "Hello")] },
      { type: "sendStarted", userId: localId(1), content: "Hi", createdAt: "" },
    );
    state = actions.reduce(conversationReducer, state);
    expect(state.messages.map((m) => `${m.msgId}:${m.content}`)).toEqual(["1:Hello", "2:Hi", "3:Well met."]);
  });

  it("passes reasoning events on as reasoning, never as reply text", async () => {
    const reply = stored("3", "bot", "Well met.");
    fetchMock.mockResolvedValueOnce(
      eventStream([
        frame("reasoning", { text: "The user greets me." }),
        frame("delta", { text: "Well met." }),
        frame("done", reply),
      ]),
    );
    const { actions, dispatch } = recorder();
    await streamTurn(regenerate, dispatch, new AbortController().signal);
    expect(actions.slice(0, 2)).toEqual([
      { type: "reasoning", text: "The user greets me." },
      { type: "delta", text: "Well met." },
    ]);
  });

  it("reports an error event as a failed turn with the server's message", async () => {
    fetchMock.mockResolvedValueOnce(
      eventStream([
        frame("delta", { text: "Par" }),
        frame("error", { code: 1, message: "The server is congested, please try to regenerate" }),
      ]),
    );
    const { actions, dispatch } = recorder();
    const outcome = await streamTurn(send, dispatch, new AbortController().signal);
    expect(outcome.kind).toBe("failed");
    expect(actions.at(-1)).toEqual({
      type: "streamFailed",
      message: "The server is congested, please try to regenerate",
    });
  });

  it("reports an envelope answer before the stream as rejected (nothing stored)", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          code: 400,
          message: "Beep! Some words in your input might need tweaks",
          result: null,
        }),
        {
          status: 400,
          headers: { "Content-Type": "application/json" },
        },
      ),
    );
    const { actions, dispatch } = recorder();
    const outcome = await streamTurn(send, dispatch, new AbortController().signal);
    expect(outcome.kind).toBe("rejected");
    expect(outcome.kind === "rejected" && outcome.error.message).toBe(
      "Beep! Some words in your input might need tweaks",
    );
    expect(actions).toEqual([{ type: "streamRejected" }]);
  });

  it("ends as stopped when the user aborts, without an error", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(async (_url, init) => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(encoder.encode(frame("delta", { text: "Once upon" })));
          init?.signal?.addEventListener("abort", () =>
            stream.error(new DOMException("Aborted", "AbortError")),
          );
          setTimeout(() => controller.abort(), 5);
        },
      });
      return new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } });
    });
    const { actions, dispatch } = recorder();
    const outcome = await streamTurn(regenerate, dispatch, controller.signal);
    expect(outcome).toEqual({ kind: "stopped" });
    expect(String(fetchMock.mock.calls[0]![0])).toContain("/api/v2/chat/regenerateStreamChat");
    expect(actions).toEqual([
      { type: "delta", text: "Once upon" },
      { type: "streamFailed", message: "", stopped: true },
    ]);
  });

  it("continues the latest reply: deltas extend its text, done replaces it", async () => {
    const reply = stored("3", "bot", "*bows* Welcome");
    const continued = {
      ...reply,
      content: "*bows* Welcome, traveller.",
      swipes: ["*bows* Welcome, traveller."],
    };
    fetchMock.mockResolvedValueOnce(
      eventStream([
        frame("delta", { text: ", travel" }),
        frame("delta", { text: "ler." }),
        frame("done", continued),
      ]),
    );
    let state = conversationReducer(
      {
        ...emptyConversation,
        dialogueId: "7",
        messages: [stored("1", "bot", "Hello"), stored("2", "user", "Hi"), reply],
      },
      { type: "continueStarted", targetId: "3" },
    );
    const seen: string[] = [];
    const outcome = await streamTurn(
      continueReply,
      (action) => {
        state = conversationReducer(state, action);
        if (state.stream) seen.push(streamingTextFor(state, reply) ?? "");
      },
      new AbortController().signal,
    );
    expect(outcome).toEqual({ kind: "done" });
    expect(String(fetchMock.mock.calls[0]![0])).toContain("/api/v2/chat/continueStreamChat");
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ dialogueId: "7", msgId: "3" });
    expect(seen).toEqual(["*bows* Welcome, travel", "*bows* Welcome, traveller."]);
    expect(state.stream).toBeNull();
    expect(state.messages.at(-1)).toEqual(continued);
  });

  it("treats a done event without a message as a failure", async () => {
    fetchMock.mockResolvedValueOnce(eventStream([frame("done", null)]));
    const { actions, dispatch } = recorder();
    const outcome = await streamTurn(send, dispatch, new AbortController().signal);
    expect(outcome.kind).toBe("failed");
    expect(actions).toEqual([{ type: "streamFailed", message: "" }]);
  });
});
