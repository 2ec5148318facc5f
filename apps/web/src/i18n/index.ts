import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { readCookie, writeCookie } from "../lib/cookies";
import en from "./en.json";
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language, resolveLanguage } from "./languages";

/** English ships with the app; other catalogs are fetched when chosen so they stay off the home route. */
const catalogLoaders: Record<Exclude<Language, "en">, () => Promise<{ default: typeof en }>> = {
  "zh-CN": () => import("./zh-CN.json"),
};

/**
 * Strings of the lazily loaded screens (creation, My Bots, bot profile, review, discovery pages,
 * coming soon) live in their own catalogs, fetched with the first such screen, so they never weigh
 * on the home route. A language's screens catalog is `screens/{language}.json` plus any `screens/{area}.{language}.json`.
 */
const screenCatalogFiles = import.meta.glob<{ default: Record<string, unknown> }>("./screens/*.json");

function screenCatalogLoaders(language: Language) {
  const belongs = (file: string) => file.endsWith(`/${language}.json`) || file.endsWith(`.${language}.json`);
  return Object.entries(screenCatalogFiles)
    .filter(([file]) => belongs(file))
    .map(([, load]) => load);
}
const screenCatalogsLoaded = new Set<Language>();

async function ensureCatalog(language: Language): Promise<void> {
  if (language !== "en" && !i18n.hasResourceBundle(language, "translation")) {
    const catalog = await catalogLoaders[language]();
    i18n.addResourceBundle(language, "translation", catalog.default, true, true);
  }
  // Once a lazy screen has been shown, a language switch brings its strings along too.
  if (screenCatalogsLoaded.size > 0) await loadScreenCatalog(language);
}

async function loadScreenCatalog(language: Language): Promise<void> {
  if (screenCatalogsLoaded.has(language)) return;
  const catalogs = await Promise.all(screenCatalogLoaders(language).map((load) => load()));
  for (const catalog of catalogs)
    i18n.addResourceBundle(language, "translation", catalog.default, true, false);
  screenCatalogsLoaded.add(language);
}

/** Loads the lazy screens' strings for the current language (and English, the fallback). */
export async function ensureScreenCatalog(): Promise<void> {
  await Promise.all([loadScreenCatalog(DEFAULT_LANGUAGE), loadScreenCatalog(currentLanguage())]);
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== "undefined") document.documentElement.lang = language;
}

export async function initI18n(): Promise<typeof i18n> {
  const language = resolveLanguage(readCookie(LANGUAGE_COOKIE));
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ["en", "zh-CN"],
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  i18n.on("languageChanged", (changed) => applyDocumentLanguage(resolveLanguage(changed)));
  await changeLanguage(language, { persist: false });
  applyDocumentLanguage(language);
  return i18n;
}

export async function changeLanguage(language: Language, options = { persist: true }): Promise<void> {
  await ensureCatalog(language);
  if (options.persist) writeCookie(LANGUAGE_COOKIE, language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export { i18n };
