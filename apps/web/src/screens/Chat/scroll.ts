/** Within this distance of the bottom the list follows new text; scrolled further up it stays put. */
export const STICK_PX = 80;
/** Within this distance of the top older messages are loaded. */
export const LOAD_OLDER_PX = 120;

interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

export const isNearBottom = (metrics: ScrollMetrics) =>
  metrics.scrollHeight - metrics.scrollTop - metrics.clientHeight <= STICK_PX;

export const isNearTop = (metrics: Pick<ScrollMetrics, "scrollTop">) => metrics.scrollTop <= LOAD_OLDER_PX;

/** After older messages are put on top, the same message stays under the reader's eyes. */
export const scrollTopAfterPrepend = (before: ScrollMetrics, scrollHeightAfter: number) =>
  before.scrollTop + (scrollHeightAfter - before.scrollHeight);
