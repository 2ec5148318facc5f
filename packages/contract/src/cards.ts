import { z } from "zod";
import { CharacterMessages } from "./character.ts";

/** What a character card file may hold; hostile files are refused before they cost memory. */
export const CARD_IMPORT_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  /** Real cards nest a few levels; thousands overflow the stack of whoever serializes them next. */
  maxJsonDepth: 64,
  /** Real CHARX files hold a card and some assets. */
  maxCharxEntries: 1000,
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
  tooDeep: `The card's data is nested too deeply (at most ${CARD_IMPORT_LIMITS.maxJsonDepth} levels)`,
  charxTooLarge: `The CHARX file unpacks to more than ${cardMegabytes} MB`,
  charxTooManyFiles: `The CHARX file holds more than ${CARD_IMPORT_LIMITS.maxCharxEntries} files`,
  charxUnsafeName: "The CHARX file holds a file name that points outside the archive",
  charxCorrupt: "The CHARX (ZIP) file is corrupt",
  charxNoCard: "This ZIP file is not a CHARX character card (no card.json)",
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
