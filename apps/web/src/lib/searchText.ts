/** Search text per spec §5: punctuation becomes spaces, runs of spaces collapse, ends trimmed. */
export function normalizeSearchText(text: string): string {
  return text
    .replace(/[\p{P}\p{S}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The route a submitted search goes to: `/search/{text}`, or the search page itself when empty. */
export function searchPath(text: string): string {
  const normalized = normalizeSearchText(text);
  return normalized ? `/search/${encodeURIComponent(normalized)}` : "/search";
}
