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

/**
 * A report of a bot, user, message, post or review (docs/product.md#report: reason, content, optional
 * picture), kept for the reviewers' page. The reporter is kept when their account goes, as null.
 */
export const reports = pgTable(
  "reports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: bigint("reporter_id", { mode: "number" }).references(() => users.id, {
      onDelete: "set null",
    }),
    /** "bot", "user", "message", "post" or "review". */
    targetType: text("target_type").notNull(),
    targetId: bigint("target_id", { mode: "number" }).notNull(),
    /** A reason code from /report/reasons. */
    reason: text("reason").notNull(),
    content: text("content").notNull().default(""),
    pictureUrl: text("picture_url"),
    /** "open" until a reviewer closes it ("resolved" or "dismissed"). */
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("reports_status_recent_idx").on(table.status, table.createdAt),
    index("reports_target_idx").on(table.targetType, table.targetId),
  ],
);
