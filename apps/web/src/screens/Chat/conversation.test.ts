import type { ChatMessage } from "@fable/contract";
import { describe, expect, it } from "vitest";
import {
  type ConversationAction,
  type ConversationState,
  canContinue,
  conversationReducer,
  emptyConversation,
  isGreeting,
  isLocalId,
  localId,
  oldestServerId,
  regenerateClearsLater,
  showsSwipes,
  streamingTextFor,
  swipeMove,
} from "./conversation";
import { testMessage } from "./testMessage";

const message = testMessage;

const greeting = message("1", "bot", "Hello, traveller.", {
  swipes: ["Hello, traveller.", "Welcome back."],
});

function run(state: ConversationState, ...actions: ConversationAction[]): ConversationState {
  return actions.reduce(conversationReducer, state);
}

const loaded = (messages: ChatMessage[], hasMore = false) =>
  run(emptyConversation, { type: "loaded", info: { dialogueId: "7", messages, hasMore } });

const send = (content: string, id = localId(1)): ConversationAction => ({
  type: "sendStarted",
  userId: id,
  content,
  createdAt: "2025-05-01T10:01:00.000Z",
});

describe("conversationReducer: sending", () => {
  it("shows the user's message at once, streams the reply, then stores both", () => {
    let state = run(loaded([greeting]), send("Hi there"));
    expect(state.messages.map((m) => m.content)).toEqual(["Hello, traveller.", "Hi there"]);
    expect(isLocalId(state.messages[1]!.msgId)).toBe(true);
    expect(state.stream).toEqual({ kind: "send", userId: localId(1), draft: "" });

    state = run(state, { type: "delta", text: "Well " }, { type: "delta", text: "met." });
    expect(state.stream?.draft).toBe("Well met.");

    const userMessage = message("2", "user", "Hi there");
    state = run(state, { type: "streamDone", done: { ...message("3", "bot", "Well met."), userMessage } });
    expect(state.stream).toBeNull();
    expect(state.messages).toEqual([greeting, userMessage, message("3", "bot", "Well met.")]);
    expect("userMessage" in state.messages[2]!).toBe(false);
  });

  it("keeps the user's message with the server's note when the stream fails", () => {
    const state = run(
      loaded([greeting]),
      send("Hi"),
      { type: "delta", text: "Par" },
      { type: "streamFailed", message: "The server is congested, please try to regenerate" },
    );
    expect(state.stream).toBeNull();
    expect(state.messages.map((m) => m.content)).toEqual(["Hello, traveller.", "Hi"]);
    expect(state.failure).toEqual({
      anchorId: localId(1),
      message: "The server is congested, please try to regenerate",
      reason: "error",
    });
  });

  it("learns the stored id of the failed message from the server", () => {
    let state = run(loaded([greeting]), send("Hi"), { type: "streamFailed", message: "Congested" });
    state = run(state, { type: "synced", messages: [greeting, message("2", "user", "Hi")], hasMore: false });
    expect(state.messages.map((m) => m.msgId)).toEqual(["1", "2"]);
    expect(state.failure?.anchorId).toBe("2");
  });

  it("keeps a message the server never stored, so Regenerate can send it again", () => {
    let state = run(loaded([greeting]), send("Hi"), { type: "streamFailed", message: "Network" });
    state = run(state, { type: "synced", messages: [greeting], hasMore: false });
    expect(state.messages.map((m) => m.msgId)).toEqual(["1", localId(1)]);
    expect(state.failure?.anchorId).toBe(localId(1));
  });

  it("takes the message back when the server refused it before streaming", () => {
    const state = run(loaded([greeting]), send("Hi"), { type: "streamRejected" });
    expect(state.messages).toEqual([greeting]);
    expect(state.stream).toBeNull();
    expect(state.failure).toBeNull();
  });

  it("marks a stopped reply so it can be regenerated", () => {
    const state = run(loaded([greeting]), send("Hi"), { type: "streamFailed", message: "", stopped: true });
    expect(state.failure).toEqual({ anchorId: localId(1), message: "", reason: "stopped" });
  });

  it("sends one message at a time and needs a dialogue", () => {
    const sending = run(loaded([greeting]), send("One"));
    expect(run(sending, send("Two", localId(2)))).toBe(sending);
    expect(run(emptyConversation, send("Hi"))).toBe(emptyConversation);
  });

  it("ignores stray stream events", () => {
    const state = loaded([greeting]);
    expect(run(state, { type: "delta", text: "x" })).toBe(state);
    expect(run(state, { type: "streamDone", done: message("9", "bot", "x") })).toBe(state);
    expect(run(state, { type: "streamFailed", message: "x" })).toBe(state);
  });
});

describe("conversationReducer: regenerating", () => {
  const base = [
    greeting,
    message("2", "user", "Hi"),
    message("3", "bot", "Hey."),
    message("4", "user", "How are you?"),
    message("5", "bot", "Fine."),
  ];

  it("streams into the reply, appends the new swipe and selects it", () => {
    let state = run(
      loaded(base),
      { type: "regenerateStarted", targetId: "5" },
      { type: "delta", text: "Splendid" },
    );
    expect(state.stream).toEqual({ kind: "regenerate", targetId: "5", replyTo: false, draft: "Splendid" });
    const regenerated = message("5", "bot", "Splendid!", { swipes: ["Fine.", "Splendid!"], swipeIndex: 1 });
    state = run(state, { type: "streamDone", done: regenerated });
    expect(state.messages.at(-1)).toEqual(regenerated);
    expect(state.messages).toHaveLength(5);
  });

  it("clears every later message when an earlier reply is regenerated (docs/product.md#chat-turn)", () => {
    const regenerated = message("3", "bot", "Hello!", { swipes: ["Hey.", "Hello!"], swipeIndex: 1 });
    const state = run(
      loaded(base),
      { type: "regenerateStarted", targetId: "3" },
      { type: "streamDone", done: regenerated },
    );
    expect(state.messages.map((m) => m.msgId)).toEqual(["1", "2", "3"]);
    expect(state.messages[2]).toEqual(regenerated);
  });

  it("keeps later messages when the regeneration fails, with the note on the reply", () => {
    const state = run(
      loaded(base),
      { type: "regenerateStarted", targetId: "3" },
      { type: "streamFailed", message: "Congested" },
    );
    expect(state.messages).toEqual(base);
    expect(state.failure).toEqual({ anchorId: "3", message: "Congested", reason: "error" });
  });

  it("leaves a reply as it was when its regeneration is stopped", () => {
    const state = run(
      loaded(base),
      { type: "regenerateStarted", targetId: "5" },
      { type: "delta", text: "Spl" },
      { type: "streamFailed", message: "", stopped: true },
    );
    expect(state.messages).toEqual(base);
    expect(state.failure).toBeNull();
    expect(state.stream).toBeNull();
  });

  it("answers the user's last message after a failed reply", () => {
    const failed = [greeting, message("2", "user", "Hi")];
    let state = run(loaded(failed), { type: "regenerateStarted", targetId: "2" });
    expect(state.stream).toEqual({ kind: "regenerate", targetId: "2", replyTo: true, draft: "" });
    state = run(state, { type: "streamDone", done: message("3", "bot", "Hello again.") });
    expect(state.messages.map((m) => m.msgId)).toEqual(["1", "2", "3"]);
  });

  it("does not start for an unknown message or during another reply", () => {
    const state = loaded(base);
    expect(run(state, { type: "regenerateStarted", targetId: "99" })).toBe(state);
    const busy = run(state, { type: "regenerateStarted", targetId: "5" });
    expect(run(busy, { type: "regenerateStarted", targetId: "3" })).toBe(busy);
  });
});

describe("conversationReducer: continuing the latest reply", () => {
  const reply = message("3", "bot", "*waves* Hello", { swipes: ["Hi.", "*waves* Hello"], swipeIndex: 1 });
  const base = [greeting, message("2", "user", "Hi"), reply];
  const shown = (state: ConversationState) => streamingTextFor(state, state.messages.at(-1)!);

  it("appends the streamed text to the reply, then takes the server's message", () => {
    let state = run(loaded(base), { type: "continueStarted", targetId: "3" });
    expect(state.stream).toEqual({ kind: "continue", targetId: "3", draft: "" });
    expect(shown(state)).toBe("*waves* Hello");

    state = run(state, { type: "delta", text: " there," }, { type: "delta", text: " friend." });
    expect(shown(state)).toBe("*waves* Hello there, friend.");
    // The message itself is untouched until the server answers.
    expect(state.messages.at(-1)).toEqual(reply);

    const continued = message("3", "bot", "*waves* Hello there, friend.", {
      swipes: ["Hi.", "*waves* Hello there, friend."],
      swipeIndex: 1,
    });
    state = run(state, { type: "streamDone", done: continued });
    expect(state.stream).toBeNull();
    expect(state.failure).toBeNull();
    expect(state.messages).toEqual([greeting, base[1], continued]);
    expect(shown(state)).toBeNull();
  });

  it("keeps the original text and notes the failure, retried by continuing again", () => {
    const state = run(
      loaded(base),
      { type: "continueStarted", targetId: "3" },
      { type: "delta", text: " there" },
      { type: "streamFailed", message: "The server is congested, please try to regenerate" },
    );
    expect(state.stream).toBeNull();
    expect(state.messages).toEqual(base);
    expect(state.failure).toEqual({
      anchorId: "3",
      message: "The server is congested, please try to regenerate",
      reason: "error",
      retry: "continue",
    });
    // Continuing again clears the note.
    expect(run(state, { type: "continueStarted", targetId: "3" }).failure).toBeNull();
  });

  it("leaves the reply as it was when stopped or refused", () => {
    const stopped = run(
      loaded(base),
      { type: "continueStarted", targetId: "3" },
      { type: "delta", text: " there" },
      { type: "streamFailed", message: "", stopped: true },
    );
    expect(stopped.messages).toEqual(base);
    expect(stopped.failure).toBeNull();
    expect(stopped.stream).toBeNull();

    const refused = run(loaded(base), { type: "continueStarted", targetId: "3" }, { type: "streamRejected" });
    expect(refused.messages).toEqual(base);
    expect(refused.stream).toBeNull();
  });

  it("only continues the latest bot reply, not the greeting, one reply at a time", () => {
    const state = loaded(base);
    expect(canContinue(state, "3")).toBe(true);
    expect(canContinue(state, "2")).toBe(false);
    expect(run(state, { type: "continueStarted", targetId: "2" })).toBe(state);
    expect(canContinue(loaded([greeting]), "1")).toBe(false);
    expect(canContinue(loaded([greeting, message("2", "user", "Hi")]), "2")).toBe(false);
    const busy = run(state, { type: "continueStarted", targetId: "3" });
    expect(canContinue(busy, "3")).toBe(false);
    expect(run(busy, { type: "continueStarted", targetId: "3" })).toBe(busy);
    expect(run(busy, { type: "regenerateStarted", targetId: "3" })).toBe(busy);
  });

  it("shows a new swipe's text alone while it streams", () => {
    const state = run(
      loaded(base),
      { type: "regenerateStarted", targetId: "3" },
      { type: "delta", text: "Yo" },
    );
    expect(shown(state)).toBe("Yo");
    expect(streamingTextFor(state, base[1]!)).toBeNull();
  });
});

describe("swipes", () => {
  const reply = message("3", "bot", "B", { swipes: ["A", "B", "C"], swipeIndex: 1 });
  const state = loaded([greeting, message("2", "user", "Hi"), reply]);

  it("selects another swipe of the latest reply within bounds", () => {
    const next = run(state, { type: "swipeSelected", msgId: "3", swipeIndex: 2 });
    expect(next.messages.at(-1)).toMatchObject({ swipeIndex: 2, content: "C" });
    expect(run(state, { type: "swipeSelected", msgId: "3", swipeIndex: 3 })).toBe(state);
    expect(run(state, { type: "swipeSelected", msgId: "3", swipeIndex: -1 })).toBe(state);
    expect(run(state, { type: "swipeSelected", msgId: "3", swipeIndex: 0.5 })).toBe(state);
  });

  it("only swipes the latest bot reply", () => {
    expect(run(state, { type: "swipeSelected", msgId: "1", swipeIndex: 1 })).toBe(state);
    expect(showsSwipes(state, "1")).toBe(false);
    expect(showsSwipes(state, "3")).toBe(true);
    expect(swipeMove(state, "1", 1)).toBeNull();
  });

  it("moves left to 0, right to the last swipe, then writes a new one", () => {
    expect(swipeMove(state, "3", -1)).toEqual({ kind: "choose", swipeIndex: 0 });
    expect(swipeMove(state, "3", 1)).toEqual({ kind: "choose", swipeIndex: 2 });
    const first = run(state, { type: "swipeSelected", msgId: "3", swipeIndex: 0 });
    expect(swipeMove(first, "3", -1)).toBeNull();
    const last = run(state, { type: "swipeSelected", msgId: "3", swipeIndex: 2 });
    expect(swipeMove(last, "3", 1)).toEqual({ kind: "regenerate" });
  });

  it("never swipes while a reply is written", () => {
    const busy = run(state, { type: "regenerateStarted", targetId: "3" });
    expect(swipeMove(busy, "3", -1)).toBeNull();
  });

  it("pages the greeting's alternates but never writes a new greeting", () => {
    const opening = loaded([greeting]);
    expect(isGreeting(opening, "1")).toBe(true);
    expect(showsSwipes(opening, "1")).toBe(true);
    expect(swipeMove(opening, "1", 1)).toEqual({ kind: "choose", swipeIndex: 1 });
    const second = run(opening, { type: "swipeSelected", msgId: "1", swipeIndex: 1 });
    expect(second.messages[0]!.content).toBe("Welcome back.");
    expect(swipeMove(second, "1", 1)).toBeNull();
    const single = loaded([message("1", "bot", "Hi")]);
    expect(showsSwipes(single, "1")).toBe(false);
  });

  it("does not take the first loaded message for the greeting when older ones exist", () => {
    const partial = loaded([message("40", "bot", "Later reply")], true);
    expect(isGreeting(partial, "40")).toBe(false);
    expect(swipeMove(partial, "40", 1)).toEqual({ kind: "regenerate" });
  });
});

describe("edits, deletes, pins and history", () => {
  const base = [greeting, message("2", "user", "Hi"), message("3", "bot", "Hey.")];

  it("replaces an edited, rated or pinned message by id", () => {
    const edited = message("2", "user", "Hello");
    const pinned = message("3", "bot", "Hey.", { pinned: true, rating: 1 });
    const state = run(
      loaded(base),
      { type: "messageUpdated", message: edited },
      { type: "messageUpdated", message: pinned },
    );
    expect(state.messages).toEqual([greeting, edited, pinned]);
  });

  it("removes deleted messages and a note that hung on them", () => {
    let state = run(
      loaded(base.slice(0, 2)),
      { type: "regenerateStarted", targetId: "2" },
      { type: "streamFailed", message: "x" },
    );
    expect(state.failure?.anchorId).toBe("2");
    state = run(state, { type: "messagesDeleted", ids: ["2"] });
    expect(state.messages).toEqual([greeting]);
    expect(state.failure).toBeNull();
  });

  it("puts older pages on top without repeats", () => {
    let state = loaded([message("5", "user", "e"), message("6", "bot", "f")], true);
    expect(oldestServerId(state)).toBe("5");
    state = run(state, {
      type: "olderLoaded",
      messages: [message("5", "user", "e"), message("4", "bot", "d"), message("3", "user", "c")],
      hasMore: false,
    });
    expect(state.messages.map((m) => m.msgId)).toEqual(["3", "4", "5", "6"]);
    expect(state.hasMore).toBe(false);
  });

  it("keeps loaded older messages when the newest page is read again", () => {
    let state = loaded([message("5", "user", "e"), message("6", "bot", "f")], true);
    state = run(state, { type: "olderLoaded", messages: [message("4", "bot", "d")], hasMore: true });
    state = run(state, {
      type: "synced",
      messages: [message("5", "user", "e"), message("6", "bot", "g")],
      hasMore: true,
    });
    expect(state.messages.map((m) => m.content)).toEqual(["d", "e", "g"]);
    expect(state.hasMore).toBe(true);
  });

  it("offers a reply to a user message left without one", () => {
    const unanswered = loaded([greeting, message("2", "user", "Hi")]);
    expect(unanswered.failure).toEqual({ anchorId: "2", message: "", reason: "unanswered" });
    const afterDelete = run(loaded(base), { type: "messagesDeleted", ids: ["3"] });
    expect(afterDelete.failure).toEqual({ anchorId: "2", message: "", reason: "unanswered" });
    expect(loaded(base).failure).toBeNull();
  });

  it("asks before regenerating a reply that is not the last", () => {
    const state = loaded(base);
    expect(regenerateClearsLater(state, "1")).toBe(true);
    expect(regenerateClearsLater(state, "3")).toBe(false);
  });

  it("starts over on a new dialogue", () => {
    const busy = run(loaded(base), send("Hi"));
    const fresh = run(busy, {
      type: "loaded",
      info: { dialogueId: "8", messages: [greeting], hasMore: false },
    });
    expect(fresh).toEqual({ ...emptyConversation, dialogueId: "8", messages: [greeting] });
  });
});
