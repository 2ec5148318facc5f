import type { ChatMessage } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { localId } from "./conversation";
import { suggestionAnchor } from "./suggestions";
import { testMessage } from "./testMessage";

const message = testMessage;

const state = (messages: ChatMessage[], extra: { stream?: boolean; dialogueId?: string } = {}) => ({
  dialogueId: extra.dialogueId ?? "7",
  messages,
  stream: extra.stream ? ({ kind: "send", userId: localId(1), draft: "" } as const) : null,
});

describe("suggestionAnchor", () => {
  const reply = message("3", "bot", "Where to?");

  it("anchors suggestions to the latest reply as shown", () => {
    const anchor = suggestionAnchor(state([message("2", "user", "Hi"), reply]));
    expect(anchor).not.toBeNull();
    expect(suggestionAnchor(state([reply]))).toBe(anchor);
  });

  it("moves when the reply, its text or the dialogue changes", () => {
    const anchor = suggestionAnchor(state([reply]));
    expect(suggestionAnchor(state([message("5", "bot", "Where to?")]))).not.toBe(anchor);
    expect(suggestionAnchor(state([message("3", "bot", "Which way?")]))).not.toBe(anchor);
    expect(suggestionAnchor(state([reply], { dialogueId: "8" }))).not.toBe(anchor);
  });

  it("has nothing to suggest while a reply is written or after the user's message", () => {
    expect(suggestionAnchor(state([reply], { stream: true }))).toBeNull();
    expect(suggestionAnchor(state([reply, message("4", "user", "North")]))).toBeNull();
    expect(suggestionAnchor(state([]))).toBeNull();
    expect(suggestionAnchor({ dialogueId: null, messages: [reply], stream: null })).toBeNull();
  });
});
