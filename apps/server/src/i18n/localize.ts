import { z } from "zod";
import type { Language } from "../context.ts";
import { MESSAGE_GROUPS } from "./message-groups.ts";
import { MESSAGES_ZH_CN } from "./messages.zh-CN.ts";

/** A message with placeholders, e.g. "You have used today's free {{action}}. …", and its translation. */
interface Template {
  pattern: RegExp;
  translated: string;
}

/** The words the server puts into a placeholder, translated with it. */
const PLACEHOLDER_WORDS_ZH: Record<string, string> = {
  regenerations: "重新生成",
  edits: "编辑",
  suggestions: "建议回复",
};

let exact: Map<string, string> | undefined;
const templates: Template[] = [];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** English text → Chinese, built on first use from the contract's groups and the catalog beside them. */
function catalog(): Map<string, string> {
  if (exact) return exact;
  exact = new Map();
  for (const [group, messages] of Object.entries(MESSAGE_GROUPS)) {
    const translations = MESSAGES_ZH_CN[group as keyof typeof MESSAGE_GROUPS] as Record<string, string>;
    for (const [id, english] of Object.entries(messages)) {
      const translated = translations[id]!;
      if (!english.includes("{{")) {
        // Groups share some texts (a flagged review is a flagged chat message): one translation each.
        if (!exact.has(english)) exact.set(english, translated);
        continue;
      }
      const pattern = new RegExp(`^${escapeRegExp(english).replace(/\\\{\\\{\w+\\\}\\\}/g, "(.+?)")}$`);
      templates.push({ pattern, translated });
    }
  }
  return exact;
}

function translateWhole(message: string): string | undefined {
  const known = catalog().get(message);
  if (known !== undefined) return known;
  for (const { pattern, translated } of templates) {
    const match = pattern.exec(message);
    if (!match) continue;
    let index = 0;
    return translated.replace(/\{\{\w+\}\}/g, () => {
      index += 1;
      const value = match[index] ?? "";
      return PLACEHOLDER_WORDS_ZH[value] ?? value;
    });
  }
  return undefined;
}

/** "body.name: …", "lore.2.id: …": a field path the API names, then what is wrong with it. */
const FIELD_PREFIX = /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*): (.+)$/s;

/**
 * The message in the request's language. English is the contract's own wording (the spec's); other
 * languages get the catalog's, with any field path in front kept as the API names it. A message the
 * catalog does not know (a model provider's own words, say) is left as it is.
 */
export function localizeMessage(message: string, language: Language): string {
  if (language === "en" || message === "") return message;
  const whole = translateWhole(message);
  if (whole !== undefined) return whole;
  const field = FIELD_PREFIX.exec(message);
  if (field) {
    const rest = translateWhole(field[2]!);
    if (rest !== undefined) return `${field[1]}: ${rest}`;
  }
  return message;
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
  const fromContract = issue.message === undefined ? undefined : translateWhole(issue.message);
  if (fromContract !== undefined) return fromContract;
  zodChinese ??= z.locales.zhCN();
  // zod words "expected number, received string" from the input, which the issue no longer carries.
  const received = /received (\w+)$/.exec(issue.message ?? "")?.[1];
  const input = received && received in SAMPLE_OF_TYPE ? { input: SAMPLE_OF_TYPE[received] } : {};
  const rendered = zodChinese.localeError({ ...issue.params, code: issue.keyword, ...input } as never);
  return typeof rendered === "string" ? rendered : (rendered?.message ?? issue.message);
}
