import { describe, expect, it } from "vitest";
import { fixturesPresent } from "../../../test/fixtures.ts";
import {
  fixtureCards,
  type QualityCharacter,
  seedCharacters,
} from "../../../test/offline-quality/quality-characters.ts";
import { missedTargets, totalsOf } from "../../../test/offline-quality/quality-report.ts";
import { scoreCharacter } from "../../../test/offline-quality/quality-run.ts";

/**
 * The quality harness of `npm run quality:offline` on a few characters, so a regression in the
 * offline engine (repeating itself, pasting the card, leaking example lines, dodging questions)
 * fails `npm test`. The seed characters are in the repository; the cards need ../shared/fixtures.
 */
async function missedBy(characters: QualityCharacter[]) {
  const scores = [];
  for (const character of characters) scores.push(await scoreCharacter(character));
  const failures = scores.flatMap((score) => score.failures.map((failure) => `${score.label}: ${failure}`));
  return { missed: missedTargets(totalsOf(scores)), failures };
}

const SEEDS = ["Wren Aldermoor", "Idris Kane", "Professor Quill"];
const CARDS = ["luna_v3_lore1.json", "arleigh_v2_lore34.png", "ai_zh_v3_lore27.json"];

describe("offline engine quality over a 20-turn script", () => {
  it("meets the targets with seed characters", async () => {
    const chosen = seedCharacters().filter((subject) => SEEDS.includes(subject.character.name));
    expect(chosen).toHaveLength(SEEDS.length);
    const { missed, failures } = await missedBy(chosen);
    expect(missed, failures.join("\n")).toEqual([]);
  });

  it.skipIf(!fixturesPresent)("meets the targets with imported cards (JSON, PNG, Chinese)", async () => {
    const chosen = fixtureCards().filter((subject) => CARDS.some((file) => subject.label.endsWith(file)));
    expect(chosen).toHaveLength(CARDS.length);
    const { missed, failures } = await missedBy(chosen);
    expect(missed, failures.join("\n")).toEqual([]);
  });
});
