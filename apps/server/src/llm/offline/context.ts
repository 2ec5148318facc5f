import type { JSONObject } from "@ai-sdk/provider";
import { z } from "zod";
import { OfflineStory } from "./story/story-context.ts";

/** The key under `providerOptions` where callers hand the offline engine what it knows of the character. */
export const OFFLINE_PROVIDER_KEY = "fableOffline";

/** Card fields may be missing or null in stored rows; the engine treats both as empty. */
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

/**
 * What the offline engine knows beyond the prompt text. A real model reads the assembled system
 * prompt; the offline engine composes from the card's fields, so the chat service passes them
 * structured instead of making the engine parse prose back apart.
 */
export const OfflineCharacterContext = z.object({
  character: z
    .object({
      name: text,
      personality: text,
      scenario: text,
      description: text,
      exampleDialogue: text,
      greeting: text,
      dialogueStyle: text,
      mantra: text,
    })
    .prefault({}),
  userName: text,
  /** Contents of the lore entries the latest messages activated. */
  activatedLore: z.array(z.string()).default([]),
  /** Same seed and input give the same reply; regenerate passes a new one for a new swipe. */
  seed: z.number().int().optional(),
  /** Passages of the bot's PDFs for this reply (docs/product.md#pdf-bots): the engine answers from them. */
  document: z
    .object({
      passages: z.array(z.object({ page: z.number().int(), text: z.string() })).max(20),
      /** A PDF bot: answers only from the document, and says when it has nothing. */
      onlySource: z.boolean(),
    })
    .optional(),
  /** Present when the dialogue is a text adventure: the engine narrates the story instead of chatting. */
  story: OfflineStory.optional(),
});
export type OfflineCharacterContext = z.output<typeof OfflineCharacterContext>;
export type OfflineCharacterContextInput = z.input<typeof OfflineCharacterContext>;
export type OfflineCharacter = OfflineCharacterContext["character"];

/** `providerOptions` for streamText/generateText carrying the character context to the offline engine. */
export function offlineProviderOptions(context: OfflineCharacterContextInput): Record<string, JSONObject> {
  return { [OFFLINE_PROVIDER_KEY]: OfflineCharacterContext.parse(context) as unknown as JSONObject };
}

/** Card names often carry a tagline ("Amanda || Blunt, Depressed Rogue"); replies use only the name. */
export function displayName(name: string): string {
  return name.split(/\s*(?:\|\||\||—|–| - )\s*/)[0]!.trim();
}

/**
 * A card field is read this far and this many lore entries: plenty for replies, and a 2 MB
 * definition or 2000 entries cannot hold the event loop while every reply reads them.
 */
const FIELD_CAP = 20_000;
const LORE_CAP = 120;

/**
 * Cards write {{char}} and {{user}} (and the older <BOT>/<USER>) for the names; the engine quotes card
 * text, so the placeholders are filled first.
 */
export function normalizeContext(context: OfflineCharacterContext): OfflineCharacterContext {
  const name = displayName(context.character.name) || "I";
  const userName = context.userName.trim();
  const fill = (value: string) => {
    const named = value.slice(0, FIELD_CAP).replace(/\{\{char\}\}|<bot>/gi, name);
    return (userName ? named.replace(/\{\{user\}\}|<user>/gi, userName) : addressTheReader(named)).trim();
  };
  const character = Object.fromEntries(
    Object.entries(context.character).map(([key, value]) => [key, fill(value)]),
  ) as OfflineCharacter;
  return {
    ...context,
    character: { ...character, name: displayName(context.character.name) },
    userName,
    activatedLore: context.activatedLore.slice(0, LORE_CAP).map(fill).filter(Boolean),
  };
}

/**
 * Without a user name the card's {{user}} becomes "you", and its verb must follow
 * ("{{user}} encounters Luna" → "you encounter Luna", "{{user}}'s" → "your").
 */
function addressTheReader(text: string): string {
  const placeholder = "(?:\\{\\{user\\}\\}|<user>)";
  return text
    .replace(new RegExp(`${placeholder}'s\\b`, "gi"), "your")
    .replace(new RegExp(`${placeholder} is\\b`, "gi"), "you are")
    .replace(new RegExp(`${placeholder} was\\b`, "gi"), "you were")
    .replace(new RegExp(`${placeholder} has\\b`, "gi"), "you have")
    .replace(new RegExp(`${placeholder} (\\w+?)(?:(?<=(?:ch|sh|ss|x))es|s)\\b`, "gi"), "you $1")
    .replace(new RegExp(placeholder, "gi"), "you");
}
