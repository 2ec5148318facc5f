/**
 * The pages of a "show more" list as one list. An item that slid onto the next page while paging
 * (something new arrived at the top) is shown once, where it first appeared.
 */
export function flattenPages<Item extends { id: string }>(
  pages: readonly { list: readonly Item[] }[],
): Item[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.list)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}
