import { LIMITS } from "@fable/contract";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reads one cookie from a `document.cookie` style string. */
export function parseCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** A `Set-Cookie`-style assignment for `document.cookie`, valid for the spec's 7 days by default. */
export function serializeCookie(
  name: string,
  value: string,
  now: number,
  days: number = LIMITS.cookieDays,
): string {
  const expires = new Date(now + days * DAY_MS).toUTCString();
  return `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  return parseCookie(document.cookie, name);
}

export function writeCookie(name: string, value: string, days: number = LIMITS.cookieDays): void {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: the spec persists these preferences in cookies
  document.cookie = serializeCookie(name, value, Date.now(), days);
}
