import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { bots } from "../bots/bots.schema.ts";
import { users } from "../users/users.schema.ts";

export const activities = pgTable("activities", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  slug: text("slug").notNull().unique(),
  tagName: text("tag_name").notNull(),
  /** Markdown. */
  description: text("description").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const activityBots = pgTable(
  "activity_bots",
  {
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    botId: bigint("bot_id", { mode: "number" })
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.botId] }),
    index("activity_bots_bot_idx").on(table.botId),
  ],
);

/**
 * Chat activity per bot and UTC day, rolled up from dialogues and messages by the activity job
 * (activity-rollup.ts): trending lists and creator leaderboards read these instead of scanning
 * millions of messages.
 */
export const botActivityDaily = pgTable(
  "bot_activity_daily",
  {
    botId: bigint("bot_id", { mode: "number" })
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    /** Dialogues started with the bot that day. */
    chats: integer("chats").notNull().default(0),
    /** Messages users sent to the bot that day. */
    messages: integer("messages").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.botId, table.day] }),
    index("bot_activity_daily_day_idx").on(table.day),
  ],
);

/** Messages each user sent per UTC day, rolled up with botActivityDaily (the users' leaderboards). */
export const userActivityDaily = pgTable(
  "user_activity_daily",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    messages: integer("messages").notNull().default(0),
    chats: integer("chats").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    index("user_activity_daily_day_idx").on(table.day),
  ],
);

/**
 * How far the activity job has rolled up: the last dialogue and message ids it counted. Kept in the
 * same transaction as the counts, so a crash never counts anything twice or loses it.
 */
export const activityRollupState = pgTable("activity_rollup_state", {
  id: integer("id").primaryKey(),
  lastDialogueId: bigint("last_dialogue_id", { mode: "number" }).notNull().default(0),
  lastMessageId: bigint("last_message_id", { mode: "number" }).notNull().default(0),
  rolledAt: timestamp("rolled_at", { withTimezone: true }),
});

/**
 * A computed leaderboard (docs/product.md#leaderboards): the top 50 of one type for one period, written by
 * its job.
 */
export const leaderboardEntries = pgTable(
  "leaderboard_entries",
  {
    /** Types 1–6 of docs/product.md#leaderboards. */
    type: smallint("type").notNull(),
    /** The period counted: "2026-10" for a month, the Monday "2026-11-16" for a week. */
    period: text("period").notNull(),
    rank: integer("rank").notNull(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    increment: integer("increment").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.type, table.period, table.rank] })],
);
