import { generateText } from "ai";
import { beforeAll, describe, expect, it } from "vitest";
import { fixturesPresent } from "../../../test/fixtures.ts";
import { cardContext } from "../../../test/offline-cards.ts";
import { type OfflineCharacterContextInput, offlineProviderOptions } from "./context.ts";
import { OfflineLanguageModel } from "./model.ts";
import { cjkShare } from "./text.ts";

const model = new OfflineLanguageModel({ delayMs: 0 });
const SEEDS = [1, 2, 3, 4, 5];

/** The replies to one message under several seeds, so a check holds for every variant, not one lucky pick. */
async function replies(context: OfflineCharacterContextInput, message: string, seeds = SEEDS) {
  return Promise.all(
    seeds.map(
      async (seed) =>
        (
          await generateText({
            model,
            messages: [{ role: "user", content: message }],
            providerOptions: offlineProviderOptions({ ...context, seed }),
          })
        ).text,
    ),
  );
}

// The real cards are read before the tests rather than at import, so that without ../shared/fixtures
// this file still loads and the tests of the made-up character still run (see test/fixtures.ts).
let luna: ReturnType<typeof cardContext>;
let megumin: ReturnType<typeof cardContext>;
beforeAll(() => {
  if (!fixturesPresent) return;
  luna = cardContext("luna_v3_lore1.json");
  megumin = cardContext("megumin_v1_legacy.json");
});
const plain: OfflineCharacterContextInput = {
  character: {
    name: "Captain Idris",
    personality: "gruff, loyal, superstitious",
    scenario: "Idris commands the airship Meridian, drifting above the Saltglass Desert at dusk.",
    description: "Idris is a weathered sky captain who trusts the wind more than people.",
    greeting: "You're late. Ship leaves with or without you.",
  },
  userName: "Alex",
};

describe("offline replies follow the message and the card", () => {
  it.skipIf(!fixturesPresent)("answers a where-question with the place from the scenario", async () => {
    for (const text of await replies(luna, "Where are we?"))
      expect(text).toContain("Grand Library of Celestia");
    for (const text of await replies(plain, "Where exactly are we right now?")) {
      expect(text).toMatch(/above the Saltglass Desert\b/i);
    }
  });

  it.skipIf(!fixturesPresent)(
    "answers who-are-you with the name and a first-person line from the description",
    async () => {
      for (const text of await replies(luna, "Who are you?")) {
        expect(text).toContain("Luna");
        expect(text).toContain("I'm a skilled celestial mage");
      }
    },
  );

  it("answers when-questions with a time from the card", async () => {
    for (const text of await replies(plain, "When do we land?"))
      expect(text.toLowerCase()).toContain("at dusk");
  });

  it("mirrors a name the user mentions", async () => {
    for (const text of await replies(plain, "I ran into Teodor at the docks this morning.")) {
      expect(text).toContain("Teodor");
    }
  });

  it.skipIf(!fixturesPresent)("weaves in an activated lore entry", async () => {
    const withLore = { ...luna, activatedLore: luna.lore };
    for (const text of await replies(withLore, "Tell me about this city.")) {
      expect(text).toContain("Celestia is the floating city");
    }
  });

  it("acknowledges feelings and greets back", async () => {
    const sad = await replies(plain, "I feel so lonely tonight.");
    expect(sad.every((text) => /alone|sorry|here|sit with me/i.test(text))).toBe(true);
    const greeted = await replies(plain, "Hello!");
    expect(greeted.every((text) => /hello|hi there|look who|good to see|there you are/i.test(text))).toBe(
      true,
    );
  });

  it.skipIf(!fixturesPresent)(
    "reads the speech of a roleplay message around its narrated actions",
    async () => {
      for (const text of await replies(luna, "*waves from the doorway* Hello! Where are we?")) {
        expect(text).toMatch(/hello|hi there|look who|good to see|there you are/i);
        expect(text).toContain("Grand Library of Celestia");
      }
    },
  );

  it.skipIf(!fixturesPresent)("answers Chinese in Chinese", async () => {
    for (const text of await replies(luna, "你好！你在研究什么？"))
      expect(cjkShare(text)).toBeGreaterThan(0.6);
    const chineseCard = cardContext("ai_zh_v3_lore27.json");
    for (const text of await replies(chineseCard, "这里是哪里？")) expect(text).toContain("玄天宗宗门大殿");
  });

  it.skipIf(!fixturesPresent)("mirrors the card's style: narrated *actions* and quoted speech", async () => {
    for (const text of await replies(luna, "Hello!")) expect(text).toMatch(/^\*Luna [^*]+\* "[^"]+"$/);
    for (const text of await replies(megumin, "Hello!")) expect(text).toMatch(/^\*[^*]+\* [^"]/);
    for (const text of await replies(plain, "Hello!")) expect(text).not.toContain("*");
  });

  it.skipIf(!fixturesPresent)("answers each of two questions within one to four sentences", async () => {
    const all = await replies({ ...luna, activatedLore: luna.lore }, "Who is Mira, and where are we?");
    for (const text of all) {
      expect(text).toContain("Mira");
      expect(text).toContain("Grand Library of Celestia");
      const sentences = text.replace(/\*[^*]*\*/g, "").match(/[^.!?]+[.!?]+/g) ?? [];
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(4);
    }
  });

  it("does not repeat the reply it is regenerating", async () => {
    const context = { ...plain, seed: 9 };
    const first = await generateText({
      model,
      messages: [{ role: "user", content: "Hm." }],
      providerOptions: offlineProviderOptions(context),
    });
    const again = await generateText({
      model,
      messages: [
        { role: "user", content: "Hm." },
        { role: "assistant", content: first.text },
        { role: "user", content: "Hm." },
      ],
      providerOptions: offlineProviderOptions(context),
    });
    expect(again.text).not.toBe(first.text);
  });
});
