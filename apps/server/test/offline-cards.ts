import { readFileSync } from "node:fs";
import path from "node:path";
import type { OfflineCharacterContextInput } from "../src/llm/offline/context.ts";
import { CARD_FIXTURES } from "./fixtures.ts";

/** A real character card from the shared fixtures, as the offline engine's context. */
export function cardContext(file: string): OfflineCharacterContextInput & { lore: string[] } {
  const card = JSON.parse(readFileSync(path.join(CARD_FIXTURES, file), "utf8"));
  const data = card.data ?? card;
  return {
    character: {
      name: data.name,
      personality: data.personality,
      scenario: data.scenario,
      description: data.description,
      exampleDialogue: data.mes_example,
      greeting: data.first_mes,
    },
    lore: (data.character_book?.entries ?? []).map((entry: { content: string }) => entry.content),
  };
}
