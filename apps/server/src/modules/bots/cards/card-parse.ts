import { verbatim } from "../../../i18n/server-message.ts";
import { deriveBotName } from "./bot-name.ts";
import { type CardImportError, cardError } from "./card-errors.ts";
import { cardLimitError } from "./card-limits.ts";
import type { CardCharacter, CardSpec, LoreBook, LoreEntry } from "./card-model.ts";
import { FABLE_EXTENSION, readFableFields, splitDescription } from "./fable-extension.ts";

type JsonObject = Record<string, unknown>;

export type ParseResult = { ok: true; character: CardCharacter } | { ok: false; error: CardImportError };

export const isRecord = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === "string" ? value : "");
const textOrNull = (value: unknown): string | null => (typeof value === "string" ? value : null);
const numberOrNull = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
const record = (value: unknown): JsonObject => (isRecord(value) ? value : {});

function rest(source: JsonObject, mapped: ReadonlySet<string>): JsonObject {
  return Object.fromEntries(Object.entries(source).filter(([key]) => !mapped.has(key)));
}

/** Keys of V2/V3 `data` that map onto CardCharacter fields. */
export const DATA_FIELDS: ReadonlySet<string> = new Set([
  "name",
  "description",
  "personality",
  "scenario",
  "first_mes",
  "mes_example",
  "creator_notes",
  "system_prompt",
  "post_history_instructions",
  "alternate_greetings",
  "tags",
  "creator",
  "character_version",
  "extensions",
  "character_book",
  "assets",
  "nickname",
  "group_only_greetings",
  "source",
  "creation_date",
  "modification_date",
]);

/**
 * Top-level keys of V2/V3 cards that only mirror `data` for V1 readers (SillyTavern writes
 * `creatorcomment` for `creator_notes`); `data` is authoritative, so mirrors are not kept.
 */
const ENVELOPE_FIELDS: ReadonlySet<string> = new Set([
  ...DATA_FIELDS,
  "spec",
  "spec_version",
  "data",
  "creatorcomment",
]);

const ENTRY_FIELDS: ReadonlySet<string> = new Set([
  "keys",
  "secondary_keys",
  "content",
  "enabled",
  "constant",
  "selective",
  "insertion_order",
  "case_sensitive",
  "position",
  "name",
  "comment",
  "priority",
  "id",
  "extensions",
]);

const BOOK_FIELDS: ReadonlySet<string> = new Set([
  "name",
  "description",
  "scan_depth",
  "token_budget",
  "recursive_scanning",
  "extensions",
  "entries",
]);

function parseLoreEntry(entry: JsonObject): LoreEntry {
  const id = entry.id;
  return {
    keys: strings(entry.keys),
    secondaryKeys: strings(entry.secondary_keys),
    content: text(entry.content),
    enabled: entry.enabled !== false,
    constant: entry.constant === true,
    selective: entry.selective === true,
    insertionOrder: numberOrNull(entry.insertion_order) ?? 0,
    caseSensitive: entry.case_sensitive === true,
    position: textOrNull(entry.position),
    name: textOrNull(entry.name),
    comment: textOrNull(entry.comment),
    priority: numberOrNull(entry.priority),
    id: typeof id === "string" || (typeof id === "number" && Number.isFinite(id)) ? id : null,
    extensions: record(entry.extensions),
    unknownFields: rest(entry, ENTRY_FIELDS),
  };
}

function parseLoreBook(book: JsonObject): LoreBook {
  return {
    name: textOrNull(book.name),
    description: textOrNull(book.description),
    scanDepth: numberOrNull(book.scan_depth),
    tokenBudget: numberOrNull(book.token_budget),
    recursiveScanning: typeof book.recursive_scanning === "boolean" ? book.recursive_scanning : null,
    extensions: record(book.extensions),
    unknownFields: rest(book, BOOK_FIELDS),
  };
}

/** Some exporters write `entries` as an object keyed by id rather than an array. */
function loreEntries(book: JsonObject): JsonObject[] {
  const entries = Array.isArray(book.entries)
    ? book.entries
    : isRecord(book.entries)
      ? Object.values(book.entries)
      : [];
  return entries.filter(isRecord);
}

/** Checks the card's limits, then maps it. */
function parsed(data: JsonObject, topLevelUnknown: () => JsonObject, sourceSpec: CardSpec): ParseResult {
  const error = cardLimitError(data);
  return error
    ? { ok: false, error }
    : { ok: true, character: toCharacter(data, topLevelUnknown(), sourceSpec) };
}

function toCharacter(data: JsonObject, topLevelUnknown: JsonObject, sourceSpec: CardSpec): CardCharacter {
  const book = isRecord(data.character_book) ? data.character_book : null;
  const characterName = text(data.name);
  const greeting = text(data.first_mes);
  // Fable's own fields leave the extensions: they are stored in their columns, not kept verbatim.
  const { [FABLE_EXTENSION]: _fable, ...extensions } = record(data.extensions);
  const fable = readFableFields(record(data.extensions));
  const definition = splitDescription(text(data.description), fable?.prompt ?? "");
  return {
    characterName,
    botName: deriveBotName(characterName),
    greeting,
    alternateGreetings: strings(data.alternate_greetings),
    description: definition.description,
    personality: text(data.personality),
    scenario: text(data.scenario),
    exampleDialogue: text(data.mes_example),
    systemPrompt: text(data.system_prompt),
    postHistoryInstructions: text(data.post_history_instructions),
    creatorNotes: text(data.creator_notes),
    tags: strings(data.tags),
    creator: text(data.creator),
    characterVersion: text(data.character_version),
    lore: book ? loreEntries(book).map(parseLoreEntry) : [],
    loreBook: book ? parseLoreBook(book) : null,
    extensions,
    unknownFields: { topLevel: topLevelUnknown, data: sourceSpec === "v1" ? {} : rest(data, DATA_FIELDS) },
    sourceSpec,
    needsGreeting: greeting.trim() === "",
    assets: Array.isArray(data.assets) ? data.assets : null,
    nickname: textOrNull(data.nickname),
    groupOnlyGreetings: strings(data.group_only_greetings),
    source: Array.isArray(data.source) ? strings(data.source) : null,
    creationDate: numberOrNull(data.creation_date),
    modificationDate: numberOrNull(data.modification_date),
    fable: fable && { ...fable, prompt: definition.prompt },
  };
}

const CARD_TEXT_FIELDS = ["first_mes", "personality", "mes_example", "scenario", "data"];

function isLorebook(json: JsonObject): boolean {
  if (json.spec === "lorebook_v3" || json.spec === "lorebook_v2") return true;
  const hasEntries = Array.isArray(json.entries) || isRecord(json.entries);
  return hasEntries && !CARD_TEXT_FIELDS.some((key) => key in json);
}

/** Maps a parsed card document (V1, V2 or V3) onto CardCharacter; never evaluates its contents. */
export function parseCardJson(json: unknown): ParseResult {
  if (!isRecord(json)) return { ok: false, error: cardError("missing_character") };
  if (isLorebook(json)) return { ok: false, error: cardError("lorebook_not_character") };
  const { spec } = json;
  if (spec === "chara_card_v2" || spec === "chara_card_v3") {
    if (!isRecord(json.data)) return { ok: false, error: cardError("missing_character") };
    const sourceSpec = spec === "chara_card_v3" ? "v3" : "v2";
    const data = json.data;
    return parsed(data, () => rest(json, ENVELOPE_FIELDS), sourceSpec);
  }
  if (spec !== undefined) {
    const label = typeof spec === "string" ? `"${spec.slice(0, 40)}"` : "this";
    return {
      ok: false,
      error: cardError(
        "unsupported_format",
        verbatim(`Unsupported card format: ${label} is not a V1, V2 or V3 card`),
      ),
    };
  }
  if (typeof json.name === "string") {
    return parsed(json, () => rest(json, DATA_FIELDS), "v1");
  }
  return { ok: false, error: cardError("missing_character") };
}
