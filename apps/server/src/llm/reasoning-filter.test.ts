import { describe, expect, it } from "vitest";
import { MAX_KEPT_REASONING, ReasoningFilter } from "./reasoning-filter.ts";

/** Feeds `pieces` through a filter keeping reasoning; returns what the user would see, and what was removed. */
function filtered(pieces: string[]) {
  const filter = new ReasoningFilter(true);
  const shown = pieces.map((piece) => filter.push(piece));
  shown.push(filter.end());
  return { text: shown.join(""), reasoning: filter.reasoning, shown };
}

/** Every way of cutting `text` into two pieces, as a stream may. */
const everyCut = (text: string) =>
  Array.from({ length: text.length + 1 }, (_, at) => [text.slice(0, at), text.slice(at)]);

describe("ReasoningFilter", () => {
  it("passes a plain answer through unchanged, piece by piece", () => {
    const { text, shown } = filtered(["Aye, ", "the sea ", "is calm < rough."]);
    expect(text).toBe("Aye, the sea is calm < rough.");
    expect(shown[0]).toBe("Aye, ");
  });

  it("removes a leading <think> block and the blank lines after it, however the stream is cut", () => {
    const reply = "<think>The user greets me. Stay gruff.</think>\n\nAye, welcome aboard.";
    for (const cut of everyCut(reply)) {
      const { text, reasoning } = filtered(cut);
      expect(text, JSON.stringify(cut)).toBe("Aye, welcome aboard.");
      expect(reasoning).toBe("The user greets me. Stay gruff.");
    }
  });

  it("knows <thinking> and <reasoning> blocks too, in any case", () => {
    expect(filtered(["<Thinking>hmm</Thinking>Yes."]).text).toBe("Yes.");
    expect(filtered(["<reasoning>a", "b</reasoning> No."]).text).toBe("No.");
  });

  it("removes a block in the middle of a reply and keeps the text around it", () => {
    expect(filtered(["Well… <think>", "should I?", "</think> yes."]).text).toBe("Well…  yes.");
  });

  it("shows nothing of a block that never closes", () => {
    const { text, reasoning } = filtered(["<think>I keep thinking", " and thinking"]);
    expect(text).toBe("");
    expect(reasoning).toBe("I keep thinking and thinking");
  });

  it("gives back a held '<' that did not begin a tag", () => {
    const { text, shown } = filtered(["I <3 ", "you <t"]);
    expect(text).toBe("I <3 you <t");
    expect(shown.at(-1)).toBe("<t");
  });

  it("holds back no more than a tag's start, so the answer is not delayed", () => {
    const filter = new ReasoningFilter();
    expect(filter.push("Hello <th")).toBe("Hello ");
    expect(filter.push("ere")).toBe("<there");
  });

  it("keeps no reasoning for a scene that does not show it, and at most a bounded amount for one that does", () => {
    const hidden = new ReasoningFilter();
    hidden.push("<think>private thoughts</think>Yes.");
    expect(hidden.reasoning).toBe("");
    const endless = new ReasoningFilter(true);
    const thought = "x".repeat(10_000);
    for (let piece = 0; piece < 20; piece += 1)
      expect(endless.push(piece === 0 ? `<think>${thought}` : thought)).toBe("");
    endless.addReasoning("from a field");
    expect(endless.reasoning.length).toBe(MAX_KEPT_REASONING);
  });
});
