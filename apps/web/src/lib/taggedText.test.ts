import { describe, expect, it } from "vitest";
import { splitTagged } from "./taggedText";

describe("splitTagged", () => {
  it("splits text around tags", () => {
    expect(splitTagged("Agree to <tos>Terms</tos> and <privacy>Privacy</privacy>.")).toEqual([
      { text: "Agree to " },
      { text: "Terms", tag: "tos" },
      { text: " and " },
      { text: "Privacy", tag: "privacy" },
      { text: "." },
    ]);
  });

  it("leaves plain and unmatched text alone", () => {
    expect(splitTagged("plain")).toEqual([{ text: "plain" }]);
    expect(splitTagged("")).toEqual([]);
    expect(splitTagged("a <b>open")).toEqual([{ text: "a <b>open" }]);
    expect(splitTagged("<x>only</x>")).toEqual([{ text: "only", tag: "x" }]);
  });
});
