import { describe, expect, it } from "vitest";
import { readBotId } from "./botId";
import { isShown } from "./useValidatedForm";

describe("isShown", () => {
  it("shows nothing before a blur or a submit, everything after a submit", () => {
    expect(isShown("name", new Set())).toBe(false);
    expect(isShown("lore.3.content", "all")).toBe(true);
  });

  it("shows a field's error once it was left, and a row's once any part of it was", () => {
    expect(isShown("name", new Set(["name"]))).toBe(true);
    expect(isShown("greeting", new Set(["name"]))).toBe(false);
    expect(isShown("lore.0.keywords", new Set(["lore.0.content"]))).toBe(false);
    expect(isShown("lore.0.keywords", new Set(["lore.0"]))).toBe(true);
    expect(isShown("alternateGreetings.2", new Set(["alternateGreetings"]))).toBe(true);
  });
});

describe("readBotId", () => {
  it("takes digit ids only", () => {
    expect(readBotId(" 100053 ")).toBe("100053");
    expect(readBotId("abc")).toBeNull();
    expect(readBotId(null)).toBeNull();
    expect(readBotId("1".repeat(19))).toBeNull();
  });
});
