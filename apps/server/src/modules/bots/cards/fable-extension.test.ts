import { describe, expect, it } from "vitest";
import { parseCardJson } from "./card-parse.ts";

/** A V3 card as Fable writes it, with the given description and Fable extension. */
function fableCard(description: string, fable: unknown) {
  return {
    spec: "chara_card_v3",
    spec_version: "3.0",
    data: { name: "Maren", first_mes: "Hello there.", description, extensions: { other: 1, fable } },
  };
}

function parsed(card: unknown) {
  const result = parseCardJson(card);
  if (!result.ok) throw new Error(result.error.message);
  return result.character;
}

describe("the fable extension of a card", () => {
  it("splits the description back into prompt and description, and leaves other extensions as they were", () => {
    const character = parsed(fableCard("Be Maren.\n\nMaren keeps the light.", { prompt: "Be Maren." }));
    expect(character.fable?.prompt).toBe("Be Maren.");
    expect(character.description).toBe("Maren keeps the light.");
    expect(character.extensions).toEqual({ other: 1 });
  });

  it("treats a description edited in another tool as all description, so nothing shows twice", () => {
    const character = parsed(
      fableCard("Be Maren, always.\n\nMaren keeps the light.", { prompt: "Be Maren." }),
    );
    expect(character.fable?.prompt).toBe("");
    expect(character.description).toBe("Be Maren, always.\n\nMaren keeps the light.");
  });

  it("drops each value that breaks the form's rules instead of refusing the card", () => {
    const character = parsed(
      fableCard("Plain.", {
        prompt: "x".repeat(5000),
        intro: 42,
        gender: "dragon",
        age: -1,
        voice: "https://example.com/voice",
        speechRate: "warp",
        imageStyle: "<script>",
        hideImageDescription: "yes",
        categories: ["fantasy", 7],
        mantra: "Steady.",
        sampling: { temperature: "hot" },
      }),
    );
    expect(character.description).toBe("Plain.");
    expect(character.fable).toEqual({
      prompt: "",
      intro: "",
      supplementalInfo: "",
      dialogueStyle: "",
      mantra: "Steady.",
      gender: null,
      age: null,
      voice: "",
      speechRate: "medium",
      imageStyle: "",
      hideImageDescription: false,
      categories: [],
      sampling: null,
    });
  });

  it("is absent from cards made elsewhere, which import as before", () => {
    const character = parsed({
      ...fableCard("Plain.", undefined),
      data: { name: "Maren", description: "Plain." },
    });
    expect(character.fable).toBeNull();
    expect(character.description).toBe("Plain.");
  });
});

describe("a bot's sampler overrides in the fable extension", () => {
  it("come back as they were written", () => {
    const sampling = { temperature: 0.9, stop: ["\n{{user}}:"], extra: { mirostat: 2 } };
    expect(parsed(fableCard("Plain.", { sampling })).fable?.sampling).toEqual(sampling);
  });

  it("are dropped whole when a value breaks the editor's limits, and the card still imports", () => {
    const character = parsed(fableCard("Plain.", { sampling: { temperature: 0.9, stop: ["x".repeat(65)] } }));
    expect(character.fable?.sampling).toBeNull();
    expect(character.description).toBe("Plain.");
  });
});
