import { describe, expect, it } from "vitest";
import { makeCharacter, makeHistory, makeInput, makeLore } from "../../../test/prompt-inputs.ts";
import { assemblePrompt, countTokens, DEFAULT_SYSTEM_PROMPT, MESSAGE_FRAMING_TOKENS } from "./index.ts";
import type { AssembledPrompt, PromptInput } from "./types.ts";

function systemContent(prompt: AssembledPrompt): string {
  const first = prompt.messages[0];
  expect(first?.role).toBe("system");
  return first?.content ?? "";
}

function sectionTokens(prompt: AssembledPrompt, name: string): number {
  return prompt.sections.find((section) => section.name === name)?.tokens ?? -1;
}

function fullInput(): PromptInput {
  return makeInput({
    character: makeCharacter({
      systemPrompt: "SYSTEM-MARK {{original}}",
      prompt: "PROMPT-MARK for {{char}}.",
      description: "DESCRIPTION-MARK {{char}} keeps the light.",
      personality: "PERSONALITY-MARK",
      dialogueStyle: "STYLE-MARK",
      mantra: "MANTRA-MARK",
      supplementalInfo: "SUPPLEMENT-MARK",
      scenario: "SCENARIO-MARK {{user}} knocks.",
      exampleDialogue:
        "<START>\n{{user}}: EXAMPLE-ONE\n{{char}}: Hm.\n<start>\n<USER>: EXAMPLE-TWO\n<BOT>: Ha.",
      postHistoryInstructions: "POST-MARK Reply as {{char}}.",
    }),
    persona: { name: "Captain Ro", description: "PERSONA-MARK A retired smuggler." },
    lore: [
      makeLore({
        id: "after",
        keys: ["storm"],
        content: "LORE-AFTER-MARK",
        placement: "after_char",
        insertionOrder: 1,
      }),
      makeLore({ id: "before", constant: true, content: "LORE-BEFORE-MARK {{char}}", insertionOrder: 2 }),
    ],
    memories: {
      pinned: ["PINNED-MARK one", "PINNED-MARK two"],
      custom: "CUSTOM-MARK",
      summary: "SUMMARY-MARK",
    },
    history: [
      { role: "assistant", content: "Welcome, {{user}}. I am {{char}}." },
      { role: "user", content: "The storm is loud." },
    ],
  });
}

describe("assemblePrompt: layout", () => {
  it("puts the sections in order in one system message, then history, then post-history", () => {
    const prompt = assemblePrompt(fullInput());
    const system = systemContent(prompt);
    const marks = [
      "SYSTEM-MARK",
      "PROMPT-MARK",
      "PERSONA-MARK",
      "LORE-BEFORE-MARK",
      "DESCRIPTION-MARK",
      "PERSONALITY-MARK",
      "STYLE-MARK",
      "MANTRA-MARK",
      "SUPPLEMENT-MARK",
      "SCENARIO-MARK",
      "LORE-AFTER-MARK",
      "[Memory]",
      "PINNED-MARK one",
      "PINNED-MARK two",
      "CUSTOM-MARK",
      "SUMMARY-MARK",
      "Example dialogue:",
      "EXAMPLE-ONE",
      "EXAMPLE-TWO",
    ];
    const positions = marks.map((mark) => system.indexOf(mark));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    expect(prompt.messages.map((message) => message.role)).toEqual(["system", "assistant", "user", "system"]);
    expect(prompt.messages[3]?.content).toBe("POST-MARK Reply as Mira.");
    expect(prompt.sections.map((section) => section.name)).toEqual([
      "system",
      "persona",
      "lore_before",
      "character",
      "scenario",
      "lore_after",
      "documents",
      "memory",
      "examples",
      "history",
      "post_history",
    ]);
    expect(prompt.activatedLore).toEqual(["after", "before"]);
    expect(prompt.examplesIncluded).toBe(2);
    expect(prompt.historyIncluded).toBe(2);
  });

  it("expands {{original}} to the default system prompt and uses the default when the card has none", () => {
    const withOriginal = systemContent(assemblePrompt(fullInput()));
    expect(withOriginal.startsWith("SYSTEM-MARK You are Mira, in an ongoing roleplay with Captain Ro.")).toBe(
      true,
    );
    const plain = systemContent(assemblePrompt(makeInput()));
    expect(
      plain.startsWith(DEFAULT_SYSTEM_PROMPT.replaceAll("{{char}}", "Mira").replaceAll("{{user}}", "Sam")),
    ).toBe(true);
    const replaced = systemContent(
      assemblePrompt(makeInput({ character: makeCharacter({ systemPrompt: "Only me." }) })),
    );
    expect(replaced.startsWith("Only me.")).toBe(true);
    expect(replaced).not.toContain("ongoing roleplay");
  });

  it("expands macros everywhere, with the persona's name as {{user}}", () => {
    const prompt = assemblePrompt(fullInput());
    const everything = prompt.messages.map((message) => message.content).join("\n");
    expect(everything).not.toMatch(/\{\{|<user>|<bot>/i);
    expect(prompt.messages[1]?.content).toBe("Welcome, Captain Ro. I am Mira.");
    expect(everything).toContain("Captain Ro: EXAMPLE-ONE");
    expect(everything).toContain("Mira: Ha.");
    expect(everything).toContain("SCENARIO-MARK Captain Ro knocks.");
    expect(everything).not.toContain("Sam");
  });

  it("uses userName when there is no persona, and labels the persona when there is one", () => {
    const plain = systemContent(assemblePrompt(makeInput()));
    expect(plain).toContain("Sam arrives at the lighthouse");
    const masked = systemContent(assemblePrompt(fullInput()));
    expect(masked).toContain("About Captain Ro, the person you are talking with:\nPERSONA-MARK");
  });

  it("asks for a continuation after the history, after the card's post-history instructions", () => {
    const history = [
      { role: "user" as const, content: "Is anyone here?" },
      { role: "assistant" as const, content: "A lantern swings in the dark and" },
    ];
    const plain = assemblePrompt(makeInput({ history }));
    const continued = assemblePrompt(makeInput({ history, continuation: true }));
    const last = continued.messages.at(-1)!;
    expect(last.role).toBe("system");
    expect(last.content).toContain("Continue Mira's last message");
    expect(last.content).not.toContain("{{char}}");
    expect(continued.messages.at(-2)).toEqual({
      role: "assistant",
      content: "A lantern swings in the dark and",
    });
    expect(sectionTokens(continued, "post_history")).toBeGreaterThan(sectionTokens(plain, "post_history"));
  });

  it("gives empty sections no text and 0 tokens", () => {
    const prompt = assemblePrompt(
      makeInput({ character: makeCharacter({ scenario: "", exampleDialogue: "  <START>  " }), history: [] }),
    );
    for (const name of [
      "persona",
      "scenario",
      "lore_before",
      "lore_after",
      "documents",
      "memory",
      "examples",
      "history",
    ]) {
      expect(sectionTokens(prompt, name)).toBe(0);
    }
    expect(sectionTokens(prompt, "post_history")).toBe(0);
    expect(prompt.messages).toHaveLength(1);
    expect(systemContent(prompt)).not.toMatch(/Scenario:|Example dialogue:|\[Memory\]/);
    expect(systemContent(prompt)).not.toContain("\n\n\n");
  });
});

describe("assemblePrompt: token accounting", () => {
  it("sums the sections to totalTokens", () => {
    for (const input of [fullInput(), makeInput(), makeInput({ history: makeHistory(40) })]) {
      const prompt = assemblePrompt(input);
      const sum = prompt.sections.reduce((total, section) => total + section.tokens, 0);
      expect(prompt.totalTokens).toBe(sum);
    }
  });

  it("counts close to, and never below, what the tokenizer says of the final messages", () => {
    const prompt = assemblePrompt(fullInput());
    const real = prompt.messages.reduce(
      (total, message) => total + countTokens(message.content) + MESSAGE_FRAMING_TOKENS,
      0,
    );
    expect(prompt.totalTokens).toBeGreaterThanOrEqual(real);
    expect(prompt.totalTokens - real).toBeLessThanOrEqual(10);
  });

  it("charges each history message its text plus framing", () => {
    const history = makeHistory(3);
    const prompt = assemblePrompt(makeInput({ history }));
    const expected = history.reduce(
      (total, message) => total + countTokens(message.content) + MESSAGE_FRAMING_TOKENS,
      0,
    );
    expect(sectionTokens(prompt, "history")).toBe(expected);
  });

  it("counts with a real tokenizer, CJK included", () => {
    expect(countTokens("")).toBe(0);
    expect(countTokens("hello world")).toBe(2);
    expect(countTokens("灯塔守护者")).toBeGreaterThan(1);
    expect(countTokens("a <|endoftext|> b")).toBeGreaterThan(3);
  });
});

describe("assemblePrompt: determinism", () => {
  it("returns the same output for the same input", () => {
    const input = fullInput();
    const first = assemblePrompt(input);
    expect(assemblePrompt(structuredClone(input))).toEqual(first);
    expect(assemblePrompt(input)).toEqual(first);
  });

  it("does not change its input", () => {
    const input = fullInput();
    const copy = structuredClone(input);
    assemblePrompt(input);
    expect(input).toEqual(copy);
  });
});
