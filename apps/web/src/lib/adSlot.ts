import type { AdSlotConfig, AdWebShow, HouseAd } from "@fable/contract";

/** The ad a list shows: an ad-network slot when the network is on, else the operator's first house ad. */
export type ListAd =
  | { kind: "network"; scriptUrl: string; slot: AdSlotConfig }
  | { kind: "house"; ad: HouseAd };

/** The first ad goes in at index 3 of the bot list (docs/product.md#ads). */
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

/**
 * The one ad of a list (docs/product.md#ads): none for members; the network's first slot when
 * AD_WEB_SHOW says so; else the house ad with the highest sort (the server sends them sorted).
 */
export function listAdOf(
  noAds: boolean,
  webShow: AdWebShow | undefined,
  houseAds: readonly HouseAd[] | undefined,
): ListAd | null {
  if (noAds) return null;
  const slot = webShow?.show && webShow.scriptUrl ? webShow.slots[0] : undefined;
  if (slot && webShow?.scriptUrl) return { kind: "network", scriptUrl: webShow.scriptUrl, slot };
  const first = houseAds?.[0];
  return first ? { kind: "house", ad: first } : null;
}

/** Ad slot states (spec §4): init → loading → success / fail → ready. */
export type AdSlotState = "init" | "loading" | "success" | "fail" | "ready";
export type AdSlotEvent = "start" | "loaded" | "error" | "timeout" | "shown";

/** An ad that has not loaded within this long is hidden (spec: ad timeout 10 s). */
export const AD_LOAD_TIMEOUT_MS = 10_000;

/**
 * The next state of a slot. A load that ends late (after the timeout failed it) changes nothing, and
 * a failed slot stays failed: it is hidden for the rest of the visit.
 */
export function nextAdSlotState(state: AdSlotState, event: AdSlotEvent): AdSlotState {
  switch (state) {
    case "init":
      return event === "start" ? "loading" : state;
    case "loading":
      if (event === "loaded") return "success";
      if (event === "error" || event === "timeout") return "fail";
      return state;
    case "success":
      if (event === "shown") return "ready";
      return event === "error" ? "fail" : state;
    default:
      return state;
  }
}

/** Whether the slot takes space on the page: not once it failed or timed out. */
export const adSlotVisible = (state: AdSlotState) => state !== "fail";

/** A house ad's link opens in a new tab when it leaves the app (an https URL), in place when it is a path. */
export const isExternalLink = (href: string) => /^https:\/\//.test(href);
