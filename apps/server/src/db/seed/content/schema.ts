/**
 * Shape of Fable's original seed catalogue, the JSON files beside this one. All text is written for
 * Fable. Slugs are stable identifiers: the seed is idempotent by slug, so never rename one.
 */
import { Gender, ADVENTURE_LIMITS as LIMITS } from "@fable/contract";
import { z } from "zod";

const Slug = z.string().min(1);
/** Two hex colours for the generated avatar gradient. */
const Palette = z.tuple([z.string().regex(/^#[0-9a-f]{6}$/i), z.string().regex(/^#[0-9a-f]{6}$/i)]);

export const SeedCategory = z.strictObject({
  slug: Slug,
  /** English display name (also the URL segment of /category/{name}). */
  name: z.string(),
  /** Simplified Chinese display name. */
  nameZh: z.string(),
});

export const SeedCreator = z.strictObject({
  slug: Slug,
  userName: z.string(),
  bio: z.string(),
  gender: Gender,
  palette: Palette,
});

export const SeedLoreEntry = z.strictObject({
  /** Words that trigger the entry when they appear in the chat. */
  keywords: z.array(z.string()),
  content: z.string(),
});

export const SeedCharacter = z.strictObject({
  slug: Slug,
  name: z.string(),
  /** Slug of a SeedCreator. */
  creator: Slug,
  /** Slugs of SeedCategory, first is the primary one. */
  categories: z.array(Slug),
  gender: Gender,
  age: z.number().int().nullable(),
  /** First message of every chat, 3–500 characters. May use *actions* in asterisks. */
  greeting: z.string(),
  /** Short introduction shown on cards, 40–200 characters. */
  intro: z.string(),
  /** The scene the chat starts in (spec "scenario (backgroundIntro)"). */
  scenario: z.string(),
  /** Personality summary, one paragraph. */
  personality: z.string(),
  /** Longer description: appearance, history, manner of speech. */
  description: z.string(),
  /** Two or three exchanges in the Tavern format: lines starting "{{user}}:" and "{{char}}:", blocks separated by "<START>". */
  exampleDialogue: z.string(),
  tags: z.array(z.string()),
  lore: z.array(SeedLoreEntry),
  /** Shown in the For You carousel of the home page. */
  handPicked: z.boolean(),
  palette: Palette,
});
export type SeedCharacter = z.infer<typeof SeedCharacter>;

/** Text of a length within spec §5's limits for an adventure's field. */
const Limited = (max: number) => z.string().min(1).max(max);

/** One chapter of a seeded novel: a title and its prose (paragraphs separated by blank lines). */
export const SeedChapter = z.strictObject({
  title: z.string().min(1),
  titleZh: z.string().min(1),
  text: z.string().min(1),
});

/** A text adventure (spec §3 "Text adventure"); field limits of spec §5 apply. */
export const SeedStory = z.strictObject({
  slug: Slug,
  title: Limited(LIMITS.titleMax),
  /** Simplified Chinese title, shown when the interface language is zh-CN. */
  titleZh: Limited(LIMITS.titleMax),
  creator: Slug,
  categories: z.array(Slug),
  characterName: Limited(LIMITS.characterNameMax),
  gender: Gender,
  age: z.number().int().nullable(),
  characterDescription: Limited(LIMITS.textMax),
  protagonistDescription: Limited(LIMITS.textMax),
  /** Its sentences are the story's beats (`storyBeats`): chapter N follows beat N. */
  storyline: Limited(LIMITS.textMax),
  background: Limited(LIMITS.textMax),
  briefIntro: Limited(LIMITS.briefIntroMax),
  /** Simplified Chinese brief intro. */
  briefIntroZh: Limited(LIMITS.briefIntroMax),
  prologue: Limited(LIMITS.textMax),
  /** Opening scene text shown before the three actions. */
  openingScene: Limited(LIMITS.textMax),
  /** Exactly three opening actions. */
  actions: z.tuple([Limited(LIMITS.actionMax), Limited(LIMITS.actionMax), Limited(LIMITS.actionMax)]),
  tags: z.array(z.string()),
  palette: Palette,
  /**
   * The story written out as an AI novel (docs/product.md#novels): chapters in reading order, each
   * following the storyline. Empty for a story that is only played as a text adventure.
   */
  chapters: z.array(SeedChapter),
  /** Whether the novel is complete; an unfinished one gets new chapters written on request. */
  finished: z.boolean(),
});
export type SeedStory = z.infer<typeof SeedStory>;

export const SeedActivity = z.strictObject({
  slug: Slug,
  tagName: z.string(),
  /** Markdown. */
  description: z.string(),
  /** Slugs of SeedCharacter taking part. */
  bots: z.array(Slug),
});

/**
 * What a new installation offers as popular searches before its own readers have searched enough:
 * texts that find seeded characters, each with a number of searchers past the popularity threshold.
 * Real searchers add to these counts; a reviewer can hide any of them like any other text.
 */
export const SeedPopularSearch = z.strictObject({ query: z.string(), searchers: z.number().int() });
