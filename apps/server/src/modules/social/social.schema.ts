import { bigint, index, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users.schema.ts";

/** Who follows whom (docs/product.md#follow): one row per follower and followed user. */
export const follows = pgTable(
  "follows",
  {
    followerId: bigint("follower_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followeeId: bigint("followee_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    index("follows_followee_idx").on(table.followeeId, table.createdAt),
    index("follows_follower_recent_idx").on(table.followerId, table.createdAt),
  ],
);
