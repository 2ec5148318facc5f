import { ADVENTURE_LIMITS, storyBeats } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { cjkShare } from "../text.ts";
import { writeStoryField } from "./index.ts";

const draft = {
  title: "The Drowned Archive",
  characterName: "Ilse",
  gender: "female" as const,
  characterDescription: "Ilse is an archivist android who remembers every book the flood destroyed.",
  protagonistDescription: "You are a salvage diver hired to recover a single ledger.",
};

describe("the offline story writer", () => {
  it("writes the same text for the same draft and seed, and another with another seed", () => {
    const first = writeStoryField(draft, "background", 7);
    expect(writeStoryField(draft, "background", 7)).toEqual(first);
    const others = [1, 2, 3, 4, 5].map((seed) => writeStoryField(draft, "background", seed).text);
    expect(new Set([first.text, ...others]).size).toBeGreaterThan(1);
  });

  it("builds on what is written: names, the protagonist as 'you', the genre's words", () => {
    const background = writeStoryField(draft, "background", 3).text;
    expect(background).toContain("Ilse is an archivist android");
    expect(background).toContain("You are a salvage diver");
    const storyline = writeStoryField(draft, "storyline", 3).text;
    expect(storyline).toContain("Ilse");
    // The science-fiction words of the draft (android) pick a science-fiction story.
    expect(storyline).toMatch(/station|signal|ship|core|reactor|colony|shuttle|fleet|docking/);
    // A storyline the adventure can play: several chapters.
    expect(storyBeats(storyline).length).toBeGreaterThanOrEqual(3);
    expect(writeStoryField(draft, "prologue", 3).text).toMatch(/\byou\b/i);
  });

  it("gives the opening scene three actions, each within its limit", () => {
    const scene = writeStoryField(draft, "openingScene", 11);
    expect(scene.text).toContain("Ilse");
    expect(scene.actions).toHaveLength(3);
    for (const action of scene.actions!) {
      expect(action.length).toBeGreaterThan(0);
      expect(action.length).toBeLessThanOrEqual(ADVENTURE_LIMITS.actionMax);
    }
    expect(scene.actions![0]).toContain("Ilse");
    expect(writeStoryField(draft, "storyline", 11).actions).toBeNull();
  });

  it("writes something credible from an empty form", () => {
    for (const field of ["background", "storyline", "prologue", "openingScene"] as const) {
      const written = writeStoryField({}, field, 5);
      expect(written.text.length, field).toBeGreaterThan(80);
      expect(written.text).not.toMatch(/undefined|null|\{\{|\$\{/);
    }
  });

  it("stays within every field's limit however long the draft", () => {
    const long = {
      ...draft,
      characterDescription: `${"Ilse keeps the archive and never sleeps at all ".repeat(21)}`.slice(0, 1000),
      protagonistDescription: `You ${"dive and dive and dive again ".repeat(33)}`.slice(0, 1000),
      background: `A city beneath the sea ${"where lights flicker ".repeat(49)}`.slice(0, 1000),
    };
    for (const seed of [1, 2, 3]) {
      for (const field of ["background", "storyline", "prologue", "openingScene"] as const) {
        expect(writeStoryField(long, field, seed).text.length).toBeLessThanOrEqual(ADVENTURE_LIMITS.textMax);
      }
    }
  });

  it("writes in Chinese when the form is in Chinese", () => {
    const chinese = {
      title: "雾港谜案",
      characterName: "沈青",
      gender: "male" as const,
      characterDescription: "沈青是一个不再信任警方的侦探。",
      protagonistDescription: "你是刚到港口的记者。",
    };
    const storyline = writeStoryField(chinese, "storyline", 2).text;
    expect(cjkShare(storyline)).toBeGreaterThan(0.9);
    expect(storyline).toContain("沈青");
    expect(storyBeats(storyline).length).toBeGreaterThanOrEqual(3);
    const scene = writeStoryField(chinese, "openingScene", 2);
    expect(scene.actions!.every((action) => cjkShare(action) > 0.5)).toBe(true);
    expect(writeStoryField(chinese, "background", 2).text).toContain("你是刚到港口的记者");
  });
});
