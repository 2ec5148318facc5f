import { describe, expect, it } from "vitest";
import {
  AdvancedCharacter,
  BotChanges,
  BotName,
  CharacterMessages,
  Greeting,
  MAX_LORE_ENTRIES,
  QuickCharacter,
  ReviewDecision,
  UploadSignRequest,
} from "./character.ts";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("bot name (docs/product.md#character-rules: 3-20 of letters, digits, _, -, space)", () => {
  it.each(["Wren", "Zephyr-9", "sir_biscuit", "Lin Yuewen", "苏小满呀", "abc", "a".repeat(20)])(
    "accepts %j",
    (name) => {
      expect(BotName.safeParse(name).success).toBe(true);
    },
  );

  it.each([
    "ab",
    "a".repeat(21),
    "Amanda || Blunt",
    "Arleigh, the Assassin",
    "O'Brien",
    "Zoë!",
    "<b>x</b>",
    "   ",
  ])("rejects %j with the rule's message", (name) => {
    expect(messageOf(BotName.safeParse(name))).toBe(CharacterMessages.nameRule);
  });

  it("trims before checking", () => {
    expect(BotName.parse("  Wren  ")).toBe("Wren");
    expect(BotName.safeParse("  ab  ").success).toBe(false);
  });
});

describe("greeting (3-500)", () => {
  it("accepts the bounds and rejects beyond them", () => {
    expect(Greeting.safeParse("Hi!").success).toBe(true);
    expect(Greeting.safeParse("x".repeat(500)).success).toBe(true);
    expect(messageOf(Greeting.safeParse("Hi"))).toBe(CharacterMessages.greetingLength);
    expect(messageOf(Greeting.safeParse("x".repeat(501)))).toBe(CharacterMessages.greetingLength);
    expect(messageOf(Greeting.safeParse("   a   "))).toBe(CharacterMessages.greetingLength);
  });
});

describe("quick and advanced create", () => {
  it("fills defaults for a minimal quick character", () => {
    expect(QuickCharacter.parse({ name: "Wren", greeting: "Hello there" })).toEqual({
      name: "Wren",
      greeting: "Hello there",
      intro: "",
      avatar: "",
    });
  });

  it("caps the prompt at 1000 characters", () => {
    const base = { name: "Wren", greeting: "Hello there" };
    expect(AdvancedCharacter.safeParse({ ...base, prompt: "p".repeat(1000) }).success).toBe(true);
    expect(messageOf(AdvancedCharacter.safeParse({ ...base, prompt: "p".repeat(1001) }))).toBe(
      CharacterMessages.promptLength,
    );
  });

  it("caps numbers at 2147483647", () => {
    const base = { name: "Wren", greeting: "Hello there" };
    expect(AdvancedCharacter.safeParse({ ...base, age: 2147483647 }).success).toBe(true);
    expect(messageOf(AdvancedCharacter.safeParse({ ...base, age: 2147483648 }))).toBe(
      CharacterMessages.numberTooLarge,
    );
    expect(AdvancedCharacter.safeParse({ ...base, age: 1.5 }).success).toBe(false);
  });

  it("splits lore keywords on semicolons and refuses empty ones", () => {
    const parsed = AdvancedCharacter.parse({
      name: "Wren",
      greeting: "Hello there",
      lore: [{ keywords: " Wandering Wood ; compass;; ", content: "A forest that moves." }],
    });
    expect(parsed.lore?.[0]).toEqual({
      keywords: ["Wandering Wood", "compass"],
      content: "A forest that moves.",
      enabled: true,
      constant: false,
    });
    const empty = AdvancedCharacter.safeParse({
      name: "Wren",
      greeting: "Hello there",
      lore: [{ keywords: " ; ", content: "x" }],
    });
    expect(messageOf(empty)).toBe(CharacterMessages.loreKeywords);
  });

  it("lets a constant entry (always inserted) go without keywords, as cards often do", () => {
    const parsed = AdvancedCharacter.parse({
      name: "Wren",
      greeting: "Hello there",
      lore: [
        { keywords: "", content: "The world is flooded.", constant: true, id: "42", secondaryKeys: "a; b" },
      ],
    });
    expect(parsed.lore?.[0]).toMatchObject({
      keywords: [],
      constant: true,
      id: "42",
      secondaryKeys: ["a", "b"],
    });
  });

  it("edits name only the fields they change: no defaults fill the rest", () => {
    expect(BotChanges.parse({ botId: "100001", greeting: "  Welcome back.  " })).toEqual({
      botId: "100001",
      greeting: "Welcome back.",
    });
    expect(messageOf(BotChanges.safeParse({ botId: "1; drop table bots" }))).toBe("botId must be a bot id");
  });

  it("a rejection needs a reason; an approval does not", () => {
    expect(ReviewDecision.safeParse({ botId: "7", decision: "approve" }).success).toBe(true);
    expect(messageOf(ReviewDecision.safeParse({ botId: "7", decision: "reject", reason: "  " }))).toBe(
      CharacterMessages.reviewReasonRequired,
    );
  });

  it("upload requests are checked before any byte is sent", () => {
    expect(
      UploadSignRequest.parse({ s3FileName: "face.png", contentType: "image/png", size: 1000 }).purpose,
    ).toBe("avatar");
    expect(
      messageOf(UploadSignRequest.safeParse({ s3FileName: "face.png", contentType: "image/png", size: 0 })),
    ).toBe("The file is empty");
  });

  it("refuses more lore than the limit with the spec's message", () => {
    const lore = Array.from({ length: MAX_LORE_ENTRIES + 1 }, (_, index) => ({
      keywords: `k${index}`,
      content: "c",
    }));
    expect(messageOf(AdvancedCharacter.safeParse({ name: "Wren", greeting: "Hello there", lore }))).toBe(
      CharacterMessages.loreLimit,
    );
  });
});
