import { normalizeSearchText } from "@fable/contract";

/**
 * The server normalises the same way, so the route text is exactly what gets searched
 * (docs/product.md#search-text).
 */
export { normalizeSearchText };

/** The route a submitted search goes to: `/search/{text}`, or the search page itself when empty. */
export function searchPath(text: string): string {
  const normalized = normalizeSearchText(text);
  return normalized ? `/search/${encodeURIComponent(normalized)}` : "/search";
}
