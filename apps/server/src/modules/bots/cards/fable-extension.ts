import { BotSampling, BoundedInt, Gender, LIMITS, SpeechRate } from "@fable/contract";
import { z } from "zod";
import { isKnownImageStyle, isKnownVoice } from "../creation-options.ts";

/**
 * The fields a Fable user can write that Tavern cards have no place for. Export writes them under
 * `data.extensions.fable`; import reads them back, so a character made in Fable survives a trip
 * through a card file. Other tools keep unknown extensions as they are (spec: "extensions").
 */
export interface FableFields {
  /** The form's main definition; the card's `description` carries it too (see composeDescription). */
  prompt: string;
  /** The short introduction shown on the bot's card in Fable. */
  intro: string;
  supplementalInfo: string;
  dialogueStyle: string;
  mantra: string;
  gender: Gender | null;
  age: number | null;
  voice: string;
  speechRate: SpeechRate;
  imageStyle: string;
  hideImageDescription: boolean;
  /** Category slugs: ids differ between Fable servers, slugs do not. */
  categories: string[];
  /**
   * The creator's sampler overrides. Tavern cards have no field for sampler settings (SillyTavern
   * keeps them in its presets, not the card), so they travel here.
   */
  sampling: BotSampling | null;
}

/** The extension key inside `data.extensions`. */
export const FABLE_EXTENSION = "fable";

/** Where the prompt ends and the description begins inside the card's `description`. */
const DEFINITION_SEPARATOR = "\n\n";

/**
 * Card text is untrusted: each field is checked on its own with the edit form's rules, and one
 * that breaks them takes its empty value rather than refusing the whole card.
 */
const text = (max: number) => z.string().trim().max(max).catch("");
const FableFieldsSchema = z.object({
  prompt: text(LIMITS.promptMax),
  intro: text(500),
  supplementalInfo: text(4000),
  dialogueStyle: text(500),
  mantra: text(200),
  gender: Gender.nullable().catch(null),
  age: BoundedInt.nullable().catch(null),
  voice: z.string().refine(isKnownVoice).catch(""),
  speechRate: SpeechRate.catch("medium"),
  imageStyle: z.string().refine(isKnownImageStyle).catch(""),
  hideImageDescription: z.boolean().catch(false),
  categories: z.array(z.string().max(100)).max(5).catch([]),
  sampling: BotSampling.nullable().catch(null),
});

/** The Fable fields of a card's extensions, or null when the card was not made by Fable. */
export function readFableFields(extensions: Record<string, unknown>): FableFields | null {
  const stored = extensions[FABLE_EXTENSION];
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return null;
  return FableFieldsSchema.parse(stored);
}

/**
 * The card's `description`: a Tavern user expects the character's main definition there, which in
 * Fable is the Prompt, so the prompt comes first and Fable's own description follows it.
 */
export function composeDescription(prompt: string, description: string): string {
  if (!prompt) return description;
  return description ? `${prompt}${DEFINITION_SEPARATOR}${description}` : prompt;
}

/**
 * Splits a card's `description` back into prompt and description. When the text no longer starts
 * with the exported prompt (someone edited it in another tool), all of it is the description and
 * the prompt is left empty, so nothing is lost or shown twice.
 */
export function splitDescription(
  cardDescription: string,
  prompt: string,
): { prompt: string; description: string } {
  if (!prompt || !cardDescription.startsWith(prompt)) return { prompt: "", description: cardDescription };
  const rest = cardDescription.slice(prompt.length);
  if (rest === "") return { prompt, description: "" };
  if (!rest.startsWith(DEFINITION_SEPARATOR)) return { prompt: "", description: cardDescription };
  return { prompt, description: rest.slice(DEFINITION_SEPARATOR.length) };
}
