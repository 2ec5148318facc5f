import { z } from "zod";
import { CharacterMessages } from "./character.ts";

/** What a character card file may hold; hostile files are refused before they cost memory. */
export const CARD_IMPORT_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  /**
   * The card document itself (its JSON, inside a PNG or CHARX or alone). The file may be larger for
   * its art, but the JSON is read on the event loop: 4 MB scans and parses in tens of milliseconds,
   * where the 19.6 MB card took seconds and 2 GB. Real cards with a few thousand lore
   * entries are 1–3 MB of JSON.
   */
  maxJsonBytes: 4 * 1024 * 1024,
  /** Real cards nest a few levels; thousands overflow the stack of whoever serializes them next. */
  maxJsonDepth: 64,
  /** Real CHARX files hold a card and some assets. */
  maxCharxEntries: 1000,
  /**
   * Each long text of a card: description, personality, scenario, first message, example dialogue,
   * system prompt, post-history instructions, creator notes, every greeting, every lore entry's
   * content. The fixtures' longest is 5 083 characters; big SillyTavern cards run to tens of
   * thousands, so 100 000 leaves room while keeping one field from filling a prompt or the server.
   */
  maxTextChars: 100_000,
  /** Names, creator, version, each tag, each lore key, a lore entry's name and comment: a line, not a page. */
  maxShortChars: 1_000,
  /** Alternate (and group-only) greetings: real cards carry a handful, the most seen a few dozen. */
  maxGreetings: 100,
  /** Tags: the fixtures' most is 24. */
  maxTags: 100,
  /** Lore entries: the biggest real lorebooks hold one to two thousand (the fixtures' most is 34). */
  maxLoreEntries: 2_000,
  /** Keys (primary and secondary together) of one lore entry: real entries have a few to a few dozen. */
  maxLoreKeys: 200,
} as const;

const cardMegabytes = CARD_IMPORT_LIMITS.maxBytes / 1024 / 1024;

/** Why a card file was refused (POST /ai/roleInfo/importCard); the web app translates them. */
export const CardMessages = {
  tooLarge: `The file is too large; character cards can be at most ${cardMegabytes} MB`,
  badJson: "The file is not valid JSON",
  unsupportedFormat: "Unsupported file format; import a character card as PNG, JSON or CHARX",
  corruptPng: "The PNG file is corrupt",
  missingCharacter: "The file does not contain a character card",
  lorebookNotCharacter: "This file is a lorebook (World Info), not a character card",
  jsonTooLarge: `The card's data (its JSON) can be at most ${CARD_IMPORT_LIMITS.maxJsonBytes / 1024 / 1024} MB`,
  tooDeep: `The card's data is nested too deeply (at most ${CARD_IMPORT_LIMITS.maxJsonDepth} levels)`,
  charxTooLarge: `The CHARX file unpacks to more than ${cardMegabytes} MB`,
  charxTooManyFiles: `The CHARX file holds more than ${CARD_IMPORT_LIMITS.maxCharxEntries} files`,
  charxUnsafeName: "The CHARX file holds a file name that points outside the archive",
  charxCorrupt: "The CHARX (ZIP) file is corrupt",
  charxNoCard: "This ZIP file is not a CHARX character card (no card.json)",
  /** After the card's field path, e.g. `description: …`, `character_book.entries.3.content: …`. */
  textTooLong: `Card texts can be at most ${CARD_IMPORT_LIMITS.maxTextChars} characters`,
  shortTextTooLong: `Card names, tags and lore keys can be at most ${CARD_IMPORT_LIMITS.maxShortChars} characters`,
  tooManyGreetings: `A card can hold at most ${CARD_IMPORT_LIMITS.maxGreetings} greetings`,
  tooManyTags: `A card can hold at most ${CARD_IMPORT_LIMITS.maxTags} tags`,
  tooManyLoreEntries: `A card can hold at most ${CARD_IMPORT_LIMITS.maxLoreEntries} lore entries`,
  tooManyLoreKeys: `A lore entry can have at most ${CARD_IMPORT_LIMITS.maxLoreKeys} keys`,
  notMultipart: "Send the card as multipart/form-data in the field `file`",
  fileMissing: "file: choose a card file to import",
} as const;

/** What POST /ai/roleInfo/importCard answers: the private draft bot made from the card. */
export const ImportedBot = z.object({
  botId: z.string(),
  botName: z.string(),
  /** The card's full name, which may break the bot name rule; the user edits botName before publishing. */
  characterName: z.string(),
  greeting: z.string(),
  needsGreeting: z.boolean(),
  loreCount: z.number().int(),
  alternateGreetingCount: z.number().int(),
  visibility: z.string(),
  avatar: z.string(),
});
export type ImportedBot = z.infer<typeof ImportedBot>;

export const ExportCardQuery = z.object({
  botId: z.string().regex(/^\d{1,18}$/, CharacterMessages.botIdFormat),
  format: z.enum(["png", "json"]).default("png"),
});
