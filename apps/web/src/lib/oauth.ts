import type { OAuthPlatform } from "@fable/contract";
import { isOAuthPlatform } from "./oauthPlatforms";

/**
 * What /callback/{platform} learned from the provider: a code and state to sign in with, or the
 * provider's error (the user said no, or the provider failed).
 */
export type OAuthCallback =
  | { platform: OAuthPlatform; code: string; state: string }
  | { platform: OAuthPlatform; error: string };

/** `type` of the message the callback popup posts to the window that opened it. */
export const OAUTH_MESSAGE_TYPE = "fable:oauth-callback";
/** Where the callback keeps its result when there is no opener (mobile, or a blocked popup). */
export const OAUTH_PENDING_KEY = "fable.oauthCallback";

/** Reads the provider's answer from the callback URL; null when the platform is not one of ours. */
export function readOAuthCallback(
  platform: string | undefined,
  search: URLSearchParams,
): OAuthCallback | null {
  if (!isOAuthPlatform(platform)) return null;
  const code = search.get("code");
  const state = search.get("state");
  if (code && state && !search.get("error")) return { platform, code, state };
  return { platform, error: search.get("error") || "missing_code" };
}

/** Narrows untrusted data (a posted message, stored JSON) to an OAuthCallback. */
export function asOAuthCallback(data: unknown): OAuthCallback | null {
  if (typeof data !== "object" || data === null) return null;
  const candidate = data as Record<string, unknown>;
  if (!isOAuthPlatform(candidate.platform)) return null;
  const { platform, code, state, error } = candidate;
  if (typeof code === "string" && code && typeof state === "string" && state)
    return { platform, code, state };
  if (typeof error === "string" && error) return { platform, error };
  return null;
}

/** The callback message: same origin only, and of our type. */
export function oauthMessageData(
  event: { origin: string; data: unknown },
  origin: string,
): OAuthCallback | null {
  if (event.origin !== origin) return null;
  const data = event.data as { type?: unknown } | null;
  if (typeof data !== "object" || data === null || data.type !== OAUTH_MESSAGE_TYPE) return null;
  return asOAuthCallback(data);
}

type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function storePendingOAuth(storage: SessionStore, callback: OAuthCallback): void {
  storage.setItem(OAUTH_PENDING_KEY, JSON.stringify(callback));
}

/** Takes the stored callback result, once. */
export function takePendingOAuth(storage: SessionStore): OAuthCallback | null {
  const stored = storage.getItem(OAUTH_PENDING_KEY);
  if (stored === null) return null;
  storage.removeItem(OAUTH_PENDING_KEY);
  try {
    return asOAuthCallback(JSON.parse(stored));
  } catch {
    return null;
  }
}
