import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { bots } from "../bots/bots.schema.ts";
import { users } from "../users/users.schema.ts";

/**
 * The written chapters of a story read as an AI novel (docs/product.md#novels). Seeded chapters and
 * chapters written on request; only approved ones are read. `writtenFor` is the user who asked for a
 * chapter (null for seeded ones): their daily allowance counts these rows.
 */
export const storyChapters = pgTable(
  "story_chapters",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    botId: bigint("bot_id", { mode: "number" })
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
    /** 1, 2, 3 … in reading order. */
    number: integer("number").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    /** "approved", "pending" (waits for a reviewer) or "rejected". */
    reviewStatus: text("review_status").notNull().default("approved"),
    writtenFor: bigint("written_for", { mode: "number" }).references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("story_chapters_bot_number").on(table.botId, table.number),
    index("story_chapters_review_idx").on(table.createdAt).where(sql`${table.reviewStatus} = 'pending'`),
    index("story_chapters_writer_idx").on(table.writtenFor, table.createdAt),
  ],
);
export type StoryChapterRow = typeof storyChapters.$inferSelect;

/** The chapter of a novel each signed-in reader reached. */
export const readingProgress = pgTable(
  "reading_progress",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    botId: bigint("bot_id", { mode: "number" })
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
    chapter: integer("chapter").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.botId] })],
);

/** A signed-in reader's settings (spec §3 "Reading settings"); no row means the defaults. */
export const readSettings = pgTable("read_settings", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  fontSize: integer("font_size").notNull().default(16),
  theme: text("theme").notNull().default("none"),
  settingTipShowed: boolean("setting_tip_showed").notNull().default(false),
  rateShowed: boolean("rate_showed").notNull().default(false),
  scoreConf: jsonb("score_conf").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
