export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export const API_BASE = "/api";

/**
 * `/api` + path + query string. Null and undefined values are left out; arrays repeat the key.
 * `cacheBuster` (GET requests) appends `_t=<timestamp>` so no intermediary serves a stale answer.
 */
export function buildApiUrl(path: string, query?: Query, cacheBuster?: number): string {
  const normalizedPath = path.startsWith("/") ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === null || item === undefined) continue;
      params.append(key, String(item));
    }
  }
  if (cacheBuster !== undefined) params.set("_t", String(cacheBuster));
  const search = params.toString();
  return `${API_BASE}${normalizedPath}${search ? `?${search}` : ""}`;
}
