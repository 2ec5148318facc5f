import { describe, expect, it } from "vitest";
import { StopTrimmer } from "./stop-trimmer.ts";

/** Feeds `pieces` through a trimmer: what each push showed, and what the end flushed. */
function run(stops: string[], pieces: string[]) {
  const trimmer = new StopTrimmer(stops);
  const shown = pieces.map((piece) => trimmer.push(piece));
  return { shown, rest: trimmer.flush(), trimmer };
}

describe("StopTrimmer", () => {
  it("cuts the reply at a stop string split across pieces, which never shows", () => {
    const { shown, rest, trimmer } = run(
      ["<|im_end|>"],
      ["The tide", " turns.<|im", "_end|>\n<|im_start|>user"],
    );
    expect(shown.join("") + rest).toBe("The tide turns.");
    expect(shown).toEqual(["The tide", " turns.", ""]);
    expect(trimmer.stopped).toBe(true);
    expect(trimmer.stopString).toBe("<|im_end|>");
  });

  it("holds back only what could begin a stop string, and lets it go when it does not", () => {
    const { shown, rest } = run(["\nUSER:"], ["Row", " on.\n", "US", "ually not.", " Done.\n"]);
    expect(shown).toEqual(["Row", " on.", "", "\nUSually not.", " Done."]);
    expect(rest).toBe("\n");
  });

  it("stops at the earliest of several stop strings, even inside one piece", () => {
    const { shown, trimmer } = run(["</s>", "[INST]"], ["Aye.[INST]Next</s>"]);
    expect(shown).toEqual(["Aye."]);
    expect(trimmer.stopString).toBe("[INST]");
  });

  it("finds a stop string that starts inside an earlier false start", () => {
    const { shown, trimmer } = run(["abcabd"], ["xabcabc", "abd and on"]);
    expect(shown).toEqual(["xabc", ""]);
    expect(trimmer.stopped).toBe(true);
  });

  it("drops the whitespace a model writes before its reply", () => {
    expect(run(["USER:"], [" ", "\n Hello", " there"]).shown).toEqual(["", "Hello", " there"]);
  });

  it("passes everything through when there are no stop strings", () => {
    expect(run([], ["a", "b"]).shown).toEqual(["a", "b"]);
  });
});
