import type { ServiceContext } from "../../context.ts";
import { forgetListingOrders } from "./listing-order.ts";

type ListingListener = (ctx: ServiceContext) => void;

/**
 * Who keeps views of listed bots elsewhere (the home page in discovery). Discovery depends on bots,
 * not the other way round, so it asks to hear of changes here rather than bots calling into it.
 */
const listeners = new Set<ListingListener>();

/** Registers `listener` to run whenever the listed bots change; the same listener is kept once. */
export function whenListedBotsChange(listener: ListingListener): void {
  listeners.add(listener);
}

/**
 * A bot was published, edited, hidden, reviewed or removed: what this process keeps of the category
 * lists, and whatever the listeners keep (the home page), is read again on the next request, so a
 * private bot never lingers.
 */
export function forgetListedBots(ctx: ServiceContext): void {
  forgetListingOrders(ctx);
  for (const listener of listeners) listener(ctx);
}
