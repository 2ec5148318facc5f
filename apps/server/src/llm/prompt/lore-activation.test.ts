import { describe, expect, it } from "vitest";
import { makeLore } from "../../../test/prompt-inputs.ts";
import { activateLore } from "./lore-activation.ts";
import { DEFAULT_LORE_SETTINGS, type LoreSettings, type PromptLoreEntry } from "./types.ts";

function activatedIds(
  entries: PromptLoreEntry[],
  messages: string[],
  settings: LoreSettings = DEFAULT_LORE_SETTINGS,
): string[] {
  return activateLore(entries, messages, settings).map((entry) => entry.id);
}

function fires(entry: Partial<PromptLoreEntry>, message: string): boolean {
  return activatedIds([makeLore({ id: "x", ...entry })], [message]).length === 1;
}

describe("activateLore: key matching", () => {
  it("matches case-insensitively unless the entry is case-sensitive", () => {
    expect(fires({ keys: ["Dragon"] }, "a DRAGON lands")).toBe(true);
    expect(fires({ keys: ["Dragon"], caseSensitive: true }, "a DRAGON lands")).toBe(false);
    expect(fires({ keys: ["Dragon"], caseSensitive: true }, "a Dragon lands")).toBe(true);
  });

  it("folds case beyond ASCII", () => {
    expect(fires({ keys: ["élodie"] }, "ÉLODIE waves")).toBe(true);
  });

  it("matches whole words by default and substrings when asked", () => {
    expect(fires({ keys: ["cat"] }, "the category list")).toBe(false);
    expect(fires({ keys: ["cat"] }, "the cat, asleep")).toBe(true);
    expect(fires({ keys: ["cat"], matchWholeWords: false }, "the category list")).toBe(true);
    expect(fires({ keys: ["cat"] }, "a category, then the cat")).toBe(true);
    expect(fires({ keys: ["Cat"] }, "CAT")).toBe(true);
  });

  it("knows word boundaries outside ASCII", () => {
    expect(fires({ keys: ["Zürich"] }, "back to Zürichsee")).toBe(false);
    expect(fires({ keys: ["Zürich"] }, "back to Zürich.")).toBe(true);
    expect(fires({ keys: ["café"] }, "a cafés row")).toBe(false);
  });

  it("matches keys that begin or end with punctuation", () => {
    expect(fires({ keys: ["C++"] }, "she writes C++ daily")).toBe(true);
    expect(fires({ keys: ["#quest"] }, "start #quest now")).toBe(true);
  });

  it("matches CJK keys as substrings even with whole words on", () => {
    expect(fires({ keys: ["魔法"] }, "她学会了魔法师的咒语")).toBe(true);
    expect(fires({ keys: ["ドラゴン"] }, "巨大なドラゴンが現れた")).toBe(true);
    expect(fires({ keys: ["고양이"] }, "고양이가 잔다")).toBe(true);
    expect(fires({ keys: ["魔法"] }, "普通的一天")).toBe(false);
  });

  it("ignores empty keys and treats regex metacharacters in plain keys literally", () => {
    expect(fires({ keys: ["", "  "] }, "anything")).toBe(false);
    expect(fires({ keys: ["a.b"] }, "axb")).toBe(false);
    expect(fires({ keys: ["a.b"] }, "see a.b here")).toBe(true);
  });

  it("supports /regex/flags keys, refusing invalid and catastrophic ones", () => {
    expect(fires({ keys: ["/drag(on|ons)/i"] }, "DRAGONS!")).toBe(true);
    expect(fires({ keys: ["/drag(on|ons)/"] }, "DRAGONS!")).toBe(false);
    expect(fires({ keys: ["/[unclosed/"] }, "[unclosed")).toBe(false);
    expect(fires({ keys: ["/(a+)+$/"] }, `${"a".repeat(30)}!`)).toBe(false);
    expect(fires({ keys: ["/(a+)+$/", "beacon"] }, "the beacon")).toBe(true);
  });
});

describe("activateLore: selective logic", () => {
  const selective = (logic: 0 | 1 | 2 | 3) =>
    makeLore({
      id: `logic${logic}`,
      keys: ["sword"],
      secondaryKeys: ["fire", "ice"],
      selective: true,
      selectiveLogic: logic,
    });
  const cases: [0 | 1 | 2 | 3, string, boolean][] = [
    [0, "a sword", false],
    [0, "a sword of fire", true],
    [0, "a sword of fire and ice", true],
    [1, "a sword", true],
    [1, "a sword of fire", true],
    [1, "a sword of fire and ice", false],
    [2, "a sword", true],
    [2, "a sword of fire", false],
    [2, "a sword of fire and ice", false],
    [3, "a sword", false],
    [3, "a sword of fire", false],
    [3, "a sword of fire and ice", true],
  ];
  it.each(cases)("logic %i on %j activates: %s", (logic, message, expected) => {
    expect(activatedIds([selective(logic)], [message]).length === 1).toBe(expected);
  });

  it("never activates without the primary key, whatever the secondary keys say", () => {
    for (const logic of [0, 1, 2, 3] as const) expect(activatedIds([selective(logic)], ["fire"])).toEqual([]);
  });

  it("treats a selective entry without secondary keys as plain, and ignores secondaries when not selective", () => {
    expect(fires({ keys: ["sword"], selective: true, secondaryKeys: [] }, "a sword")).toBe(true);
    expect(
      fires({ keys: ["sword"], selective: false, secondaryKeys: ["fire"], selectiveLogic: 3 }, "a sword"),
    ).toBe(true);
  });

  it("counts a refused regex secondary key as never matching", () => {
    const entry = { keys: ["sword"], selective: true, secondaryKeys: ["fire", "/(a+)+/"] };
    expect(fires({ ...entry, selectiveLogic: 3 }, "a sword of fire aaa")).toBe(false);
    expect(fires({ ...entry, selectiveLogic: 0 }, "a sword of fire")).toBe(true);
  });
});

describe("activateLore: enabled, constant, scan depth", () => {
  it("never activates disabled entries, even constant ones", () => {
    expect(fires({ keys: ["sword"], enabled: false }, "a sword")).toBe(false);
    expect(fires({ constant: true, enabled: false }, "")).toBe(false);
  });

  it("always activates constant entries, even without keys or messages", () => {
    expect(activatedIds([makeLore({ id: "c", constant: true })], [])).toEqual(["c"]);
  });

  it("scans the last two messages by default", () => {
    const entry = makeLore({ id: "d", keys: ["anchor"] });
    expect(activatedIds([entry], ["the anchor", "two", "three"])).toEqual([]);
    expect(activatedIds([entry], ["the anchor", "two"])).toEqual(["d"]);
  });

  it("honours the book's depth and lets an entry override it", () => {
    const messages = ["the anchor", "two", "three", "four"];
    const deep = { ...DEFAULT_LORE_SETTINGS, scanDepth: 4 };
    expect(activatedIds([makeLore({ id: "d", keys: ["anchor"] })], messages, deep)).toEqual(["d"]);
    expect(activatedIds([makeLore({ id: "d", keys: ["anchor"], scanDepth: 4 })], messages)).toEqual(["d"]);
    expect(activatedIds([makeLore({ id: "d", keys: ["anchor"], scanDepth: 1 })], messages, deep)).toEqual([]);
    expect(activatedIds([makeLore({ id: "d", keys: ["four"], scanDepth: 0 })], messages)).toEqual([]);
  });

  it("returns entries in insertion order, ties in list order", () => {
    const entries = [
      makeLore({ id: "late", constant: true, insertionOrder: 9 }),
      makeLore({ id: "early", constant: true, insertionOrder: 1 }),
      makeLore({ id: "tie", constant: true, insertionOrder: 9 }),
    ];
    expect(activatedIds(entries, [])).toEqual(["early", "late", "tie"]);
  });
});

describe("activateLore: recursion", () => {
  const chain = [
    makeLore({ id: "city", keys: ["Port Vael"], content: "Port Vael is ruled by the Tidewarden." }),
    makeLore({ id: "ruler", keys: ["Tidewarden"], content: "The Tidewarden serves the Drowned Court." }),
    makeLore({
      id: "court",
      keys: ["Drowned Court"],
      content: "The Drowned Court meets at the Sunken Bell.",
    }),
    makeLore({ id: "bell", keys: ["Sunken Bell"], content: "The Sunken Bell tolls at low tide." }),
  ];
  const message = ["We sail to Port Vael."];

  it("does not recurse unless the book asks for it", () => {
    expect(activatedIds(chain, message)).toEqual(["city"]);
  });

  it("follows keys through activated content up to the step limit", () => {
    const recursive = (steps: number) => ({
      ...DEFAULT_LORE_SETTINGS,
      recursive: true,
      maxRecursionSteps: steps,
    });
    expect(activatedIds(chain, message, recursive(1))).toEqual(["city", "ruler"]);
    expect(activatedIds(chain, message, recursive(2))).toEqual(["city", "ruler", "court"]);
    expect(activatedIds(chain, message, recursive(10))).toEqual(["city", "ruler", "court", "bell"]);
    expect(activatedIds(chain, message, recursive(0))).toEqual(["city"]);
  });

  it("does not let a preventRecursion entry's content trigger others", () => {
    const guarded = chain.map((entry) =>
      entry.id === "ruler" ? { ...entry, preventRecursion: true } : entry,
    );
    const settings = { ...DEFAULT_LORE_SETTINGS, recursive: true, maxRecursionSteps: 10 };
    expect(activatedIds(guarded, message, settings)).toEqual(["city", "ruler"]);
  });

  it("lets constant entries' content trigger others", () => {
    const entries = [
      makeLore({ id: "always", constant: true, content: "Magic here is called weaving." }),
      makeLore({ id: "weaving", keys: ["weaving"] }),
    ];
    expect(activatedIds(entries, [], { ...DEFAULT_LORE_SETTINGS, recursive: true })).toEqual([
      "always",
      "weaving",
    ]);
  });
});
