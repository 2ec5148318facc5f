/**
 * An ad (name, image, jumpTo, sort, isInfusion: docs/product.md#planned-entities); the billing work supplies
 * them.
 */
export interface ListAd {
  name: string;
  image: string;
  jumpTo: string;
  sort: number;
  isInfusion: boolean;
}

/** The first ad goes in at index 3 of the bot list (docs/product.md#category-page). */
export const AD_SLOT_INDEX = 3;

export type ListEntry<Item, Ad> = { kind: "item"; item: Item } | { kind: "ad"; ad: Ad };

/**
 * The list with the ad slot placed at `index` (or at the end of a shorter list). With no ad the
 * list is returned as items only, so nothing is reserved on the page.
 */
export function withAdSlot<Item, Ad>(
  items: readonly Item[],
  ad: Ad | null | undefined,
  index = AD_SLOT_INDEX,
): ListEntry<Item, Ad>[] {
  const entries: ListEntry<Item, Ad>[] = items.map((item) => ({ kind: "item", item }));
  if (ad == null) return entries;
  entries.splice(Math.min(Math.max(index, 0), entries.length), 0, { kind: "ad", ad });
  return entries;
}
