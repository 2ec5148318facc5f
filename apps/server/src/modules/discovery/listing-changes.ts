import type { ServiceContext } from "../../context.ts";
import { forgetListingOrders } from "../bots/listing-order.ts";
import { forgetHomeContent } from "./home.service.ts";

/**
 * A bot was published, edited, hidden, reviewed or removed: what this process keeps of the home
 * page and the category lists is read again on the next request, so a private bot never lingers.
 */
export function forgetListedBots(ctx: ServiceContext): void {
  forgetHomeContent(ctx);
  forgetListingOrders(ctx);
}
