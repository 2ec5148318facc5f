import { z } from "zod";
import type { Language } from "../context.ts";
import { MESSAGE_GROUPS, type MessageId, textsById } from "./message-groups.ts";
import { message, renderMessage } from "./server-message.ts";

/**
 * Schema messages by their words. Zod hands over only the text a contract schema refuses with, so a
 * field refusal is the one place an id is found from the English; everything the server throws
 * carries its id. Groups share some texts (a flagged review is a flagged chat message): the first
 * id with a text stands for it.
 */
let schemaMessageIds: Map<string, MessageId> | undefined;

function schemaMessageId(text: string): MessageId | undefined {
  if (!schemaMessageIds) {
    schemaMessageIds = new Map();
    for (const [id, english] of textsById(MESSAGE_GROUPS)) {
      if (!schemaMessageIds.has(english)) schemaMessageIds.set(english, id);
    }
  }
  return schemaMessageIds.get(text);
}

/** Sample values of each type zod names in "received …", so its Chinese locale names the same type. */
const SAMPLE_OF_TYPE: Record<string, unknown> = {
  string: "",
  number: 0,
  boolean: false,
  array: [],
  object: {},
  null: null,
  undefined: undefined,
  bigint: 0n,
  nan: Number.NaN,
};

let zodChinese: ReturnType<typeof z.locales.zhCN> | undefined;

/**
 * A failed field check in the request's language: the schema's own message (the contract's words,
 * translated like any other), or zod's default wording in that language.
 */
export function localizeValidation(
  issue: { keyword: string; message?: string; params?: Record<string, unknown> },
  language: Language,
): string | undefined {
  if (language === "en") return issue.message;
  const id = issue.message === undefined ? undefined : schemaMessageId(issue.message);
  if (id) return renderMessage(message(id), language);
  zodChinese ??= z.locales.zhCN();
  // zod words "expected number, received string" from the input, which the issue no longer carries.
  const received = /received (\w+)$/.exec(issue.message ?? "")?.[1];
  const input = received && received in SAMPLE_OF_TYPE ? { input: SAMPLE_OF_TYPE[received] } : {};
  const rendered = zodChinese.localeError({ ...issue.params, code: issue.keyword, ...input } as never);
  return typeof rendered === "string" ? rendered : (rendered?.message ?? issue.message);
}
