// Kept apart from the zod schemas of search.ts so the web app's always-loaded header can use it
// without pulling zod into the home route's bundle.

/**
 * Search text per docs/product.md#search-text: punctuation and symbols become spaces, runs of spaces
 * collapse, ends are trimmed. The web app uses it for the /search/{text} route, the server before it
 * searches.
 */
export function normalizeSearchText(text: string): string {
  return text
    .replace(/[\p{P}\p{S}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * What the server searches for, remembers and counts: the normalised text lower-cased, so
 * "Sherlock!" and "sherlock" are one recent search and one popular entry.
 */
export function searchKey(text: string): string {
  return normalizeSearchText(text).toLowerCase();
}
