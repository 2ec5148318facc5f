import { CARD_IMPORT_LIMITS } from "@fable/contract";
import type { MessageId } from "../../../i18n/message-groups.ts";
import { atField } from "../../../i18n/server-message.ts";
import { type CardImportError, cardError } from "./card-errors.ts";

type JsonObject = Record<string, unknown>;

/**
 * Caps on what a card may hold (issue 15 item 4): a 19.6 MB card with 200 000 lore entries took the
 * server to 2 GB and a stack overflow, and every text here reaches the tokenizer and the prompt. The
 * raw document is checked before it is mapped, counts first, so a refused card costs no copies.
 * Paths name the card's own keys (`description`, `character_book.entries.3.content`).
 */

/** The card texts that go into a prompt whole, each capped at maxTextChars. */
export const LONG_TEXTS = [
  "description",
  "personality",
  "scenario",
  "first_mes",
  "mes_example",
  "system_prompt",
  "post_history_instructions",
  "creator_notes",
] as const;
const SHORT_TEXTS = ["name", "creator", "character_version", "nickname"] as const;
const GREETING_LISTS = ["alternate_greetings", "group_only_greetings"] as const;
const ENTRY_KEY_LISTS = ["keys", "secondary_keys"] as const;

const refuse = (path: string, message: MessageId): CardImportError =>
  cardError("too_large", atField(path, message));

const isRecord = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function longerThan(value: unknown, max: number): boolean {
  return typeof value === "string" && value.length > max;
}

/** The first over-long text among `keys` of `source`, as a refusal naming `prefix + key`. */
function textsError(
  source: JsonObject,
  keys: readonly string[],
  max: number,
  message: MessageId,
  prefix = "",
): CardImportError | null {
  const key = keys.find((name) => longerThan(source[name], max));
  return key === undefined ? null : refuse(`${prefix}${key}`, message);
}

/** A list's most items and the most characters of each, with the refusal of each. */
interface ListLimits {
  count: number;
  countMessage: MessageId;
  chars: number;
  charsMessage: MessageId;
}

function listError(list: unknown, path: string, limits: ListLimits): CardImportError | null {
  if (!Array.isArray(list)) return null;
  if (list.length > limits.count) return refuse(path, limits.countMessage);
  const index = list.findIndex((item) => longerThan(item, limits.chars));
  return index === -1 ? null : refuse(`${path}.${index}`, limits.charsMessage);
}

const { maxTextChars, maxShortChars } = CARD_IMPORT_LIMITS;

const GREETINGS: ListLimits = {
  count: CARD_IMPORT_LIMITS.maxGreetings,
  countMessage: "CardMessages.tooManyGreetings",
  chars: maxTextChars,
  charsMessage: "CardMessages.textTooLong",
};
const TAGS: ListLimits = {
  count: CARD_IMPORT_LIMITS.maxTags,
  countMessage: "CardMessages.tooManyTags",
  chars: maxShortChars,
  charsMessage: "CardMessages.shortTextTooLong",
};
const LORE_KEYS: ListLimits = {
  count: CARD_IMPORT_LIMITS.maxLoreKeys,
  countMessage: "CardMessages.tooManyLoreKeys",
  chars: maxShortChars,
  charsMessage: "CardMessages.shortTextTooLong",
};

function entryError(entry: unknown, path: string): CardImportError | null {
  if (!isRecord(entry)) return null;
  const keyCount = ENTRY_KEY_LISTS.reduce((sum, name) => {
    const list = entry[name];
    return sum + (Array.isArray(list) ? list.length : 0);
  }, 0);
  if (keyCount > CARD_IMPORT_LIMITS.maxLoreKeys)
    return refuse(`${path}.keys`, "CardMessages.tooManyLoreKeys");
  for (const name of ENTRY_KEY_LISTS) {
    const error = listError(entry[name], `${path}.${name}`, LORE_KEYS);
    if (error) return error;
  }
  return (
    textsError(entry, ["content"], maxTextChars, "CardMessages.textTooLong", `${path}.`) ??
    textsError(entry, ["name", "comment"], maxShortChars, "CardMessages.shortTextTooLong", `${path}.`)
  );
}

function bookError(book: unknown): CardImportError | null {
  if (!isRecord(book)) return null;
  const entries = Array.isArray(book.entries)
    ? book.entries
    : isRecord(book.entries)
      ? Object.values(book.entries)
      : [];
  if (entries.length > CARD_IMPORT_LIMITS.maxLoreEntries) {
    return refuse("character_book.entries", "CardMessages.tooManyLoreEntries");
  }
  const bookText =
    textsError(book, ["name"], maxShortChars, "CardMessages.shortTextTooLong", "character_book.") ??
    textsError(book, ["description"], maxTextChars, "CardMessages.textTooLong", "character_book.");
  if (bookText) return bookText;
  for (const [index, entry] of entries.entries()) {
    const error = entryError(entry, `character_book.entries.${index}`);
    if (error) return error;
  }
  return null;
}

/** The first limit a card's data breaks, or null when it fits them all. */
export function cardLimitError(data: JsonObject): CardImportError | null {
  for (const name of GREETING_LISTS) {
    const error = listError(data[name], name, GREETINGS);
    if (error) return error;
  }
  return (
    listError(data.tags, "tags", TAGS) ??
    listError(data.source, "source", TAGS) ??
    bookError(data.character_book) ??
    textsError(data, LONG_TEXTS, maxTextChars, "CardMessages.textTooLong") ??
    textsError(data, SHORT_TEXTS, maxShortChars, "CardMessages.shortTextTooLong")
  );
}
