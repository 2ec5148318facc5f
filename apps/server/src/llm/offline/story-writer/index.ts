import { ADVENTURE_LIMITS, type AdventureDraft, type ChapterField } from "@fable/contract";
import { seededRandom } from "../random.ts";
import { clip } from "../text.ts";
import { backgroundEn, openingSceneEn, prologueEn, storylineEn } from "./compose-en.ts";
import { backgroundZh, openingSceneZh, prologueZh, storylineZh } from "./compose-zh.ts";
import { storyFacts } from "./facts.ts";

/** A field the offline writer fills: the background, or one of generated/chapter's fields. */
export type StoryWriterField = "background" | ChapterField;

export interface WrittenField {
  text: string;
  /** The opening scene's three actions; null for the other fields. */
  actions: string[] | null;
}

/** Text within a field's limit: `clip` may add an ellipsis, so it cuts one short. */
const within = (text: string, max: number) => clip(text, max - 1);

/**
 * "Write it for me" without a model (docs/product.md#adventure-create): composes one field of a text
 * adventure from what the form already holds (names, descriptions, the genre its words suggest), in
 * Chinese when the form is mostly Chinese. The same draft, field and seed always give the same text.
 */
export function writeStoryField(draft: AdventureDraft, field: StoryWriterField, seed: number): WrittenField {
  const facts = storyFacts(draft);
  const random = seededRandom(seed);
  const { textMax, actionMax } = ADVENTURE_LIMITS;
  if (field === "openingScene") {
    const scene = facts.chinese ? openingSceneZh(facts, random) : openingSceneEn(facts, random);
    return {
      text: within(scene.text, textMax),
      actions: scene.actions.map((action) => within(action, actionMax)),
    };
  }
  const compose = {
    background: facts.chinese ? backgroundZh : backgroundEn,
    storyline: facts.chinese ? storylineZh : storylineEn,
    prologue: facts.chinese ? prologueZh : prologueEn,
  }[field];
  return { text: within(compose(facts, random), textMax), actions: null };
}
