import type { ReactNode } from "react";
import { Skeleton } from "../../../components/Skeleton";

interface CarouselSkeletonProps {
  count: number;
  /** The same slide width as the loaded carousel, so nothing jumps when it arrives. */
  slideClassName: string;
  cardClassName: string;
  /** The placeholder content of one card. */
  card: ReactNode;
}

/** A section title and a row of card-shaped placeholders while a home carousel loads. */
export function CarouselSkeleton({ count, slideClassName, cardClassName, card }: CarouselSkeletonProps) {
  return (
    <div aria-hidden="true">
      <Skeleton className="mb-4 h-7 w-32" />
      <div className="-ml-3 flex overflow-hidden md:-ml-4">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
          <div key={index} className={`shrink-0 pl-3 md:pl-4 ${slideClassName}`}>
            <div className={cardClassName}>{card}</div>
          </div>
        ))}
      </div>
    </div>
  );
}
