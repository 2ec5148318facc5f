import { sql } from "drizzle-orm";
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../users/users.schema.ts";

/**
 * Every membership an account has had, newest last: who granted it (an operator, the development
 * checkout, Stripe), the period it covers and how it ended. The account's row keeps the plan that counts
 * now (users.vip_enum until users.vip_until), written in the same transaction as any change here.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** STANDARD, STANDARD_ANNUAL, PREMIUM or PREMIUM_ANNUAL. */
    vipEnum: text("vip_enum").notNull(),
    /** trialing, active, pay_failed (a renewal failed; the period already paid still counts), ended. */
    status: text("status").notNull(),
    /** operator, dev or stripe. */
    provider: text("provider").notNull(),
    /** The provider's id for it (Stripe's subscription id); unique per provider. */
    providerRef: text("provider_ref"),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    /** Cancelled by the user: it runs to the end of the period and does not renew. */
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** Why the user cancelled (PUT /pay/subscription/end), comma separated. */
    cancelReasons: text("cancel_reasons"),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("subscriptions_user").on(table.userId, table.periodEnd),
    uniqueIndex("subscriptions_provider_ref")
      .on(table.provider, table.providerRef)
      .where(sql`${table.providerRef} is not null`),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * An append-only ledger of trainings started for one kind of pack (plans/training-rights.ts): the quota
 * counts its rows, so deleting a pack gives no try back. Unique on the pack, so a retried create never
 * counts twice. Voice and image packs each have one, made here alike.
 */
export function trainingLedger(name: string) {
  return pgTable(
    name,
    {
      id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
      userId: bigint("user_id", { mode: "number" })
        .notNull()
        .references(() => users.id, { onDelete: "cascade" }),
      /** Not a foreign key: the row outlives the pack. */
      packId: bigint("pack_id", { mode: "number" }).notNull(),
      /** "free" or "member". */
      kind: text("kind").notNull(),
      createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [
      uniqueIndex(`${name}_pack`).on(table.packId),
      index(`${name}_user_idx`).on(table.userId, table.createdAt),
    ],
  );
}
