import { bigint, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users.schema.ts";

/**
 * One row per account that signed up with another's invitation code (docs/product.md#referrals).
 * `status` is "pending" until the invitee first chats with a validated email, then "rewarded" (the
 * inviter was granted the referral reward, ledger operation `referral:<invitee id>`) or "refused"
 * with `refusal` saying why ("self_referral", "same_device", "same_network").
 */
export const referrals = pgTable(
  "referrals",
  {
    inviteeId: bigint("invitee_id", { mode: "number" })
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    inviterId: bigint("inviter_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    refusal: text("refusal"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [index("referrals_inviter_idx").on(table.inviterId, table.status)],
);

/**
 * Where an account was seen from, one row per device, network and UTC day: the browser's device id
 * (X-Device-Id, "" when not sent) and the address's network (/24 for IPv4, /48 for IPv6). Written at
 * sign-up, sign-in, when an inviter asks for their link and when a pending invitee chats, so a
 * referral between two accounts seen on one device, or on one network within a day, is refused.
 */
export const accountSightings = pgTable(
  "account_sightings",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceId: text("device_id").notNull(),
    network: text("network").notNull(),
    /** UTC day, YYYY-MM-DD. */
    day: text("day").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceId, table.network, table.day] })],
);
