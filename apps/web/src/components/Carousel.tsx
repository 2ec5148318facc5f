import { clsx } from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCarouselAutoplay } from "./useCarouselAutoplay";
import { useDeferredEmbla } from "./useDeferredEmbla";

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** Keyed slide contents; the keys carry over to the slide wrappers. */
  children: ReactNode;
  /** Width classes of one slide, e.g. "basis-[45%] sm:basis-[200px]". */
  slideClassName: string;
  testId?: string;
  /** Advance on its own every 3 seconds (docs/product.md#home). */
  autoplay?: boolean;
}

/** A horizontally scrolling row (drag, swipe, trackpad or the arrow buttons). */
export function Carousel({ label, children, slideClassName, testId, autoplay = false }: CarouselProps) {
  const { t } = useTranslation();
  const { viewportRef, embla, unavailable } = useDeferredEmbla({
    align: "start",
    containScroll: "trimSnaps",
    dragFree: true,
    slidesToScroll: "auto",
  });
  const regionRef = useRef<HTMLElement>(null);
  useCarouselAutoplay(embla, regionRef, autoplay);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    update();
    embla.on("select", update).on("reInit", update).on("scroll", update);
    return () => {
      embla.off("select", update).off("reInit", update).off("scroll", update);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  return (
    <section
      ref={regionRef}
      aria-roledescription={t("carousel.roleDescription")}
      aria-label={label}
      className="relative"
      data-testid={testId}
    >
      {/* Should Embla fail to load, the browser scrolls the row itself, horizontal touch included. */}
      <div ref={viewportRef} className={unavailable ? "overflow-x-auto" : "overflow-hidden"}>
        <div className={clsx("-ml-3 flex md:-ml-4", !unavailable && "touch-pan-y")}>
          {Children.map(children, (child) => (
            <div className={clsx("min-w-0 shrink-0 grow-0 pl-3 md:pl-4", slideClassName)}>{child}</div>
          ))}
        </div>
      </div>
      <CarouselArrow side="left" label={t("carousel.previous")} disabled={!canPrev} onClick={previous} />
      <CarouselArrow side="right" label={t("carousel.next")} disabled={!canNext} onClick={next} />
    </section>
  );
}

function CarouselArrow({
  side,
  label,
  disabled,
  onClick,
}: {
  side: "left" | "right";
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      className={clsx(
        "absolute top-1/2 z-10 hidden size-9 -translate-y-1/2 items-center justify-center rounded-full border border-border bg-surface/90 text-text shadow-lg backdrop-blur transition duration-150 ease-out hover:bg-raised disabled:pointer-events-none disabled:opacity-0 md:flex",
        side === "left" ? "-left-3" : "-right-3",
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
