import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../users/users.schema.ts";

/**
 * Every payment asked for: a plan's first period, a renewal, an upgrade's prorated difference, a trial
 * (0). An order moves once, from pending to paid, failed or cancelled; the move and the plan it pays
 * for commit together, so a payment is fulfilled once however often it is reported.
 */
export const orders = pgTable(
  "orders",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The number people read and the payment check carries (businessId). */
    orderNo: text("order_no").notNull().unique(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vipEnum: text("vip_enum").notNull(),
    /** subscription, renewal, upgrade or trial. */
    category: text("category").notNull(),
    /** dev or stripe. */
    method: text("method").notNull(),
    /** In the currency's smallest unit. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** pending, paid, failed or cancelled. */
    status: text("status").notNull().default("pending"),
    /** The subscription a renewal or upgrade is for. */
    subscriptionId: bigint("subscription_id", { mode: "number" }),
    /** The provider's id (Stripe's checkout session or invoice); unique per method. */
    providerRef: text("provider_ref"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    index("orders_user").on(table.userId, table.createdAt),
    uniqueIndex("orders_provider_ref")
      .on(table.method, table.providerRef)
      .where(sql`${table.providerRef} is not null`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;
