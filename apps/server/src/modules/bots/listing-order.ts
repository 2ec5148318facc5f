import type { QueryBotInfoRequest } from "@fable/contract";
import { and, count, eq, exists, type SQL } from "drizzle-orm";
import { BoundedCache } from "../../bounded-cache.ts";
import type { ServiceContext } from "../../context.ts";
import { perDatabase } from "../../db/per-database.ts";
import { isListed } from "../../policies/bot.policy.ts";
import { botCategories, bots } from "./bots.schema.ts";

/**
 * The category list's order (docs/product.md#paging): which listed bots of a type and category come in which
 * order, and how many there are. Reading a deep page and counting a category from scratch walks
 * thousands of rows (issue 6: page 50 of 100 000 bots within 20 ms), so the first pages' order
 * and the count are kept for a few seconds per process, the way the home page's sections are, and
 * dropped at once when a bot is edited, reviewed or removed here (forgetListingOrders). Rows are
 * still read fresh: a bot made private on another instance drops out of the page at once.
 */
const ORDER_TTL_MS = 15_000;
/** Pages within the first this many bots (50 pages of 20) are served from the kept order. */
export const KEPT_ORDER_DEPTH = 1000;
/** Orders kept per database: 2 types × the categories × 3 sorts, with room; unknown categories cost one each. */
const KEPT_ORDERS = 256;

export type ListingQuery = Pick<QueryBotInfoRequest, "type" | "categoryId" | "sortType">;
export interface ListingOrder {
  ids: number[];
  total: number;
}

const keptOrders = perDatabase(
  () => new BoundedCache<string, { at: number; order: Promise<ListingOrder> }>(KEPT_ORDERS),
);

/** Where a listed bot of this query may appear. */
export function listingFilter(query: ListingQuery, db: ServiceContext["db"]): SQL | undefined {
  const inCategory = query.categoryId
    ? exists(
        db
          .select({ one: botCategories.botId })
          .from(botCategories)
          .where(and(eq(botCategories.botId, bots.id), eq(botCategories.categoryId, query.categoryId))),
      )
    : undefined;
  return and(isListed, eq(bots.botType, query.type), inCategory);
}

export function listingOrder(
  ctx: ServiceContext,
  query: ListingQuery,
  orderBy: SQL[],
): Promise<ListingOrder> {
  const cache = keptOrders(ctx.db);
  const key = `${query.type}:${query.categoryId ?? ""}:${query.sortType}`;
  const now = ctx.clock.now().getTime();
  const kept = cache.get(key);
  if (kept && now - kept.at < ORDER_TTL_MS) return kept.order;
  const order = readOrder(ctx, query, orderBy);
  cache.set(key, { at: now, order });
  // A failed read is not kept: the next request tries again.
  order.catch(() => cache.delete(key));
  return order;
}

async function readOrder(ctx: ServiceContext, query: ListingQuery, orderBy: SQL[]): Promise<ListingOrder> {
  const where = listingFilter(query, ctx.db);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ id: bots.id })
      .from(bots)
      .where(where)
      .orderBy(...orderBy)
      .limit(KEPT_ORDER_DEPTH),
    ctx.db.select({ total: count() }).from(bots).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}

/** Drops every kept order, e.g. after a bot was published, hidden, reviewed or removed. */
export function forgetListingOrders(ctx: ServiceContext): void {
  keptOrders(ctx.db).clear();
}
