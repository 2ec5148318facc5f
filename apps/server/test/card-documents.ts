import { CARD_IMPORT_LIMITS } from "@fable/contract";

/** A V2 card document (the JSON itself) whose `data` holds `fields`, for tests of card limits. */
export function cardJson(fields: Record<string, unknown>): Buffer {
  return Buffer.from(
    JSON.stringify({ spec: "chara_card_v2", data: { name: "Limits", first_mes: "Hello there", ...fields } }),
  );
}

/** Words with no repeats to speak of, so neither compression nor a tokenizer's cache makes them cheap. */
export function prose(chars: number, seed = 1): string {
  let text = "";
  let state = seed;
  while (text.length < chars) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    text += `${state.toString(36)} `;
  }
  return text.slice(0, chars);
}

const { maxLoreEntries, maxGreetings, maxTags, maxLoreKeys, maxTextChars, maxShortChars } =
  CARD_IMPORT_LIMITS;

/**
 * A card at every count limit (lore entries, greetings, tags, keys of one entry) with its long texts
 * at their cap, within the JSON size limit: the largest card an import accepts.
 */
export function cardAtEveryLimit(): Buffer {
  const entries = Array.from({ length: maxLoreEntries }, (_, index) => ({
    keys: index === 0 ? Array.from({ length: maxLoreKeys }, (_, key) => `key${key}`) : [`place${index}`],
    content: prose(1000, index + 2),
    enabled: true,
    insertion_order: index,
  }));
  return cardJson({
    name: "L".repeat(maxShortChars),
    description: prose(maxTextChars),
    personality: prose(maxTextChars, 3),
    first_mes: prose(maxTextChars, 5),
    alternate_greetings: Array.from({ length: maxGreetings }, (_, index) => `Greeting number ${index}`),
    tags: Array.from({ length: maxTags }, (_, index) => `tag${index}`),
    character_book: { entries },
  });
}
