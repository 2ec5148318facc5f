import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useEffect, useRef, useState } from "react";

// Embla only adds dragging and snapping to a row the browser has already laid out, so its code is
// fetched once a carousel is on screen rather than with the home route (decision 0020).
const loadEmbla = () => import("embla-carousel");

/**
 * Embla on the viewport element given to `viewportRef`, created once the library has loaded. Until
 * then the row shows as laid out, without dragging; if the library cannot be fetched, `unavailable`
 * turns true so the row can fall back to the browser's own scrolling. The options are read once.
 */
export function useDeferredEmbla(options: EmblaOptionsType) {
  const storedOptions = useRef(options);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let unmounted = false;
    loadEmbla().then(
      ({ default: EmblaCarousel }) => {
        if (unmounted) return;
        instance = EmblaCarousel(viewport, storedOptions.current);
        setEmbla(instance);
      },
      () => {
        if (!unmounted) setUnavailable(true);
      },
    );
    return () => {
      unmounted = true;
      instance?.destroy();
      setEmbla(undefined);
    };
  }, [viewport]);

  return { viewportRef: setViewport, embla, unavailable };
}
