import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
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

/** The account's customer at Stripe, made at its first Stripe checkout and reused after. */
export const stripeCustomers = pgTable("stripe_customers", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every provider event processed, once: the row and the event's effect commit in one transaction, so
 * a replayed or concurrent delivery of the same event finds its row and changes nothing
 * (docs/decisions/0026-stripe-webhooks.md). `subject` is the provider's subscription the event is
 * about; its newest `created` is the state last applied to it, and older events are not applied.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    /** When the provider says the event happened (Stripe's `created`, whole seconds). */
    created: timestamp("created", { withTimezone: true }).notNull(),
    subject: text("subject"),
    processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.eventId] }),
    index("payment_events_subject").on(table.provider, table.subject, table.created),
  ],
);
