import { BoundedCache } from "../../bounded-cache.ts";

/**
 * Texts as JSON string literals. A chat's history goes out again with every turn, and escaping its
 * 40 KB anew took a few hundred microseconds before each first token; each text is escaped once and
 * kept while it is still being sent.
 */
const escapedTexts = new BoundedCache<string, string>(2_000);

/** `JSON.stringify(text)`, from the cache when the text went out lately. */
export function jsonString(text: string): string {
  let literal = escapedTexts.get(text);
  if (literal === undefined) {
    literal = JSON.stringify(text);
    escapedTexts.set(text, literal);
  }
  return literal;
}

/** The JSON of `fields` with one more field, `name`, whose value is JSON already written. */
export function jsonWithField(fields: object, name: string, json: string): string {
  const head = JSON.stringify(fields);
  return `${head.slice(0, -1)}${head === "{}" ? "" : ","}${JSON.stringify(name)}:${json}}`;
}
