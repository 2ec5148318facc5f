import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { bots } from "../bots/bots.schema.ts";

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
