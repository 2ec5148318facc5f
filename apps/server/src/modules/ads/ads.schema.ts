import { bigint, index, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { bots } from "../bots/bots.schema.ts";
import { users } from "../users/users.schema.ts";

/**
 * Rewarded-ad watches (docs/product.md#rewarded-ads): started by POST /mission/watchedAds on the
 * server's clock, rewarded at most once (rewardedAt), the daily cap counting rewarded rows of the day.
 */
export const adWatches = pgTable(
  "ad_watches",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The ads-locked bot the watch unlocks once rewarded; null for a watch for credits alone. */
    botId: bigint("bot_id", { mode: "number" }).references(() => bots.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    rewardedAt: timestamp("rewarded_at", { withTimezone: true }),
  },
  (table) => [
    index("ad_watches_user_started").on(table.userId, table.startedAt),
    index("ad_watches_user_rewarded").on(table.userId, table.rewardedAt),
  ],
);

/** An ads-locked bot a user opened by a rewarded watch, until `until`. */
export const adBotUnlocks = pgTable(
  "ad_bot_unlocks",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    botId: bigint("bot_id", { mode: "number" })
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
    until: timestamp("until", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.botId] })],
);
