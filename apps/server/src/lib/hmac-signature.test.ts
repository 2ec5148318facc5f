import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hexSignaturesMatch, hmacSignature } from "./hmac-signature.ts";

const secret = Buffer.from("s".repeat(40));

describe("hmacSignature", () => {
  it("signs the fields one per line, cut to the asked length", () => {
    // The address formats depend on this exact message, so it is pinned here.
    const full = createHmac("sha256", secret).update("speech-clip\nabc\n3600").digest("hex");
    expect(hmacSignature(secret, ["speech-clip", "abc", 3600])).toBe(full);
    expect(hmacSignature(secret, ["speech-clip", "abc", 3600], 32)).toBe(full.slice(0, 32));
  });
});

describe("hexSignaturesMatch", () => {
  const signature = hmacSignature(secret, ["a", 1]);

  it("accepts the same signature and refuses a changed, shorter or foreign one", () => {
    expect(hexSignaturesMatch(signature, signature)).toBe(true);
    expect(hexSignaturesMatch(signature, hmacSignature(secret, ["a", 2]))).toBe(false);
    expect(hexSignaturesMatch(signature, signature.slice(0, 10))).toBe(false);
    expect(hexSignaturesMatch(signature, "")).toBe(false);
  });
});
