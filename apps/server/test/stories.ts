import { BotType } from "@fable/contract";
import type { Db } from "../src/db/client.ts";
import stories from "../src/db/seed/content/stories.json" with { type: "json" };
import type { StoryDetails } from "../src/modules/bots/bots.schema.ts";
import { type BuiltBot, buildBot, type NewBot } from "./factories/bots.ts";

/** A seeded story's text, for tests that play one: the real content, not a placeholder. */
export const SEED_STORY = stories[0]!;

/** A public, approved text adventure built from the first seeded story (a new copy each call). */
export function buildStoryBot(db: Db, overrides: NewBot = {}): Promise<BuiltBot> {
  const story = SEED_STORY;
  return buildBot(db, {
    botType: BotType.STORY,
    name: story.characterName,
    characterName: story.characterName,
    greeting: story.prologue,
    intro: story.briefIntro,
    description: story.characterDescription,
    scenario: story.background,
    story: storyDetailsOf(story),
    ...overrides,
  });
}

/** The `story` column of a seeded story. */
export function storyDetailsOf(story: typeof SEED_STORY): StoryDetails {
  return {
    title: story.title,
    protagonistDescription: story.protagonistDescription,
    storyline: story.storyline,
    background: story.background,
    prologue: story.prologue,
    openingScene: story.openingScene,
    actions: [...story.actions],
  };
}
