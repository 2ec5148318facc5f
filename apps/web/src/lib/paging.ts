/** A page of a list as the API answers it (page numbers start at 1). */
export interface PageInfo {
  page: number;
  limit: number;
  total: number;
}

/** The page after `last`, or undefined once every item has been loaded (for useInfiniteQuery). */
export function nextPageOf(last: PageInfo): number | undefined {
  return last.page * last.limit < last.total ? last.page + 1 : undefined;
}
