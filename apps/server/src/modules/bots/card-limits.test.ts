import { CARD_IMPORT_LIMITS, CardMessages } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { signedInApp } from "../../../test/accounts.ts";
import { expectBounded } from "../../../test/bounded-cost.ts";
import { cardAtEveryLimit, cardJson } from "../../../test/card-documents.ts";
import { measure } from "../../../test/hostile-files.ts";
import { importCardFile } from "../../../test/multipart.ts";
import { LONG_TEXTS } from "./cards/card-limits.ts";

const signedIn = signedInApp();
const importFile = (bytes: Uint8Array) =>
  importCardFile(signedIn.harness.app, "card.json", bytes, signedIn.token);

const { maxLoreEntries, maxGreetings, maxTags, maxLoreKeys, maxTextChars, maxShortChars } =
  CARD_IMPORT_LIMITS;
const over = (chars: number) => "x".repeat(chars + 1);
const entry = (fields: Record<string, unknown> = {}) => ({ keys: ["k"], content: "lore", ...fields });

async function expectRefused(fields: Record<string, unknown>, message: string) {
  const { value, cost } = await measure(() => importFile(cardJson(fields)));
  expect(value).toMatchObject({ status: 400, code: 400, message });
  expectBounded(`card limit: ${message}`, cost);
}

describe("card import limits", () => {
  it.each(LONG_TEXTS)("refuses a card whose %s is over the text limit, naming the field", async (field) => {
    await expectRefused({ [field]: over(maxTextChars) }, `${field}: ${CardMessages.textTooLong}`);
  });

  it.each(["name", "creator", "character_version", "nickname"])(
    "refuses a card whose %s is over the short-text limit",
    async (field) => {
      await expectRefused({ [field]: over(maxShortChars) }, `${field}: ${CardMessages.shortTextTooLong}`);
    },
  );

  it("refuses too many greetings, tags, lore entries and keys of one entry", async () => {
    await expectRefused(
      { alternate_greetings: Array(maxGreetings + 1).fill("Hi there") },
      `alternate_greetings: ${CardMessages.tooManyGreetings}`,
    );
    await expectRefused({ tags: Array(maxTags + 1).fill("t") }, `tags: ${CardMessages.tooManyTags}`);
    await expectRefused(
      { character_book: { entries: Array(maxLoreEntries + 1).fill(entry()) } },
      `character_book.entries: ${CardMessages.tooManyLoreEntries}`,
    );
    // Exporters that key entries by id count the same.
    const keyed = Object.fromEntries(Array.from({ length: maxLoreEntries + 1 }, (_, id) => [id, entry()]));
    await expectRefused(
      { character_book: { entries: keyed } },
      `character_book.entries: ${CardMessages.tooManyLoreEntries}`,
    );
    await expectRefused(
      {
        character_book: {
          entries: [entry({ keys: Array(maxLoreKeys).fill("a"), secondary_keys: ["b"] })],
        },
      },
      `character_book.entries.0.keys: ${CardMessages.tooManyLoreKeys}`,
    );
  });

  it("refuses an over-long greeting, tag, lore content, key or entry name at its place", async () => {
    await expectRefused(
      { alternate_greetings: ["Hi there", over(maxTextChars)] },
      `alternate_greetings.1: ${CardMessages.textTooLong}`,
    );
    await expectRefused({ tags: ["ok", over(maxShortChars)] }, `tags.1: ${CardMessages.shortTextTooLong}`);
    await expectRefused(
      { character_book: { entries: [entry(), entry({ content: over(maxTextChars) })] } },
      `character_book.entries.1.content: ${CardMessages.textTooLong}`,
    );
    await expectRefused(
      { character_book: { entries: [entry({ secondary_keys: [over(maxShortChars)] })] } },
      `character_book.entries.0.secondary_keys.0: ${CardMessages.shortTextTooLong}`,
    );
    await expectRefused(
      { character_book: { entries: [entry({ comment: over(maxShortChars) })] } },
      `character_book.entries.0.comment: ${CardMessages.shortTextTooLong}`,
    );
  });

  it("refuses card JSON over its size limit before parsing it", async () => {
    const huge = cardJson({ description: "x".repeat(CARD_IMPORT_LIMITS.maxJsonBytes) });
    const { value, cost } = await measure(() => importFile(huge));
    expect(value).toMatchObject({ status: 400, message: CardMessages.jsonTooLarge });
    expectBounded("card JSON over its size limit", cost);
  });

  it("imports a card at every limit whole, in bounded time and memory", async () => {
    const card = cardAtEveryLimit();
    expect(card.length).toBeLessThanOrEqual(CARD_IMPORT_LIMITS.maxJsonBytes);
    const { value, cost } = await measure(() => importFile(card));
    expect(value.code, value.message).toBe(0);
    expect(value.result).toMatchObject({ loreCount: maxLoreEntries, alternateGreetingCount: maxGreetings });
    expectBounded("card import at every limit", cost);
  });
});
