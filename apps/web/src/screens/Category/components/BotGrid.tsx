import type { BotCard as BotCardData } from "@fable/contract";
import { BotCard, BotCardSkeleton } from "../../../components/BotCard";
import { type ListAd, withAdSlot } from "../adSlot";
import { AdSlot } from "./AdSlot";

export const botGridClass =
  "grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 md:gap-4 lg:grid-cols-5 xl:grid-cols-6 2xl:grid-cols-7";

/** The category's bots as cards, with the ad slot placed in the list when there is an ad. */
export function BotGrid({ bots, ad }: { bots: BotCardData[]; ad: ListAd | null }) {
  return (
    <ul data-testid="category-bots" className={botGridClass}>
      {withAdSlot(bots, ad).map((entry) =>
        entry.kind === "ad" ? (
          <AdSlot key="ad-slot" ad={entry.ad} />
        ) : (
          <li key={entry.item.botId}>
            <BotCard bot={entry.item} />
          </li>
        ),
      )}
    </ul>
  );
}

/** Card-shaped placeholders while a page loads; the region is announced once as loading. */
export function BotGridSkeleton({ count, label, testId }: { count: number; label: string; testId: string }) {
  return (
    <div role="status" aria-busy="true" data-testid={testId}>
      <span className="sr-only">{label}</span>
      <div className={botGridClass}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
          <BotCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
