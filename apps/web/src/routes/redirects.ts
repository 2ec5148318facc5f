/**
 * Redirect rules (docs/product.md#redirects) as pure functions of the URL parts, so they are testable without
 * a router. Each returns the path to go to.
 */

export const HOME_PATH = "/";

type Search = URLSearchParams | string;

const params = (search: Search) => (typeof search === "string" ? new URLSearchParams(search) : search);

const present = (value: string | null | undefined): value is string => Boolean(value?.trim());

/** `/chat`: to the chat of the `botId` param or query when there is one, else Home. */
export function chatRedirect(search: Search, botIdParam?: string): string {
  const botId = present(botIdParam) ? botIdParam : params(search).get("botId");
  return present(botId) ? `/chat/${encodeURIComponent(botId.trim())}` : HOME_PATH;
}

/** `/joy` → `/joydtl`, keeping the query (share links carry `ref`). */
export function joyRedirect(search: Search): string {
  const query = params(search).toString();
  return query ? `/joydtl?${query}` : "/joydtl";
}

/** `/fitting?order=1` is Manage Subscription (spec §2): the plans tab of /billing; null keeps /fitting. */
export function fittingRedirect(search: Search): string | null {
  return params(search).get("order") === "1" ? "/billing?tab=plans" : null;
}

/** `/profile`: to the profile of the `userId` query, else Home. */
export function profileRedirect(search: Search): string {
  const userId = params(search).get("userId");
  return present(userId) ? `/profile/${encodeURIComponent(userId.trim())}` : HOME_PATH;
}

/** `/document` has no page of its own. */
export function documentRedirect(): string {
  return HOME_PATH;
}

/** Unknown paths go to the route flagged sort 1; Fable flags none, so Home. */
export function unknownPathRedirect(): string {
  return HOME_PATH;
}

export const CREATE_TYPES = ["bot", "adventure", "twitter", "pdf"] as const;
export type CreateType = (typeof CREATE_TYPES)[number];

/**
 * `/create/{type}` accepts a name or the numeric type of docs/product.md#redirects (1 bot, 2 adventure, 3
 * twitter, 4 pdf).
 */
export function parseCreateType(type: string | undefined): CreateType | null {
  if (!type) return null;
  const numeric = /^[1-4]$/.test(type) ? CREATE_TYPES[Number(type) - 1] : undefined;
  if (numeric) return numeric;
  const named = type.toLowerCase();
  return (CREATE_TYPES as readonly string[]).includes(named) ? (named as CreateType) : null;
}

/**
 * Signed-out visitors of a signed-in-only screen go Home with the login modal open (docs/product.md#visitor).
 */
export const LOGIN_REDIRECT = "/?login=1";

export function guardRedirect(requiresAuth: boolean, signedIn: boolean): string | null {
  return requiresAuth && !signedIn ? LOGIN_REDIRECT : null;
}
