import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { OfflineCharacterContextInput } from "../../src/llm/offline/context.ts";
import { importCard } from "../../src/modules/bots/cards/import-card.ts";
import { CARD_FIXTURES, fixturesPresent } from "../fixtures.ts";

/** A lore entry as the harness activates it: by its keys in the recent messages, or always. */
export type QualityLore = { keys: string[]; content: string; constant: boolean };

/** One character the quality harness talks to: a seed character or an imported fixture card. */
export type QualityCharacter = {
  label: string;
  character: OfflineCharacterContextInput["character"] & { name: string };
  lore: QualityLore[];
};

const SEED_FILE = path.resolve(import.meta.dirname, "../../src/db/seed/content/characters.json");

type SeedCharacter = {
  name: string;
  greeting: string;
  scenario: string;
  personality: string;
  description: string;
  exampleDialogue?: string;
  lore?: { keywords: string[]; content: string }[];
};

export function seedCharacters(): QualityCharacter[] {
  const seeds = JSON.parse(readFileSync(SEED_FILE, "utf8")) as SeedCharacter[];
  return seeds.map((seed) => ({
    label: `seed: ${seed.name}`,
    character: {
      name: seed.name,
      greeting: seed.greeting,
      scenario: seed.scenario,
      personality: seed.personality,
      description: seed.description,
      exampleDialogue: seed.exampleDialogue ?? "",
    },
    lore: (seed.lore ?? []).map((entry) => ({
      keys: entry.keywords,
      content: entry.content,
      constant: false,
    })),
  }));
}

/**
 * Every fixture file that imports as a card (JSON, PNG, CHARX), read by Fable's own importer so the
 * harness sees exactly what a user's import stores. Files that are not cards are left out.
 */
export function fixtureCards(): QualityCharacter[] {
  if (!fixturesPresent) return [];
  return readdirSync(CARD_FIXTURES)
    .filter((file) => /\.(?:json|png|charx)$/i.test(file))
    .sort()
    .flatMap((file) => {
      const result = importCard(new Uint8Array(readFileSync(path.join(CARD_FIXTURES, file))), file);
      if (!result.ok) return [];
      const card = result.character;
      return [
        {
          label: `card: ${file}`,
          character: {
            name: card.characterName,
            greeting: card.greeting,
            scenario: card.scenario,
            personality: card.personality,
            description: card.description,
            exampleDialogue: card.exampleDialogue,
          },
          lore: card.lore
            .filter((entry) => entry.enabled)
            .map((entry) => ({ keys: entry.keys, content: entry.content, constant: entry.constant })),
        },
      ];
    });
}
