import { describe, expect, it } from "vitest";
import {
  clearVisitorChat,
  messagesLeft,
  previewRequest,
  readVisitorChat,
  sentCount,
  type VisitorChatState,
  type VisitorTurn,
  visitorChatReducer,
  visitorChatState,
  visitorStorageKey,
  wholeExchanges,
  writeVisitorChat,
} from "./visitorConversation";

const exchange = (user: string, bot: string): VisitorTurn[] => [
  { role: "user", content: user },
  { role: "bot", content: bot },
];

/** A Storage stand-in: a map, optionally refusing every write like a full or blocked store. */
function memoryStorage(refuse = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuse) throw new DOMException("full", "QuotaExceededError");
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}

describe("the visitor's conversation", () => {
  const start = visitorChatState(exchange("Hi", "Ahoy"));

  it("shows the message and the reply as it streams, then keeps the whole exchange", () => {
    let state = visitorChatReducer(start, { type: "sendStarted", content: "Where to?" });
    expect(state.stream).toEqual({ content: "Where to?", draft: "" });
    // A second send while a reply is written changes nothing.
    expect(visitorChatReducer(state, { type: "sendStarted", content: "Again" })).toBe(state);
    state = visitorChatReducer(state, { type: "delta", text: "Down" });
    state = visitorChatReducer(state, { type: "delta", text: "river." });
    expect(state.stream?.draft).toBe("Downriver.");
    state = visitorChatReducer(state, { type: "replied", content: "Downriver.", messagesLeft: 3 });
    expect(state).toEqual({
      messages: [...exchange("Hi", "Ahoy"), ...exchange("Where to?", "Downriver.")],
      stream: null,
      messagesLeft: 3,
    });
  });

  it("keeps a stopped reply that had begun, and drops a turn that got nothing", () => {
    const begun = [
      { type: "sendStarted", content: "Tell me" },
      { type: "delta", text: "Once upon " },
      { type: "stopped" },
    ] as const;
    const stopped = begun.reduce<VisitorChatState>(visitorChatReducer, start);
    expect(stopped.messages.slice(2)).toEqual(exchange("Tell me", "Once upon"));
    expect(stopped.stream).toBeNull();

    const silent = [{ type: "sendStarted", content: "Tell me" }, { type: "stopped" }] as const;
    expect(silent.reduce<VisitorChatState>(visitorChatReducer, start).messages).toEqual(start.messages);
    const failed = [
      { type: "sendStarted", content: "Tell me" },
      { type: "delta", text: "Once" },
      { type: "failed" },
    ] as const;
    expect(failed.reduce<VisitorChatState>(visitorChatReducer, start)).toEqual(start);
  });

  it("ignores stream events when no reply is being written", () => {
    for (const action of [
      { type: "delta", text: "x" },
      { type: "replied", content: "x", messagesLeft: 1 },
      { type: "stopped" },
      { type: "failed" },
    ] as const) {
      expect(visitorChatReducer(start, action)).toBe(start);
    }
  });

  it("sends the conversation so far with the new message", () => {
    expect(previewRequest("42", start.messages, "Next?")).toEqual({
      botId: "42",
      messages: [...exchange("Hi", "Ahoy"), { role: "user", content: "Next?" }],
    });
  });
});

describe("what is left before signing in", () => {
  const two = visitorChatState([...exchange("a", "b"), ...exchange("c", "d")]);

  it("is the per-chat allowance less the messages sent, within what the address has left today", () => {
    expect(sentCount(two.messages)).toBe(2);
    expect(messagesLeft(two, { messagesPerChat: 5, leftToday: null })).toBe(3);
    expect(messagesLeft(two, { messagesPerChat: 5, leftToday: 1 })).toBe(1);
    expect(messagesLeft(two, { messagesPerChat: 2, leftToday: 10 })).toBe(0);
    expect(messagesLeft(two, { messagesPerChat: 1, leftToday: 10 })).toBe(0);
  });

  it("follows what the last reply said, and is unknown before anything said it", () => {
    expect(messagesLeft(visitorChatState([]), undefined)).toBeNull();
    const answered = { ...two, messagesLeft: 0 };
    expect(messagesLeft(answered, undefined)).toBe(0);
    expect(messagesLeft(answered, { messagesPerChat: 5, leftToday: 9 })).toBe(0);
  });
});

describe("keeping the conversation in the tab", () => {
  it("stores it per bot and reads it back", () => {
    const storage = memoryStorage();
    const messages = exchange("Hi", "Ahoy");
    writeVisitorChat(storage, "7", messages);
    expect(readVisitorChat(storage, "7")).toEqual(messages);
    expect(readVisitorChat(storage, "8")).toEqual([]);
    clearVisitorChat(storage, "7");
    expect(storage.items.has(visitorStorageKey("7"))).toBe(false);
  });

  it("reads only whole exchanges the server would accept; anything else counts as none", () => {
    const storage = memoryStorage();
    const keep = (raw: string) => {
      storage.items.set(visitorStorageKey("1"), raw);
      return readVisitorChat(storage, "1");
    };
    expect(keep("not json")).toEqual([]);
    expect(keep(JSON.stringify({ messages: [] }))).toEqual([]);
    expect(keep(JSON.stringify([{ role: "narrator", content: "x" }]))).toEqual([]);
    expect(
      keep(JSON.stringify([...exchange("Hi", "Ahoy"), { role: "user", content: "Unanswered" }])),
    ).toEqual(exchange("Hi", "Ahoy"));
    expect(wholeExchanges([{ role: "bot", content: "first" }, ...exchange("a", "b")])).toEqual([]);
  });

  it("lives without storage when the browser refuses it", () => {
    const full = memoryStorage(true);
    expect(() => writeVisitorChat(full, "1", exchange("Hi", "Ahoy"))).not.toThrow();
    expect(readVisitorChat(null, "1")).toEqual([]);
    expect(() => writeVisitorChat(null, "1", [])).not.toThrow();
  });
});
