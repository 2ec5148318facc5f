import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CARD_FIXTURES, fixturesPresent } from "../../../test/fixtures.ts";
import {
  MAX_PROMPT_CHARS,
  type PictureMessage,
  type PromptCharacter,
  picturePrompt,
} from "./picture-prompt.ts";

/** A card from the fixtures as the bots table holds it (cards.service.ts maps these same fields). */
function botFromCard(
  file: string,
  more: Partial<PromptCharacter> = {},
): PromptCharacter & { scenario: string } {
  const raw = JSON.parse(readFileSync(path.join(CARD_FIXTURES, file), "utf8"));
  const data = raw.data ?? raw;
  return {
    name: data.name,
    description: data.description ?? "",
    personality: data.personality ?? "",
    scenario: data.scenario ?? "",
    gender: null,
    age: null,
    imageStyle: "",
    ...more,
  };
}

const CHAT: PictureMessage[] = [
  { role: "assistant", content: "*waves from the old pier* You made it!" },
  { role: "user", content: "The library was closed today." },
  { role: "assistant", content: "Then let's walk along the shore instead." },
  { role: "user", content: "Sounds good. Send me a selfie at the beach?" },
];

describe.skipIf(!fixturesPresent)("picturePrompt with real cards", () => {
  it("draws Luna from her looks, the scene, the moment and the request, in her style", () => {
    const luna = botFromCard("luna_v3_lore1.json", { gender: "female", age: 27, imageStyle: "anime" });
    const { prompt, negative } = picturePrompt({
      character: luna,
      scene: luna.scenario,
      lastMessages: CHAT,
      request: "a selfie at the beach",
    });
    expect(prompt).toMatch(/^anime style/);
    expect(prompt).toContain("Luna Starweaver, 27-year-old woman");
    expect(prompt).toContain("silver hair");
    expect(prompt).toContain("picture: a selfie at the beach");
    expect(prompt).toContain("setting: the viewer encounters Luna in the Grand Library");
    expect(prompt).toContain("let's walk along the shore instead");
    // Only the last three messages describe the moment.
    expect(prompt).not.toContain("You made it");
    expect(prompt).not.toMatch(/\{\{|\*/);
    expect(prompt.length).toBeLessThanOrEqual(MAX_PROMPT_CHARS);
    expect(negative).toContain("bad hands");
    expect(negative).toContain("photo, realistic");
    expect(negative).toContain("nsfw");
  });

  it("keeps the request whole however long the card (Amanda's is 34 KB)", () => {
    const amanda = botFromCard("amanda_v2_lore1.json", {
      gender: "female",
      age: 24,
      imageStyle: "realistic",
    });
    expect(amanda.description.length).toBeGreaterThan(2000);
    const { prompt, negative } = picturePrompt({
      character: amanda,
      scene: "",
      lastMessages: [],
      request: "a mirror selfie in the tavern",
    });
    expect(prompt.length).toBeLessThanOrEqual(MAX_PROMPT_CHARS);
    expect(prompt).toContain("picture: a mirror selfie in the tavern");
    expect(prompt).toContain("Amanda || Blunt, Depressed Rogue is a 24-year-old human woman");
    expect(prompt).toMatch(/^photorealistic photo/);
    expect(negative).toContain("cartoon, anime");
  });

  it("a card with no looks at all still names the character and asks for a portrait", () => {
    const ai = botFromCard("ai_zh_v3_lore27.json");
    const { prompt } = picturePrompt({ character: ai, scene: "", lastMessages: [], request: "" });
    expect(prompt).toBe("high quality, detailed. 爱, person. picture: a portrait looking at the viewer");
  });
});

describe("picturePrompt rules", () => {
  const base: PromptCharacter = {
    name: "Kai",
    description: "Tall, short black hair, a scar over the left eyebrow.",
    personality: "Quiet and dry-humoured.",
    gender: "male",
    age: 16,
    imageStyle: "pixel",
  };

  it("draws a character younger than 18 by its card as an adult", () => {
    const { prompt } = picturePrompt({ character: base, scene: "", lastMessages: [], request: "" });
    expect(prompt).toContain("Kai, adult man");
    expect(prompt).not.toContain("16");
  });

  it("prefers an appearance field to the description, and the style asked for to the bot's", () => {
    const { prompt, negative } = picturePrompt({
      character: { ...base, age: 30, appearance: "Green jacket, silver earring." },
      scene: "",
      lastMessages: [],
      request: "",
      style: "painting",
    });
    expect(prompt).toContain("looks: Green jacket, silver earring");
    expect(prompt).not.toContain("scar");
    expect(prompt).toMatch(/^oil painting/);
    expect(negative).not.toContain("smooth shading");
  });

  it("leaves nudity out of the negative prompt only where NSFW is allowed", () => {
    const input = { character: base, scene: "", lastMessages: [], request: "" };
    expect(picturePrompt(input).negative).toContain("nsfw, nudity");
    expect(picturePrompt({ ...input, nsfw: true }).negative).not.toContain("nudity");
  });

  it("stays within bounds for hostile sizes", () => {
    const huge = "word ".repeat(200_000);
    const started = performance.now();
    const { prompt } = picturePrompt({
      character: { ...base, description: huge, personality: huge },
      scene: huge,
      lastMessages: Array.from({ length: 1000 }, () => ({ role: "user" as const, content: huge })),
      request: huge,
    });
    expect(prompt.length).toBeLessThanOrEqual(MAX_PROMPT_CHARS);
    expect(prompt).toContain("picture: word word");
    expect(performance.now() - started).toBeLessThan(50);
  });
});
