import { describe, expect, it } from "vitest";
import en from "./en.json";
import { type Catalog, flattenCatalog } from "./flatten";
import zh from "./zh-CN.json";

const screenCatalogs = import.meta.glob<Catalog>("./screens/*.json", {
  import: "default",
  eager: true,
});

/** A language's screens catalogs flattened together: `screens/{language}.json` and `screens/{area}.{language}.json`. */
function screensOf(language: string): Record<string, string> {
  const belongs = (file: string) => file.endsWith(`/${language}.json`) || file.endsWith(`.${language}.json`);
  const flat: Record<string, string> = {};
  for (const [file, catalog] of Object.entries(screenCatalogs)) {
    if (!belongs(file)) continue;
    const keys = flattenCatalog(catalog);
    const clashing = Object.keys(keys).filter((key) => key in flat);
    if (clashing.length > 0)
      throw new Error(`${file} repeats keys of another screens catalog: ${clashing.join(", ")}`);
    Object.assign(flat, keys);
  }
  return flat;
}

// The screens catalogs are merged into the main ones at run time, so they are checked as one.
const catalogs = {
  en: { ...flattenCatalog(en), ...screensOf("en") },
  "zh-CN": { ...flattenCatalog(zh), ...screensOf("zh-CN") },
};

/** Every source file of the app (tests excluded), as text. */
const sources = import.meta.glob(["../**/*.{ts,tsx}", "!../**/*.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** Keys passed to `t("…")` as a literal, in either quote style. */
function usedKeys(source: string): string[] {
  return [...source.matchAll(/\bt\(\s*(["'])([^"'`$]+?)\1/g)].map((match) => match[2]!);
}

/** `{{name}}` placeholders of a message, sorted, so both languages interpolate the same values. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("catalogs", () => {
  it("have the same keys, none empty", () => {
    for (const [name, catalog] of Object.entries(catalogs)) {
      for (const [otherName, other] of Object.entries(catalogs)) {
        if (name === otherName) continue;
        const missing = Object.keys(catalog).filter((key) => !other[key]?.trim());
        expect(missing, `keys of ${name} missing or empty in ${otherName}`).toEqual([]);
      }
      const empty = Object.entries(catalog)
        .filter(([, value]) => !value.trim())
        .map(([key]) => key);
      expect(empty, `empty values in ${name}`).toEqual([]);
    }
  });

  it("use the same placeholders in both languages", () => {
    const mismatched = Object.keys(catalogs.en).filter(
      (key) =>
        JSON.stringify(placeholders(catalogs.en[key]!)) !==
        JSON.stringify(placeholders(catalogs["zh-CN"][key] ?? "")),
    );
    expect(mismatched).toEqual([]);
  });

  it("contain every key the source code passes to t()", () => {
    const files = Object.entries(sources);
    expect(files.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const [file, source] of files) {
      for (const key of usedKeys(source)) {
        const known = catalogs.en[key] !== undefined || catalogs.en[`${key}_other`] !== undefined;
        if (!known) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("keep the strings of always-loaded code in the main catalog", () => {
    // Only the lazy screens and dialogs (and components only they use) may read the screens catalog.
    const lazyOnly =
      /\/(screens\/(ComingSoon|CreateBot|CreateAdventure|CreatePdf|CreateResult|MyBots|BotProfile|ReviewQueue|AdminModels|Chat|Chats|Search|Category|Leaderboard|Profile|Joybook|Activity|Document|Plans|DevCheckout|Orders|Billing|Tasks|AdminPlans|Adventure|Novels|Room|CreateRoom|Toolkit|CreateVoicePack|CreateImagePack)\/|components\/(AdminOnly|ReviewBadge|ExportCardMenu|NamePrompt|DailyReward\/DailyRewardModal|AdSlot|RewardedAdDialog)\.tsx|components\/(LoginModal|AppFrame\/settings|Membership|Voice|Memory)\/|screens\/DevOutbox\/)/;
    const main = flattenCatalog(en);
    const misplaced = Object.entries(sources)
      .filter(([file]) => !lazyOnly.test(file))
      .flatMap(([file, source]) => usedKeys(source).map((key) => ({ file, key })))
      .filter(({ key }) => main[key] === undefined && main[`${key}_other`] === undefined)
      .map(({ file, key }) => `${file}: ${key}`);
    expect(misplaced).toEqual([]);
  });

  it("finds t() keys in source text", () => {
    expect(usedKeys(`t("a.b") + t('c', { n }) + t(\`d.\${x}\`) + at("no")`)).toEqual(["a.b", "c"]);
  });
});
