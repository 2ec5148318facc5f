import { describe, expect, it } from "vitest";
import { expandMacros } from "./macros.ts";
import {
  DEFAULT_SYSTEM_PROMPT,
  resolvePostHistoryInstructions,
  resolveSystemPrompt,
} from "./system-prompt.ts";

const names = { char: "Mira", user: "Sam" };

describe("expandMacros", () => {
  it.each([
    ["{{char}} greets {{user}}", "Mira greets Sam"],
    ["{{Char}} greets {{USER}}", "Mira greets Sam"],
    ["{{ char }} and {{ User }}", "Mira and Sam"],
    ["<BOT> greets <USER>", "Mira greets Sam"],
    ["<bot> greets <user>", "Mira greets Sam"],
    ["<Bot>: hi <User>", "Mira: hi Sam"],
  ])("expands %j", (text, expected) => {
    expect(expandMacros(text, names)).toBe(expected);
  });

  it("leaves text without macros and unknown placeholders alone", () => {
    expect(expandMacros("No macros <b>here</b> {{random}}", names)).toBe("No macros <b>here</b> {{random}}");
  });

  it("inserts names literally and never expands a macro inside a name", () => {
    expect(expandMacros("{{user}}", { char: "X", user: "$& {{char}}" })).toBe("$& {{char}}");
  });

  it("leaves {{original}} to the system-prompt step", () => {
    expect(expandMacros("{{original}}", names)).toBe("{{original}}");
  });
});

describe("resolveSystemPrompt", () => {
  it("uses the default when the card has none", () => {
    expect(resolveSystemPrompt("")).toBe(DEFAULT_SYSTEM_PROMPT);
    expect(resolveSystemPrompt("  \n ")).toBe(DEFAULT_SYSTEM_PROMPT);
  });

  it("lets the card replace the default", () => {
    expect(resolveSystemPrompt("Narrate in second person.")).toBe("Narrate in second person.");
  });

  it("puts the default where the card says {{original}}, in any case", () => {
    expect(resolveSystemPrompt("{{original}}\nAlso rhyme.")).toBe(`${DEFAULT_SYSTEM_PROMPT}\nAlso rhyme.`);
    expect(resolveSystemPrompt("Before. {{ORIGINAL}}")).toBe(`Before. ${DEFAULT_SYSTEM_PROMPT}`);
  });

  it("drops {{original}} from post-history instructions, which have no default", () => {
    expect(resolvePostHistoryInstructions("{{original}} Stay terse.")).toBe("Stay terse.");
  });
});
