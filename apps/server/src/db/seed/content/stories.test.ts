import { storyBeats } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { stories } from "./index.ts";
import { SeedStory } from "./schema.ts";

const novels = stories.filter((story) => story.chapters.length > 0);

describe("seeded stories", () => {
  it("refuses a story past spec §5's limits, so the seed cannot carry one", () => {
    const story = stories[0]!;
    expect(SeedStory.safeParse(story).success).toBe(true);
    expect(SeedStory.safeParse({ ...story, title: "x".repeat(51) }).success).toBe(false);
    expect(SeedStory.safeParse({ ...story, characterName: "x".repeat(21) }).success).toBe(false);
    expect(SeedStory.safeParse({ ...story, briefIntro: "x".repeat(201) }).success).toBe(false);
    expect(SeedStory.safeParse({ ...story, prologue: "" }).success).toBe(false);
    const longAction = [story.actions[0], story.actions[1], "x".repeat(101)];
    expect(SeedStory.safeParse({ ...story, actions: longAction }).success).toBe(false);
  });

  it("offers finished and unfinished novels beside the plain adventures", () => {
    expect(novels.length).toBeGreaterThanOrEqual(6);
    expect(novels.filter((novel) => novel.finished).length).toBeGreaterThanOrEqual(2);
    expect(novels.filter((novel) => !novel.finished).length).toBeGreaterThanOrEqual(2);
    expect(stories.filter((story) => story.chapters.length === 0).length).toBeGreaterThan(0);
    expect(new Set(stories.map((story) => story.slug)).size).toBe(stories.length);
  });

  it("writes each novel chapter after a beat of its storyline, a finished novel ending on the last one", () => {
    for (const novel of novels) {
      const beats = storyBeats(novel.storyline).length;
      expect(novel.chapters.length, novel.slug).toBeGreaterThanOrEqual(3);
      expect(novel.chapters.length, novel.slug).toBeLessThanOrEqual(beats);
      if (novel.finished) expect(novel.chapters.length, novel.slug).toBe(beats);
    }
  });

  it("keeps chapters readable: titles in both languages, 600–1000 words in blank-line paragraphs", () => {
    for (const novel of novels) {
      for (const chapter of novel.chapters) {
        const where = `${novel.slug}: ${chapter.title}`;
        expect(chapter.title.trim(), where).not.toBe("");
        expect(chapter.titleZh.trim(), where).not.toBe("");
        const words = chapter.text.split(/\s+/).length;
        expect(words, where).toBeGreaterThanOrEqual(600);
        expect(words, where).toBeLessThanOrEqual(1000);
        const paragraphs = chapter.text.split("\n\n");
        expect(paragraphs.length, where).toBeGreaterThan(5);
        for (const paragraph of paragraphs)
          expect(paragraph, where).toBe(paragraph.trim().replace(/\s+/g, " "));
      }
    }
  });
});
