import { describe, expect, it } from "vitest";
import { COUNTER_FROM, composerKeyAction, messageToSend, showsCounter } from "./composer";
import { MESSAGE_MAX } from "./conversation";

describe("composer", () => {
  it("sends on Enter, types a new line on Shift+Enter and while an IME composes", () => {
    expect(composerKeyAction({ key: "Enter", shiftKey: false, isComposing: false })).toBe("send");
    expect(composerKeyAction({ key: "Enter", shiftKey: true, isComposing: false })).toBe("type");
    expect(composerKeyAction({ key: "Enter", shiftKey: false, isComposing: true })).toBe("type");
    expect(composerKeyAction({ key: "a", shiftKey: false, isComposing: false })).toBe("type");
  });

  it("sends trimmed text, never blanks or more than the limit", () => {
    expect(messageToSend("  hello \n")).toBe("hello");
    expect(messageToSend(" \n ")).toBeNull();
    expect(messageToSend("x".repeat(MESSAGE_MAX))).toHaveLength(MESSAGE_MAX);
    expect(messageToSend("x".repeat(MESSAGE_MAX + 1))).toBeNull();
  });

  it("shows the counter only near the limit", () => {
    expect(MESSAGE_MAX).toBe(4000);
    expect(showsCounter(COUNTER_FROM - 1)).toBe(false);
    expect(showsCounter(COUNTER_FROM)).toBe(true);
    expect(showsCounter(MESSAGE_MAX)).toBe(true);
  });
});
