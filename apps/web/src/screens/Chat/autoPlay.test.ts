import { describe, expect, it } from "vitest";
import { replyToAutoPlay } from "./autoPlay";
import { localId } from "./conversation";
import { testMessage } from "./testMessage";

const greeting = testMessage("1", "bot", "Hello.");
const question = testMessage("2", "user", "Hi?");
const reply = testMessage("3", "bot", "Well met.");
const done = { stream: null, failure: null };

describe("replyToAutoPlay", () => {
  it("plays the stored reply once its stream has finished", () => {
    expect(replyToAutoPlay(true, { ...done, messages: [greeting, question, reply] })).toBe("3");
  });

  it("plays nothing while streaming, without a stream just ended, or after a failure", () => {
    const messages = [greeting, question, reply];
    expect(replyToAutoPlay(false, { ...done, messages })).toBeNull();
    expect(
      replyToAutoPlay(true, {
        stream: { kind: "continue", targetId: "3", draft: "" },
        failure: null,
        messages,
      }),
    ).toBeNull();
    expect(
      replyToAutoPlay(true, {
        stream: null,
        failure: { anchorId: "2", message: "The model is busy", reason: "error" },
        messages: [greeting, question],
      }),
    ).toBeNull();
  });

  it("plays nothing when the newest message is the user's or not stored yet", () => {
    expect(replyToAutoPlay(true, { ...done, messages: [greeting, question] })).toBeNull();
    const local = testMessage(localId(4), "bot", "…");
    expect(replyToAutoPlay(true, { ...done, messages: [greeting, local] })).toBeNull();
  });
});
