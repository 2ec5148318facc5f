import { useEffect, useRef } from "react";

/** Spec §4/§9: the next page loads when the list's end comes within 30 px of the viewport. */
export const INFINITE_SCROLL_THRESHOLD_PX = 30;

/**
 * A ref for an element at the end of a list; `onReach` runs whenever it comes into view while
 * `enabled` (more to load and nothing loading), so a short first page keeps filling the screen.
 */
export function useInfiniteScroll<T extends Element>(onReach: () => void, enabled: boolean) {
  const sentinel = useRef<T>(null);
  const latest = useRef(onReach);
  latest.current = onReach;
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}
