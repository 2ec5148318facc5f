import type { Language } from "../../i18n/languages";
import { SUPPORT_EMAIL } from "../../lib/support";

/** The pages of /document (docs/product.md#documents), in the order the page's navigation lists them. */
export const DOCUMENT_NAMES = ["help", "guide", "faq", "tos", "privacy"] as const;
export type DocumentName = (typeof DOCUMENT_NAMES)[number];

/** Each text is `content/{name}.{language}.md`, fetched only when its page opens. */
const files = import.meta.glob<string>("./content/*.md", { query: "?raw", import: "default" });

export function documentFile(name: DocumentName, language: Language): string {
  return `./content/${name}.${language}.md`;
}

/**
 * Fills the values a text names but an installation decides: `{{supportEmail}}` is the address this
 * installation answers at (VITE_SUPPORT_EMAIL).
 */
export function fillPlaceholders(text: string, values: { supportEmail: string }): string {
  return text.replaceAll("{{supportEmail}}", values.supportEmail);
}

/** A document in the language asked for, or in English when it has no translation. */
export async function loadDocument(name: DocumentName, language: Language): Promise<string> {
  const load = files[documentFile(name, language)] ?? files[documentFile(name, "en")];
  if (!load) throw new Error(`No document ${name}`);
  return fillPlaceholders(await load(), { supportEmail: SUPPORT_EMAIL });
}
