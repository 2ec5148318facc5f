import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../users/users.schema.ts";

/**
 * The credits ledger, append-only: a balance is never stored, it is what the rows add up to.
 *
 * - A `grant` gives `amount` credits that count until `expires_at`.
 * - A `spend` takes credits from one grant (`grant_id`, negative `amount`); a spend that needs more
 *   than the first grant holds is written as one row per grant it draws on, earliest expiry first.
 * - A `refund` gives back (positive `amount`) what a spend took, to the same grant.
 *
 * `operation` is the idempotency key of what wrote the rows ("signup", "daily:2026-11-26",
 * "spend:avatar:…"): the unique index makes a replayed grant, spend or refund write nothing.
 */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "grant", "spend" or "refund". */
    kind: text("kind").notNull(),
    amount: integer("amount").notNull(),
    /** For spends and refunds: the grant whose credits they move. */
    grantId: bigint("grant_id", { mode: "number" }),
    /** For grants: the instant its credits stop counting. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Why, for the history ("signup", "daily_reward", "avatar_generation" …). */
    reason: text("reason").notNull(),
    operation: text("operation").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("credit_ledger_operation_idx").on(
      table.userId,
      table.operation,
      sql`coalesce(${table.grantId}, 0)`,
    ),
    index("credit_ledger_user_idx").on(table.userId, table.createdAt),
    index("credit_ledger_grant_idx").on(table.grantId),
    check(
      "credit_ledger_shape",
      sql`(${table.kind} = 'grant' and ${table.amount} > 0 and ${table.expiresAt} is not null and ${table.grantId} is null)
        or (${table.kind} = 'spend' and ${table.amount} < 0 and ${table.grantId} is not null)
        or (${table.kind} = 'refund' and ${table.amount} > 0 and ${table.grantId} is not null)`,
    ),
  ],
);
