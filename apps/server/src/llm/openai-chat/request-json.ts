import { jsonString, jsonWithField } from "../http/json-text.ts";
import type { ChatCompletionMessage } from "./messages.ts";

/**
 * The JSON of a chat completion request: the same document JSON.stringify writes, messages last,
 * each message's text escaped once per chat, not once per turn (http/json-text.ts).
 */
export function requestJson(body: { messages: ChatCompletionMessage[] } & Record<string, unknown>): string {
  const { messages, ...settings } = body;
  const list = messages
    .map((message) => `{"role":${JSON.stringify(message.role)},"content":${jsonString(message.content)}}`)
    .join(",");
  return jsonWithField(settings, "messages", `[${list}]`);
}
