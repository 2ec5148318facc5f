import type { OrderPage } from "@fable/contract";
import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { toOrderView } from "./order-view.ts";
import { orders } from "./payments.schema.ts";

/** POST /order/pageQuery: the caller's orders newest first, leaving out checkouts never completed. */
export async function orderPage(
  ctx: UserContext,
  query: { page: number; limit: number },
): Promise<OrderPage> {
  const mine = and(eq(orders.userId, ctx.userId), ne(orders.status, "pending"));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ n: count() }).from(orders).where(mine),
  ]);
  return { list: rows.map(toOrderView), total: total?.n ?? 0, page: query.page };
}

/** The last payment's outcome, for /user/status (PAID or PAY_FAILED; null before any). */
export async function lastPaymentStatus(ctx: ServiceContext, userId: number): Promise<string | null> {
  const [last] = await ctx.db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ["paid", "failed"])))
    // A failed order has no paidAt (and PostgreSQL puts nulls first when descending): its creation stands in.
    .orderBy(desc(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`), desc(orders.id))
    .limit(1);
  if (!last) return null;
  return last.status === "paid" ? "PAID" : "PAY_FAILED";
}
