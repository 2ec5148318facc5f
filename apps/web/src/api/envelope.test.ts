import { describe, expect, it } from "vitest";
import { asEnvelope } from "./envelope";

describe("asEnvelope", () => {
  it("accepts envelopes and fills a missing message", () => {
    expect(asEnvelope({ code: 0, message: "", result: [1] })).toEqual({ code: 0, message: "", result: [1] });
    expect(asEnvelope({ code: 109, result: null })).toEqual({ code: 109, message: "", result: null });
  });

  it("rejects other bodies", () => {
    expect(asEnvelope(null)).toBeNull();
    expect(asEnvelope("oops")).toBeNull();
    expect(asEnvelope({ message: "no code" })).toBeNull();
  });
});
