import type { EmblaCarouselType } from "embla-carousel";
import { type RefObject, useEffect } from "react";

/** Carousels advance every 3 seconds (docs/product.md#home). */
export const AUTOPLAY_MS = 3000;

/**
 * Advances the carousel on a timer, wrapping to the start at the end. It waits while the pointer or
 * keyboard focus is inside (someone is reading), stops for good once the user drags it, and never
 * runs for people who ask for reduced motion or while the tab is hidden.
 */
export function useCarouselAutoplay(
  embla: EmblaCarouselType | undefined,
  region: RefObject<HTMLElement | null>,
  enabled: boolean,
) {
  useEffect(() => {
    const element = region.current;
    if (!embla || !element || !enabled) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let paused = false;
    let stopped = false;
    const pause = () => {
      paused = true;
    };
    const resume = () => {
      paused = false;
    };
    const stop = () => {
      stopped = true;
    };
    element.addEventListener("pointerenter", pause);
    element.addEventListener("pointerleave", resume);
    element.addEventListener("focusin", pause);
    element.addEventListener("focusout", resume);
    embla.on("pointerDown", stop);
    const timer = window.setInterval(() => {
      if (paused || stopped || document.hidden) return;
      if (embla.canScrollNext()) embla.scrollNext();
      else embla.scrollTo(0);
    }, AUTOPLAY_MS);
    return () => {
      window.clearInterval(timer);
      element.removeEventListener("pointerenter", pause);
      element.removeEventListener("pointerleave", resume);
      element.removeEventListener("focusin", pause);
      element.removeEventListener("focusout", resume);
      embla.off("pointerDown", stop);
    };
  }, [embla, region, enabled]);
}
