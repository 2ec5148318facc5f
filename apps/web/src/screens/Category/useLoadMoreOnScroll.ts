import { useEffect, useRef } from "react";
import { isNearBottom, SCROLL_THROTTLE_MS } from "../../lib/paging";
import { throttle } from "../../lib/throttle";

const windowPosition = () => ({
  scrollTop: window.scrollY,
  viewportHeight: window.innerHeight,
  scrollHeight: document.documentElement.scrollHeight,
});

/**
 * Calls `loadMore` when the page is scrolled to within 30 px of its bottom (checked at most every
 * 50 ms), and again after each page arrives, so a page too short to scroll still fills up.
 * `pageCount` changes when a page arrives; `active` is false while loading or once finished.
 */
export function useLoadMoreOnScroll(active: boolean, pageCount: number, loadMore: () => void) {
  const latest = useRef({ active, loadMore });
  latest.current = { active, loadMore };

  useEffect(() => {
    const check = throttle(() => {
      if (latest.current.active && isNearBottom(windowPosition())) latest.current.loadMore();
    }, SCROLL_THROTTLE_MS);
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check);
    return () => {
      check.cancel();
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked when a page arrives or loading ends
  useEffect(() => {
    if (active && isNearBottom(windowPosition())) loadMore();
  }, [active, pageCount]);
}
