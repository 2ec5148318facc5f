import type { ListAd } from "../adSlot";

/**
 * The place the billing work's ad goes (the first ad at index 3: docs/product.md#category-page). It is only
 * rendered when there is an ad, so today, with no ads, the list shows nothing here.
 */
export function AdSlot({ ad }: { ad: ListAd }) {
  return <li data-testid="category-ad-slot" data-ad={ad.name} aria-hidden="true" className="min-h-40" />;
}
