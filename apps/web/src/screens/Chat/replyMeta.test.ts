import type { SwipeInfo } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { type ConversationAction, conversationReducer, emptyConversation, localId } from "./conversation";
import { replyMetaOf } from "./replyMeta";
import { testMessage } from "./testMessage";

const info = (extra: Partial<SwipeInfo> = {}): SwipeInfo => ({
  sceneId: "claude",
  label: "Claude",
  offline: false,
  inputTokens: 120,
  outputTokens: 30,
  counted: false,
  ...extra,
});

describe("replyMetaOf", () => {
  it("names the model only when a fallback answered instead of the chosen one", () => {
    const chosen = testMessage("3", "bot", "Well met.", { swipeInfo: [info()] });
    expect(replyMetaOf(chosen)).toEqual({ reasoning: "", answeredBy: null });
    const fallback = testMessage("3", "bot", "Well met.", {
      swipeInfo: [
        info({ sceneId: "offline", label: "Offline model", offline: true, fallbackFrom: "claude" }),
      ],
    });
    expect(replyMetaOf(fallback).answeredBy).toBe("Offline model");
  });

  it("follows the shown swipe; swipes with nothing known show nothing", () => {
    const message = testMessage("3", "bot", "Second.", {
      swipes: ["First.", "Second."],
      swipeIndex: 1,
      swipeInfo: [null, info({ reasoning: "  The user is tired.\n" })],
    });
    expect(replyMetaOf(message)).toEqual({ reasoning: "The user is tired.", answeredBy: null });
    expect(replyMetaOf({ ...message, swipeIndex: 0, content: "First." })).toEqual({
      reasoning: "",
      answeredBy: null,
    });
    expect(replyMetaOf(testMessage("2", "user", "Hi"))).toEqual({ reasoning: "", answeredBy: null });
  });

  it("shows the reasoning streaming with a new version instead of the stored one", () => {
    const message = testMessage("3", "bot", "Old.", { swipeInfo: [info({ reasoning: "old thoughts" })] });
    expect(replyMetaOf(message, "new thoughts").reasoning).toBe("new thoughts");
  });
});

describe("reasoning while a reply streams", () => {
  it("gathers the reasoning events apart from the reply's text", () => {
    let state = conversationReducer(
      { ...emptyConversation, dialogueId: "7", messages: [testMessage("1", "bot", "Hello")] },
      { type: "sendStarted", userId: localId(1), content: "Hi", createdAt: "" },
    );
    const actions: ConversationAction[] = [
      { type: "reasoning", text: "The user " },
      { type: "reasoning", text: "greets me." },
      { type: "delta", text: "Well met." },
    ];
    state = actions.reduce(conversationReducer, state);
    expect(state.stream).toMatchObject({ draft: "Well met.", reasoning: "The user greets me." });
  });
});
