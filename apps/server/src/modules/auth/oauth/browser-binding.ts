import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Ties an OAuth state to the browser that asked for it, so a state (and code) started by one person
 * cannot sign another person's browser in (login CSRF).
 *
 * Why a cookie and not a verifier kept in sessionStorage: the popup flow may lose its opener (providers
 * send Cross-Origin-Opener-Policy, which severs it), and then the popup finishes the login itself; a
 * popup's sessionStorage is a copy taken when it opened, before the sign-in started, so it would not
 * hold the verifier. A cookie is shared by every window of the browser, and the check happens on the
 * web app's same-origin POST /api/user/login, so Apple's cross-site form POST does not need to carry it.
 *
 * The cookie is not a credential: it holds a random value that only matches the hash stored with the
 * browser's own states; it signs no one in by itself, and auth stays in the Authorization header.
 */
export const BINDING_COOKIE = "fable_oauth_binding";
/** Sent only to the two requests that need it: /api/user/oauth/…/authorize and /api/user/login. */
const BINDING_COOKIE_PATH = "/api/user";
const BINDING_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The binding value this browser sent, if it is well-formed. */
export function readBrowserBinding(cookieHeader: string | undefined): string | null {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [name, value] = part.trim().split("=", 2);
    if (name === BINDING_COOKIE && value && BINDING_PATTERN.test(value)) return value;
  }
  return null;
}

export function isBrowserBinding(value: string): boolean {
  return BINDING_PATTERN.test(value);
}

/** The Set-Cookie value; it lives as long as a state, and Secure whenever the site is served over TLS. */
export function browserBindingCookie(value: string, maxAgeMs: number, secure: boolean): string {
  const attributes = [
    `${BINDING_COOKIE}=${value}`,
    `Path=${BINDING_COOKIE_PATH}`,
    `Max-Age=${Math.floor(maxAgeMs / 1000)}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

/** Only the hash is stored, so a leaked state table cannot be replayed as cookies. */
export function hashBrowserBinding(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function bindingMatches(storedHash: string | null, presented: string | null): boolean {
  if (storedHash === null || presented === null) return false;
  const expected = Buffer.from(storedHash, "hex");
  const actual = createHash("sha256").update(presented).digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
