/**
 * Infinite lists (docs/product.md#paging: the category list, search and Joybook): a full page means there may
 * be more, a shorter page marks the list finished, and the next page loads within 30 px of the bottom.
 */
export const SCROLL_THRESHOLD_PX = 30;
export const SCROLL_THROTTLE_MS = 50;

export interface ListPage {
  page: number;
  limit: number;
  list: readonly unknown[];
}

/** The page to load after `last`, or undefined when `last` was shorter than a full page. */
export function nextPageAfter(last: ListPage): number | undefined {
  return last.list.length < last.limit ? undefined : last.page + 1;
}

export interface ScrollPosition {
  scrollTop: number;
  viewportHeight: number;
  contentHeight: number;
}

/** True when the bottom of the content is within `threshold` px of the viewport's bottom edge. */
export function isNearBottom(position: ScrollPosition, threshold = SCROLL_THRESHOLD_PX): boolean {
  return position.contentHeight - (position.scrollTop + position.viewportHeight) <= threshold;
}

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
