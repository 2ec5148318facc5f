import { storyBeats } from "@fable/contract";
import { describe, expect, it } from "vitest";
import stories from "../../../db/seed/content/stories.json" with { type: "json" };
import { parseNarratorReply } from "../../../modules/chat/story/narrator-reply.ts";
import { narrateStory } from "./narrator.ts";
import { OfflineStory } from "./story-context.ts";

/** A seeded story at a chapter, as the chat's story turn hands it to the offline engine. */
function storyAt(
  index: number,
  chapter: number,
  turnInChapter: number,
  action: string,
  previousActions: string[] = [],
) {
  const story = stories[index]!;
  const beats = storyBeats(story.storyline);
  return OfflineStory.parse({
    title: story.title,
    characterName: story.characterName,
    characterDescription: story.characterDescription,
    protagonist: story.protagonistDescription,
    background: story.background,
    beat: beats[chapter - 1],
    nextBeat: beats[chapter] ?? null,
    chapter,
    chapterCount: beats.length,
    turnInChapter,
    action,
    previousActions,
  });
}

describe("the offline narrator", () => {
  it.each(stories.map((story, index) => [story.title, index] as const))(
    "plays %s credibly: second person, the character named, three distinct story actions, no repeats",
    (_title, index) => {
      const story = stories[index]!;
      const firstName = story.characterName.split(" ")[0]!;
      let actions = [...story.actions];
      const seen = new Set<string>();
      let reached = false;
      const earlier: string[] = [];
      for (let turn = 0; turn < 3 && !reached; turn++) {
        const input = storyAt(index, 1, turn, actions[turn % 3]!, actions);
        const reply = parseNarratorReply(narrateStory(input, 1000 + turn, earlier));
        earlier.push(reply.narration);
        expect(reply.narration).toMatch(/\byou\b/i);
        expect(reply.narration).toContain(firstName);
        expect(reply.actions).toHaveLength(3);
        expect(new Set(reply.actions).size).toBe(3);
        for (const action of reply.actions) {
          expect(action.length).toBeLessThanOrEqual(100);
          expect(actions).not.toContain(action);
        }
        // The actions speak of this story: a name or a thing its text names, or its character (whose
        // name may be short: "Mrs. Wen").
        const storyText = `${story.storyline} ${story.background}`.toLowerCase();
        const names = story.characterName
          .toLowerCase()
          .split(/[\s.]+/)
          .filter((part) => part.length >= 3);
        const specific = reply.actions.filter((action) =>
          action
            .toLowerCase()
            .split(/\s+/)
            .map((word) => word.replace(/[^a-z'-]/g, ""))
            .some((word) => names.includes(word) || (word.length > 4 && storyText.includes(word))),
        );
        expect(specific.length).toBeGreaterThanOrEqual(2);
        for (const sentence of reply.narration.split(/(?<=[.!?"])\s+/)) {
          if (sentence.length > 40) expect(seen.has(sentence), sentence).toBe(false);
          seen.add(sentence);
        }
        actions = reply.actions;
        reached = reply.reachedBeat;
      }
      // By the third turn the chapter has reached its next beat.
      expect(reached).toBe(true);
    },
  );

  it("answers the player's own words in the second person", () => {
    const reply = parseNarratorReply(narrateStory(storyAt(0, 1, 0, "I light my lamp and look at Seren"), 7));
    expect(reply.narration.toLowerCase()).toContain("light your lamp");
    expect(reply.reachedBeat).toBe(false);
  });

  it("is deterministic per seed and varies across regenerations", () => {
    const input = storyAt(0, 1, 0, "Ask her who she is");
    expect(narrateStory(input, 42)).toBe(narrateStory(input, 42));
    const swipes = new Set([1, 2, 3, 4].map((seed) => narrateStory(input, seed)));
    expect(swipes.size).toBe(4);
    const actionSets = new Set(
      [1, 2, 3, 4].map((seed) => parseNarratorReply(narrateStory(input, seed)).actions.join("|")),
    );
    expect(actionSets.size).toBeGreaterThan(1);
  });

  it("ends the story in the last chapter, and narrates a Chinese story in Chinese", () => {
    const count = storyBeats(stories[0]!.storyline).length;
    const last = parseNarratorReply(narrateStory(storyAt(0, count, 2, "Go on"), 3));
    expect(last.reachedBeat).toBe(true);
    expect(last.narration).toContain("The End");
    const chinese = OfflineStory.parse({
      title: "余烬王冠",
      characterName: "塞伦",
      characterDescription: "塞伦是一名年轻的火焰法师。",
      protagonist: "你是荆棘谷的点灯人。",
      beat: "王冠碎成了五块，寒冬正向南方蔓延。",
      nextBeat: "你们必须穿越冰封的“霜原”，找到第一块碎片。",
      action: "我握住她的手",
    });
    const reply = parseNarratorReply(narrateStory(chinese, 5));
    expect(reply.narration).toMatch(/你握住她的手/);
    expect(reply.narration).toContain("塞伦");
    expect(reply.actions).toHaveLength(3);
    for (const action of reply.actions) expect(action).toMatch(/[\u4e00-\u9fff]/);
  });
});
