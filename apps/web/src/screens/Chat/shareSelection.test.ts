import { JOYBOOK_LIMITS } from "@fable/contract";
import { describe, expect, it } from "vitest";
import {
  chosenIds,
  defaultSelection,
  shareableMessages,
  shareProblem,
  toggleSelection,
} from "./shareSelection";
import { testMessage } from "./testMessage";

const messages = (count: number) =>
  Array.from({ length: count }, (_, index) => testMessage(String(index + 1), "bot", `line ${index + 1}`));

describe("share selection", () => {
  it("offers only stored messages with text", () => {
    const list = [
      testMessage("1", "bot", "Hello"),
      testMessage("local-2", "user", "Hi"),
      testMessage("3", "bot", "  "),
    ];
    expect(shareableMessages(list).map((message) => message.msgId)).toEqual(["1"]);
  });

  it("starts with the latest messages, at most a post's worth", () => {
    const selected = defaultSelection(messages(JOYBOOK_LIMITS.messagesMax + 5));
    expect(selected.size).toBe(JOYBOOK_LIMITS.messagesMax);
    expect(selected.has("1")).toBe(false);
    expect(selected.has(String(JOYBOOK_LIMITS.messagesMax + 5))).toBe(true);
  });

  it("toggles a message but never past the limit", () => {
    const one = toggleSelection(new Set(), "4");
    expect([...one]).toEqual(["4"]);
    expect(toggleSelection(one, "4").size).toBe(0);
    const full = defaultSelection(messages(JOYBOOK_LIMITS.messagesMax));
    expect(toggleSelection(full, "999").has("999")).toBe(false);
  });

  it("sends the chosen ids in chat order", () => {
    expect(chosenIds(messages(4), new Set(["3", "1"]))).toEqual(["1", "3"]);
  });

  it("needs a message and a title", () => {
    expect(shareProblem({ selected: new Set(), title: "x" })).toBe("chooseMessages");
    expect(shareProblem({ selected: new Set(["1"]), title: "  " })).toBe("titleRequired");
    expect(shareProblem({ selected: new Set(["1"]), title: "A night at sea" })).toBeNull();
  });
});
