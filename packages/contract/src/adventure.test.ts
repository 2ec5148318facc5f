import { describe, expect, it } from "vitest";
import {
  ADVENTURE_LIMITS,
  AdventureChanges,
  AdventureDraft,
  AdventureForm,
  AdventureMessages,
  GenerateChapterRequest,
} from "./adventure.ts";
import { CharacterMessages } from "./character.ts";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

const valid = {
  title: "The Lighthouse Keeper",
  characterName: "Maren",
  gender: "female",
  age: 34,
  avatar: "/uploads/avatars/maren.webp",
  characterDescription: "A keeper who has not left the rock in ten years.",
  protagonistDescription: "A shipwrecked cartographer with a waterlogged map.",
  storyline: "You wash ashore. Maren hides a secret. The lamp fails on the third night.",
  openingScene: "Cold surf drags you onto black rocks beneath a dark tower.",
  actions: ["Call for help", "Climb toward the tower", "Search the wreckage"],
  background: "A lighthouse on a reef at the edge of the charted sea.",
  briefIntro: "Survive three nights with a keeper who lies.",
  visibility: "public",
  prologue: "The storm took your ship and left you the sea.",
};

/** Each length-limited text field: its limit and the message both ends answer. */
const TEXT_FIELDS = [
  ["title", ADVENTURE_LIMITS.titleMax, AdventureMessages.titleLength],
  ["characterName", ADVENTURE_LIMITS.characterNameMax, AdventureMessages.characterNameLength],
  ["characterDescription", 1000, AdventureMessages.characterDescriptionLength],
  ["protagonistDescription", 1000, AdventureMessages.protagonistLength],
  ["storyline", 1000, AdventureMessages.storylineLength],
  ["openingScene", 1000, AdventureMessages.openingSceneLength],
  ["background", 1000, AdventureMessages.backgroundLength],
  ["briefIntro", 200, AdventureMessages.briefIntroLength],
  ["prologue", 1000, AdventureMessages.prologueLength],
] as const;

describe("the adventure form (spec §5 Adventure)", () => {
  it("accepts a complete adventure, trimmed, public by default", () => {
    const { visibility: _visibility, ...rest } = valid;
    const parsed = AdventureForm.parse({ ...rest, title: "  The Lighthouse Keeper  " });
    expect(parsed.title).toBe("The Lighthouse Keeper");
    expect(parsed.visibility).toBe("public");
    expect(parsed.categoryIds).toEqual([]);
  });

  describe.each(TEXT_FIELDS)("%s", (field, max, message) => {
    it(`accepts 1 and ${max} characters`, () => {
      expect(AdventureForm.safeParse({ ...valid, [field]: "x" }).success).toBe(true);
      expect(AdventureForm.safeParse({ ...valid, [field]: "x".repeat(max) }).success).toBe(true);
    });
    it(`refuses empty, blank and ${max + 1} characters with its message`, () => {
      expect(messageOf(AdventureForm.safeParse({ ...valid, [field]: "" }))).toBe(message);
      expect(messageOf(AdventureForm.safeParse({ ...valid, [field]: "   " }))).toBe(message);
      expect(messageOf(AdventureForm.safeParse({ ...valid, [field]: "x".repeat(max + 1) }))).toBe(message);
    });
    it("counts the trimmed text", () => {
      expect(AdventureForm.safeParse({ ...valid, [field]: `  ${"x".repeat(max)}  ` }).success).toBe(true);
    });
  });

  it("needs exactly three actions of 1-100 characters each", () => {
    const withActions = (actions: string[]) => AdventureForm.safeParse({ ...valid, actions });
    expect(withActions(["a", "b", "x".repeat(100)]).success).toBe(true);
    expect(messageOf(withActions(["a", "b", "x".repeat(101)]))).toBe(AdventureMessages.actionLength);
    expect(messageOf(withActions(["a", "", "c"]))).toBe(AdventureMessages.actionLength);
    expect(messageOf(withActions(["a", "b"]))).toBe(AdventureMessages.actionCount);
    expect(messageOf(withActions(["a", "b", "c", "d"]))).toBe(AdventureMessages.actionCount);
  });

  it("needs a gender and an avatar, and bounds the age like a bot's", () => {
    expect(messageOf(AdventureForm.safeParse({ ...valid, gender: undefined }))).toBe(
      AdventureMessages.genderRequired,
    );
    expect(messageOf(AdventureForm.safeParse({ ...valid, gender: "robot" }))).toBe(
      AdventureMessages.genderRequired,
    );
    expect(messageOf(AdventureForm.safeParse({ ...valid, avatar: " " }))).toBe(
      AdventureMessages.avatarRequired,
    );
    expect(AdventureForm.safeParse({ ...valid, age: null }).success).toBe(true);
    expect(AdventureForm.safeParse({ ...valid, age: 2147483647 }).success).toBe(true);
    expect(messageOf(AdventureForm.safeParse({ ...valid, age: 2147483648 }))).toBe(
      CharacterMessages.numberTooLarge,
    );
  });

  it("takes at most five categories and a known visibility", () => {
    expect(AdventureForm.safeParse({ ...valid, categoryIds: [1, 2, 3, 4, 5] }).success).toBe(true);
    expect(messageOf(AdventureForm.safeParse({ ...valid, categoryIds: [1, 2, 3, 4, 5, 6] }))).toBe(
      CharacterMessages.tooManyCategories,
    );
    expect(AdventureForm.safeParse({ ...valid, visibility: "friends" }).success).toBe(false);
  });

  it("edits name the bot by its id", () => {
    expect(AdventureChanges.safeParse({ ...valid, botId: "100001" }).success).toBe(true);
    expect(messageOf(AdventureChanges.safeParse({ ...valid, botId: "abc" }))).toBe(
      CharacterMessages.botIdFormat,
    );
  });
});

describe("the draft that 'write it for me' reads", () => {
  it("takes an empty or partly written form", () => {
    expect(AdventureDraft.safeParse({}).success).toBe(true);
    expect(AdventureDraft.safeParse({ title: "", actions: ["", "Run"] }).success).toBe(true);
  });

  it("still refuses text over the form's limits", () => {
    expect(messageOf(AdventureDraft.safeParse({ storyline: "x".repeat(1001) }))).toBe(
      AdventureMessages.storylineLength,
    );
    expect(messageOf(AdventureDraft.safeParse({ title: "x".repeat(51) }))).toBe(
      AdventureMessages.titleLength,
    );
  });

  it("writes only the storyline, the prologue or the opening scene", () => {
    expect(GenerateChapterRequest.safeParse({ field: "prologue" }).success).toBe(true);
    expect(GenerateChapterRequest.safeParse({ field: "title" }).success).toBe(false);
    expect(GenerateChapterRequest.safeParse({}).success).toBe(false);
  });
});
