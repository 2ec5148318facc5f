export const LANGUAGES = [
  { code: "en", label: "English" },
  { code: "zh-CN", label: "中文" },
] as const;

export type Language = (typeof LANGUAGES)[number]["code"];

export const DEFAULT_LANGUAGE: Language = "en";
export const LANGUAGE_COOKIE = "lang";

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.code === value);
}

/**
 * The interface language from the `lang` cookie; English when absent or unknown (docs/product.md#overview).
 */
export function resolveLanguage(cookieValue: string | null | undefined): Language {
  if (!cookieValue) return DEFAULT_LANGUAGE;
  if (isLanguage(cookieValue)) return cookieValue;
  // Accept the loose spellings other clients may have written ("zh", "zh_CN", "zh-Hans").
  if (/^zh/i.test(cookieValue)) return "zh-CN";
  return DEFAULT_LANGUAGE;
}
