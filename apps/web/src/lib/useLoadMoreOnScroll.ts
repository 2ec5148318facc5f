import { useEffect, useRef } from "react";
import { isNearBottom, SCROLL_THROTTLE_MS } from "./paging";

interface LoadMore {
  /** False once a shorter page arrived, or while there is nothing to page. */
  hasMore: boolean;
  /** True while a page is loading, so one scroll never asks twice. */
  loading: boolean;
  onLoadMore: () => void;
  /** How many items have landed; a new page that leaves the screen unfilled loads the next at once. */
  loadedCount: number;
}

function windowNearBottom(): boolean {
  return isNearBottom({
    scrollTop: window.scrollY,
    viewportHeight: window.innerHeight,
    contentHeight: document.documentElement.scrollHeight,
  });
}

/**
 * Loads the next page when the window scrolls near the bottom (checked at most every 50 ms), and
 * right after a page lands when the list still does not fill the screen.
 */
export function useLoadMoreOnScroll({ hasMore, loading, onLoadMore, loadedCount }: LoadMore): void {
  const latest = useRef({ hasMore, loading, onLoadMore });
  latest.current = { hasMore, loading, onLoadMore };

  useEffect(() => {
    // Throttled with a trailing check, so the scroll event that reaches the bottom is never dropped.
    let timer: ReturnType<typeof setTimeout> | null = null;
    const check = () => {
      timer = null;
      const state = latest.current;
      if (state.hasMore && !state.loading && windowNearBottom()) state.onLoadMore();
    };
    const schedule = () => {
      timer ??= setTimeout(check, SCROLL_THROTTLE_MS);
    };
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      if (timer) clearTimeout(timer);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, []);

  // Keyed on landed items, not on loading, so a failed page is retried by scrolling, never in a loop.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a page lands
  useEffect(() => {
    const state = latest.current;
    if (state.hasMore && !state.loading && windowNearBottom()) state.onLoadMore();
  }, [loadedCount, hasMore]);
}
