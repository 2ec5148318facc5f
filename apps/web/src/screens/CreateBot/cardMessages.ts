import { CARD_IMPORT_LIMITS, CardMessages } from "@fable/contract";

type CardMessageId = keyof typeof CardMessages;

/** The catalog key of each of the contract's card import messages. */
export const CARD_MESSAGE_KEYS: Record<CardMessageId, string> = Object.fromEntries(
  Object.keys(CardMessages).map((id) => [id, `create.import.errors.${id}`]),
) as Record<CardMessageId, string>;

/** The limits the card messages name, for their placeholders. */
export const CARD_MESSAGE_VALUES = {
  mb: CARD_IMPORT_LIMITS.maxBytes / 1024 / 1024,
  levels: CARD_IMPORT_LIMITS.maxJsonDepth,
  files: CARD_IMPORT_LIMITS.maxCharxEntries,
  jsonMb: CARD_IMPORT_LIMITS.maxJsonBytes / 1024 / 1024,
  chars: CARD_IMPORT_LIMITS.maxTextChars,
  shortChars: CARD_IMPORT_LIMITS.maxShortChars,
  greetings: CARD_IMPORT_LIMITS.maxGreetings,
  tags: CARD_IMPORT_LIMITS.maxTags,
  entries: CARD_IMPORT_LIMITS.maxLoreEntries,
  keys: CARD_IMPORT_LIMITS.maxLoreKeys,
};

const KEY_BY_TEXT = new Map(
  Object.entries(CardMessages).map(([id, text]) => [
    text.toLowerCase(),
    CARD_MESSAGE_KEYS[id as CardMessageId],
  ]),
);

/** The catalog key of a card import refusal the server sent, when it is one of the contract's. */
export function cardMessageKey(text: string): string | undefined {
  return KEY_BY_TEXT.get(text.trim().toLowerCase());
}
