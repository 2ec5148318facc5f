import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The hex HMAC-SHA256 of `fields`, one per line, cut to `hexLength` characters. Callers pass only fields
 * that are digits, hex or fixed words, so no value can pose as another across a line break.
 */
export function hmacSignature(secret: Buffer, fields: readonly (string | number)[], hexLength = 64): string {
  return createHmac("sha256", secret).update(fields.join("\n")).digest("hex").slice(0, hexLength);
}

/** Constant-time comparison of two hex signatures, so the response time says nothing about how much of a guess was right. */
export function hexSignaturesMatch(expected: string, given: string): boolean {
  const expectedBytes = Buffer.from(expected, "hex");
  const givenBytes = Buffer.from(given, "hex");
  return givenBytes.length === expectedBytes.length && timingSafeEqual(givenBytes, expectedBytes);
}
