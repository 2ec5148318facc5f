import { describe, expect, it } from "vitest";
import {
  emptyForm,
  emptyLore,
  formFromEditInfo,
  hasChanges,
  joinKeywords,
  normalizeKeywords,
  parseAge,
  splitKeywords,
  toChangesPayload,
  toCreatePayload,
} from "./form";
import { testEditInfo as editInfo } from "./testEditInfo";

describe("keywords", () => {
  it("split on semicolons, trimmed, without blanks", () => {
    expect(splitKeywords(" castle ;king;; old town ;")).toEqual(["castle", "king", "old town"]);
    expect(splitKeywords(" ; ")).toEqual([]);
  });

  it("join with a semicolon and a space, and round-trip", () => {
    expect(joinKeywords(["castle", " king ", ""])).toBe("castle; king");
    expect(splitKeywords(joinKeywords(["a", "b c"]))).toEqual(["a", "b c"]);
    expect(normalizeKeywords("a;b ;  c")).toBe("a; b; c");
  });
});

describe("parseAge", () => {
  it("is null when blank and a number otherwise, even an invalid one the schema will reject", () => {
    expect(parseAge("  ")).toBeNull();
    expect(parseAge("27")).toBe(27);
    expect(parseAge("1.5")).toBe(1.5);
    expect(parseAge("old")).toBeNaN();
  });
});

describe("toCreatePayload", () => {
  it("always sends the quick fields and the publishing choices, and leaves blank optional fields out", () => {
    expect(toCreatePayload(emptyForm())).toEqual({
      name: "",
      greeting: "",
      intro: "",
      avatar: "",
      hideImageDescription: false,
      visibility: "public",
      definitionVisible: false,
    });
  });

  it("sends what was filled in, with lore entries as the contract takes them", () => {
    const form = {
      ...emptyForm(),
      name: "Luna",
      greeting: "Hello!",
      scenario: "A library",
      gender: "female" as const,
      age: "27",
      speechRate: "fast" as const,
      categoryIds: [1, 2],
      tags: ["books"],
      lore: [{ ...emptyLore(), keywords: "castle; king", content: "Old." }],
    };
    const payload = toCreatePayload(form);
    expect(payload).toMatchObject({
      name: "Luna",
      greeting: "Hello!",
      scenario: "A library",
      gender: "female",
      age: 27,
      speechRate: "fast",
      categoryIds: [1, 2],
      tags: ["books"],
      lore: [
        { keywords: "castle; king", secondaryKeys: "", content: "Old.", enabled: true, constant: false },
      ],
    });
    expect(payload.lore?.[0]).not.toHaveProperty("key");
    expect(payload.lore?.[0]).not.toHaveProperty("id");
    expect(payload).not.toHaveProperty("prompt");
    expect(payload).not.toHaveProperty("voice");
  });
});

describe("formFromEditInfo and toChangesPayload", () => {
  it("fills the form from the edit info", () => {
    const form = formFromEditInfo(editInfo);
    expect(form.age).toBe("27");
    expect(form.gender).toBe("female");
    expect(form.lore[0]).toMatchObject({ id: "7", keywords: "castle; king" });
    expect(form.lore[0]?.key).toBeTruthy();
  });

  it("sends nothing but the bot id when nothing changed", () => {
    const initial = formFromEditInfo(editInfo);
    const payload = toChangesPayload("42", initial, { ...initial });
    expect(payload).toEqual({ botId: "42" });
    expect(hasChanges(payload)).toBe(false);
  });

  it("sends only the changed fields, cleared ones blank", () => {
    const initial = formFromEditInfo(editInfo);
    const payload = toChangesPayload("42", initial, {
      ...initial,
      name: "Luna B",
      scenario: "",
      age: "",
      gender: "",
    });
    expect(payload).toEqual({ botId: "42", name: "Luna B", scenario: "", age: null, gender: null });
    expect(hasChanges(payload)).toBe(true);
  });

  it("sends the whole lore list when an entry changes, keeping the ids of stored entries", () => {
    const initial = formFromEditInfo(editInfo);
    const edited = {
      ...initial,
      lore: [
        { ...initial.lore[0]!, content: "The castle is very old." },
        { ...emptyLore(), keywords: "queen", content: "She rules." },
      ],
    };
    const payload = toChangesPayload("42", initial, edited);
    expect(Object.keys(payload).sort()).toEqual(["botId", "lore"]);
    expect(payload.lore).toEqual([
      {
        id: "7",
        keywords: "castle; king",
        secondaryKeys: "",
        content: "The castle is very old.",
        enabled: true,
        constant: false,
      },
      { keywords: "queen", secondaryKeys: "", content: "She rules.", enabled: true, constant: false },
    ]);
  });
});
