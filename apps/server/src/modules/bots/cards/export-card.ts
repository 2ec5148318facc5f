import { writePngText } from "../../../lib/png-chunks.ts";
import type { CardCharacter, LoreBook, LoreEntry } from "./card-model.ts";
import { composeDescription, FABLE_EXTENSION } from "./fable-extension.ts";

type JsonObject = Record<string, unknown>;

/** Optional spec fields are only written when the imported card had them, so re-import matches. */
function optional<T>(key: string, value: T | null): JsonObject {
  return value === null ? {} : { [key]: value };
}

function exportLoreEntry(entry: LoreEntry): JsonObject {
  return {
    ...entry.unknownFields,
    keys: entry.keys,
    secondary_keys: entry.secondaryKeys,
    content: entry.content,
    enabled: entry.enabled,
    constant: entry.constant,
    selective: entry.selective,
    insertion_order: entry.insertionOrder,
    case_sensitive: entry.caseSensitive,
    ...optional("position", entry.position),
    ...optional("name", entry.name),
    ...optional("comment", entry.comment),
    ...optional("priority", entry.priority),
    ...optional("id", entry.id),
    extensions: entry.extensions,
  };
}

const EMPTY_BOOK: LoreBook = {
  name: null,
  description: null,
  scanDepth: null,
  tokenBudget: null,
  recursiveScanning: null,
  extensions: {},
  unknownFields: {},
};

function exportCharacterBook(character: CardCharacter): JsonObject | null {
  if (character.loreBook === null && character.lore.length === 0) return null;
  const book = character.loreBook ?? EMPTY_BOOK;
  return {
    ...book.unknownFields,
    ...optional("name", book.name),
    ...optional("description", book.description),
    ...optional("scan_depth", book.scanDepth),
    ...optional("token_budget", book.tokenBudget),
    ...optional("recursive_scanning", book.recursiveScanning),
    extensions: book.extensions,
    entries: character.lore.map(exportLoreEntry),
  };
}

/** The card's `description`: the Prompt first, where Tavern users look for the main definition. */
const cardDescription = (character: CardCharacter) =>
  composeDescription(character.fable?.prompt ?? "", character.description);

/** The `data` fields V2 and V3 share. */
function exportSharedData(character: CardCharacter): JsonObject {
  const book = exportCharacterBook(character);
  return {
    ...character.unknownFields.data,
    name: character.characterName,
    description: cardDescription(character),
    personality: character.personality,
    scenario: character.scenario,
    first_mes: character.greeting,
    mes_example: character.exampleDialogue,
    creator_notes: character.creatorNotes,
    system_prompt: character.systemPrompt,
    post_history_instructions: character.postHistoryInstructions,
    alternate_greetings: character.alternateGreetings,
    tags: character.tags,
    creator: character.creator,
    character_version: character.characterVersion,
    extensions: {
      ...character.extensions,
      ...(character.fable ? { [FABLE_EXTENSION]: character.fable } : {}),
    },
    ...(book ? { character_book: book } : {}),
  };
}

/** A chara_card_v3 document, the format Fable writes for JSON export and the PNG `ccv3` chunk. */
export function exportCardJson(character: CardCharacter): JsonObject {
  return {
    ...character.unknownFields.topLevel,
    spec: "chara_card_v3",
    spec_version: "3.0",
    data: {
      ...exportSharedData(character),
      group_only_greetings: character.groupOnlyGreetings,
      ...optional("assets", character.assets),
      ...optional("nickname", character.nickname),
      ...optional("source", character.source),
      ...optional("creation_date", character.creationDate),
      ...optional("modification_date", character.modificationDate),
    },
  };
}

/**
 * A chara_card_v2 document for the PNG `chara` chunk, read by tools without V3 support. It mirrors
 * the V1 fields at top level too, as SillyTavern does, for the oldest readers.
 */
export function exportCardV2(character: CardCharacter): JsonObject {
  return {
    ...character.unknownFields.topLevel,
    name: character.characterName,
    description: cardDescription(character),
    personality: character.personality,
    scenario: character.scenario,
    first_mes: character.greeting,
    mes_example: character.exampleDialogue,
    spec: "chara_card_v2",
    spec_version: "2.0",
    data: exportSharedData(character),
  };
}

const toBase64Json = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64");

/** Embeds the card in the avatar PNG with both a V2 `chara` and a V3 `ccv3` chunk. */
export function exportCardPng(character: CardCharacter, avatarPng: Uint8Array): Uint8Array {
  return writePngText(avatarPng, [
    { keyword: "chara", text: toBase64Json(exportCardV2(character)) },
    { keyword: "ccv3", text: toBase64Json(exportCardJson(character)) },
  ]);
}
