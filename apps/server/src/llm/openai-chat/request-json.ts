import { BoundedCache } from "../../bounded-cache.ts";
import type { ChatCompletionMessage } from "./messages.ts";

/**
 * Message texts as JSON string literals. A chat's history goes out again with every turn, and
 * escaping its 40 KB anew took a few hundred microseconds before each first token; each text is
 * escaped once and kept while it is still being sent.
 */
const escapedTexts = new BoundedCache<string, string>(2_000);

function escaped(text: string): string {
  let literal = escapedTexts.get(text);
  if (literal === undefined) {
    literal = JSON.stringify(text);
    escapedTexts.set(text, literal);
  }
  return literal;
}

/** The JSON of a chat completion request: the same document JSON.stringify writes, messages last. */
export function requestJson(body: { messages: ChatCompletionMessage[] } & Record<string, unknown>): string {
  const { messages, ...settings } = body;
  const head = JSON.stringify(settings);
  const list = messages
    .map((message) => `{"role":${JSON.stringify(message.role)},"content":${escaped(message.content)}}`)
    .join(",");
  return `${head.slice(0, -1)}${head === "{}" ? "" : ","}"messages":[${list}]}`;
}
