import type { RoomMessage } from "@fable/contract";
import { describe, expect, it } from "vitest";
import {
  emptyRoomConversation,
  latestReplyId,
  nextSwipe,
  type RoomAction,
  type RoomConversationState,
  roomReducer,
} from "./roomConversation";

const message = (msgId: string, botId: string | null, content = `text ${msgId}`): RoomMessage => ({
  msgId,
  roomId: "7",
  role: botId ? "bot" : "user",
  botId,
  content,
  swipes: [content],
  swipeIndex: 0,
  swipeInfo: [null],
  pinned: false,
  createdAt: "2026-11-27T09:00:00.000Z",
});

const run = (state: RoomConversationState, ...actions: RoomAction[]) => actions.reduce(roomReducer, state);
const loaded = (messages: RoomMessage[], hasMore = false) =>
  run(emptyRoomConversation, { type: "loaded", roomId: "7", messages, hasMore });

describe("room conversation", () => {
  it("streams each speaker in turn, each reply under its own character", () => {
    let state = run(
      loaded([]),
      { type: "userSent", message: message("local-1", null, "Aria, hello") },
      { type: "userStored", localId: "local-1", message: message("10", null, "Aria, hello") },
      { type: "speakersQueued", speakers: ["1", "2"] },
      { type: "replyStarted", botId: "1" },
      { type: "delta", text: "Hi" },
    );
    expect(state.stream).toEqual({ kind: "reply", botId: "1", draft: "Hi" });
    expect(state.waiting).toEqual(["2"]);
    state = run(
      state,
      { type: "streamDone", done: message("11", "1", "Hi") },
      { type: "replyStarted", botId: "2" },
      { type: "streamDone", done: message("12", "2", "Hello") },
    );
    expect(state.messages.map((m) => [m.msgId, m.botId])).toEqual([
      ["10", null],
      ["11", "1"],
      ["12", "2"],
    ]);
    expect(state.stream).toBeNull();
    expect(state.waiting).toEqual([]);
  });

  it("drops the rest of the queue when a reply fails, and offers that character again", () => {
    const state = run(
      loaded([message("10", null)]),
      { type: "speakersQueued", speakers: ["1", "2", "3"] },
      { type: "replyStarted", botId: "1" },
      { type: "streamFailed", message: "model down" },
    );
    expect(state.waiting).toEqual([]);
    expect(state.failure).toEqual({ botId: "1", message: "model down", reason: "error" });
  });

  it("a stopped new version leaves the reply as it was, with nothing to retry", () => {
    const state = run(
      loaded([message("10", null), message("11", "1")]),
      { type: "regenerateStarted", targetId: "11", botId: "1" },
      { type: "delta", text: "half" },
      { type: "streamFailed", message: "", stopped: true },
    );
    expect(state.failure).toBeNull();
    expect(state.messages.at(-1)?.content).toBe("text 11");
  });

  it("a regenerated reply takes its target's place", () => {
    const regenerated = { ...message("11", "1", "second"), swipes: ["text 11", "second"], swipeIndex: 1 };
    const state = run(
      loaded([message("10", null), message("11", "1")]),
      { type: "regenerateStarted", targetId: "11", botId: "1" },
      { type: "streamDone", done: regenerated },
    );
    expect(state.messages).toHaveLength(2);
    expect(state.messages[1]).toEqual(regenerated);
    expect(nextSwipe(regenerated)).toEqual({ kind: "regenerate" });
    expect(nextSwipe({ ...regenerated, swipeIndex: 0 })).toEqual({ kind: "choose", swipeIndex: 1 });
  });

  it("a refused message is taken back", () => {
    const state = run(
      loaded([]),
      { type: "userSent", message: message("local-1", null) },
      { type: "userRejected", localId: "local-1" },
    );
    expect(state.messages).toEqual([]);
  });

  it("puts older pages on top in order, whichever way the server sends them", () => {
    const state = run(loaded([message("20", null), message("21", "1")], true), {
      type: "olderLoaded",
      messages: [message("19", "2"), message("18", null), message("20", null)],
      hasMore: false,
    });
    expect(state.messages.map((m) => m.msgId)).toEqual(["18", "19", "20", "21"]);
    expect(state.hasMore).toBe(false);
  });

  it("after a failure keeps older messages and takes the server's newest page", () => {
    const state = run(
      loaded([message("5", null), message("6", "1")]),
      { type: "userSent", message: message("local-1", null) },
      { type: "synced", messages: [message("6", "1"), message("7", null)], hasMore: true },
    );
    expect(state.messages.map((m) => m.msgId)).toEqual(["5", "6", "7"]);
    expect(state.hasMore).toBe(false);
  });

  it("only the latest character reply counts as the latest reply", () => {
    expect(latestReplyId(loaded([message("1", null), message("2", "1")]))).toBe("2");
    expect(latestReplyId(loaded([message("1", "1"), message("2", null)]))).toBeNull();
  });
});
