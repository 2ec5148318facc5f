import type { BotListPage } from "@fable/contract";

/** Spec §9: the category list loads the next page once the reader is within 30 px of the bottom. */
export const NEAR_BOTTOM_PX = 30;
/** Spec §9: scroll checks are throttled to one per 50 ms. */
export const SCROLL_THROTTLE_MS = 50;

/** A full page means there may be more; a shorter one is the last (spec §4). */
export function nextPageAfter(page: Pick<BotListPage, "list" | "page">, limit: number): number | undefined {
  return page.list.length >= limit ? page.page + 1 : undefined;
}

export interface ScrollPosition {
  scrollTop: number;
  viewportHeight: number;
  scrollHeight: number;
}

export function isNearBottom(position: ScrollPosition, threshold = NEAR_BOTTOM_PX): boolean {
  return position.scrollTop + position.viewportHeight >= position.scrollHeight - threshold;
}
