import { createPrivateKey, sign } from "node:crypto";
import type { AppleKey } from "./providers.ts";

/** Apple accepts a client secret for at most six months; a fresh one per exchange keeps a leaked one useless. */
const LIFETIME_SECONDS = 5 * 60;

function base64urlJson(value: object) {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** The ES256 JWT Apple takes in place of a client secret, signed with the developer account's .p8 key. */
export function appleClientSecret(key: AppleKey, clientId: string, now: Date): string {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const header = base64urlJson({ alg: "ES256", kid: key.keyId, typ: "JWT" });
  const payload = base64urlJson({
    iss: key.teamId,
    iat: issuedAt,
    exp: issuedAt + LIFETIME_SECONDS,
    aud: "https://appleid.apple.com",
    sub: clientId,
  });
  const signingInput = `${header}.${payload}`;
  // JWS wants the raw r||s pair, not the DER structure node:crypto produces by default.
  const signature = sign("sha256", Buffer.from(signingInput), {
    key: createPrivateKey(key.privateKeyPem),
    dsaEncoding: "ieee-p1363",
  });
  return `${signingInput}.${signature.toString("base64url")}`;
}
