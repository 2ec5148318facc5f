import { createHash, timingSafeEqual } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import type { Random } from "../../context.ts";

/** 32 random bytes: 256 bits, as the accounts issue asks of session tokens. */
const TOKEN_BYTES = 32;

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** A new bearer token and the hash that is stored in its place. */
export function newSessionToken(random: Random) {
  const token = random.bytes(TOKEN_BYTES).toString("base64url");
  return { token, tokenHash: sha256(token) };
}

/** Compares two hex digests without leaking through timing how many leading characters match. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A code's hash is bound to its target so one leaked row says nothing about another address's code. */
export function codeDigest(target: string, code: string): string {
  return sha256(`${target}\u0000${code}`);
}

/** argon2id with the library's defaults (19 MiB, t=2), the OWASP-recommended baseline. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
