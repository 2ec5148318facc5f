/**
 * Shape of Fable's original seed catalogue. All text is written for Fable.
 * Slugs are stable identifiers: the seed is idempotent by slug, so never rename one.
 */
import type { Gender } from "@fable/contract";

export interface SeedCategory {
  slug: string;
  /** English display name (also the URL segment of /category/{name}). */
  name: string;
  /** Simplified Chinese display name. */
  nameZh: string;
}

export interface SeedCreator {
  slug: string;
  userName: string;
  bio: string;
  gender: Gender;
  /** Two hex colours for the generated avatar gradient. */
  palette: [string, string];
}

export interface SeedLoreEntry {
  /** Words that trigger the entry when they appear in the chat. */
  keywords: string[];
  content: string;
}

export interface SeedCharacter {
  slug: string;
  name: string;
  /** Slug of a SeedCreator. */
  creator: string;
  /** Slugs of SeedCategory, first is the primary one. */
  categories: string[];
  gender: Gender;
  age: number | null;
  /** First message of every chat, 3–500 characters. May use *actions* in asterisks. */
  greeting: string;
  /** Short introduction shown on cards, 40–200 characters. */
  intro: string;
  /** The scene the chat starts in (spec "scenario (backgroundIntro)"). */
  scenario: string;
  /** Personality summary, one paragraph. */
  personality: string;
  /** Longer description: appearance, history, manner of speech. */
  description: string;
  /** Two or three exchanges in the Tavern format: lines starting "{{user}}:" and "{{char}}:", blocks separated by "<START>". */
  exampleDialogue: string;
  tags: string[];
  lore: SeedLoreEntry[];
  /** Shown in the For You carousel of the home page. */
  handPicked: boolean;
  palette: [string, string];
}

export interface SeedStoryAction {
  label: string;
}

/**
 * A text adventure (docs/product.md#planned-stories); the adventure field limits of
 * docs/product.md#planned-limits apply.
 */
export interface SeedStory {
  slug: string;
  /** Title 1–50. */
  title: string;
  creator: string;
  categories: string[];
  /** Character name 1–20. */
  characterName: string;
  gender: Gender;
  age: number | null;
  /** 1–1000. */
  characterDescription: string;
  /** 1–1000. */
  protagonistDescription: string;
  /** 1–1000. */
  storyline: string;
  /** 1–1000. */
  background: string;
  /** Brief intro 1–200. */
  briefIntro: string;
  /** Prologue 1–1000. */
  prologue: string;
  /** Opening scene text shown before the three actions. */
  openingScene: string;
  /** Exactly three opening actions, each 1–100 characters. */
  actions: [string, string, string];
  tags: string[];
  palette: [string, string];
}

export interface SeedActivity {
  slug: string;
  tagName: string;
  /** Markdown. */
  description: string;
  /** Slugs of SeedCharacter taking part. */
  bots: string[];
}
