import type { OAuthPlatform } from "@fable/contract";
import { isOAuthPlatform } from "./oauthPlatforms";

/** A way of signing in; the last one used gets the "Recent" badge (docs/product.md#login-modal). */
export type LoginMethod = "email" | "phone" | OAuthPlatform;

export const LAST_LOGIN_METHOD_KEY = "fable.lastLoginMethod";

export function parseLoginMethod(value: string | null): LoginMethod | null {
  if (value === "email" || value === "phone") return value;
  return isOAuthPlatform(value) ? value : null;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export function readLastLoginMethod(): LoginMethod | null {
  return parseLoginMethod(storage()?.getItem(LAST_LOGIN_METHOD_KEY) ?? null);
}

export function rememberLoginMethod(method: LoginMethod): void {
  storage()?.setItem(LAST_LOGIN_METHOD_KEY, method);
}

/**
 * Removal requested on this device: remembered by user id so the next sign-in of that account can
 * say that it cancelled the removal (docs/product.md#account-removal) — the sign-in answer itself no longer
 * shows it.
 */
export const REMOVAL_REQUESTED_KEY = "fable.removalRequested";

export function rememberRemovalRequest(userId: string): void {
  storage()?.setItem(REMOVAL_REQUESTED_KEY, userId);
}

/** True once, when `userId` is the account whose removal was requested here. */
export function takeRemovalRequest(userId: string): boolean {
  const store = storage();
  if (store?.getItem(REMOVAL_REQUESTED_KEY) !== userId) return false;
  store.removeItem(REMOVAL_REQUESTED_KEY);
  return true;
}
