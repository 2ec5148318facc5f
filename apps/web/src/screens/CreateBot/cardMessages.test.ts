import { CardMessages } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { flattenCatalog } from "../../i18n/flatten";
import en from "../../i18n/screens/en.json";
import zh from "../../i18n/screens/zh-CN.json";
import { CARD_MESSAGE_KEYS, CARD_MESSAGE_VALUES, cardMessageKey } from "./cardMessages";

const catalogs = { en: flattenCatalog(en), zh: flattenCatalog(zh) };

/** i18next's {{name}} placeholders filled the way the import screen fills them. */
const fill = (text: string) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(CARD_MESSAGE_VALUES[name as "mb"]));

describe("card import messages", () => {
  it("are in both catalogs, the English exactly as the contract words them", () => {
    for (const [id, key] of Object.entries(CARD_MESSAGE_KEYS)) {
      expect(catalogs.zh[key], key).toBeTruthy();
      expect(fill(catalogs.en[key] ?? ""), id).toBe(CardMessages[id as keyof typeof CardMessages]);
    }
  });

  it("are recognised in the server's answer, whatever its case and spacing", () => {
    expect(cardMessageKey(` ${CardMessages.charxTooManyFiles.toUpperCase()} `)).toBe(
      "create.import.errors.charxTooManyFiles",
    );
    expect(cardMessageKey("Something else went wrong")).toBeUndefined();
  });
});
