import { bigint, index, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { bots } from "../bots/bots.schema.ts";
import { users } from "../users/users.schema.ts";

/** A user's written review of a bot (the bot page's reviews panel). */
export const botReviews = pgTable(
  "bot_reviews",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    botId: bigint("bot_id", { mode: "number" })
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("bot_reviews_bot_recent_idx").on(table.botId, table.createdAt),
    index("bot_reviews_user_idx").on(table.userId),
  ],
);

/** Other users' votes on a review (NONE 0, LIKE 1, DISLIKE 2, FUN 3: docs/product.md#review). */
export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: bigint("review_id", { mode: "number" })
      .notNull()
      .references(() => botReviews.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vote: smallint("vote").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.userId] })],
);
