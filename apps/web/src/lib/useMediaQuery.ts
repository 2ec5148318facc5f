import { LIMITS } from "@fable/contract";
import { useCallback, useSyncExternalStore } from "react";

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below the 768 px breakpoint the sidebar becomes an overlay drawer (docs/product.md#layout). */
export const MOBILE_QUERY = `(max-width: ${LIMITS.mobileBreakpoint - 0.02}px)`;

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
