import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Tracking (docs/product.md#tracking): append-only, written in batches the web
 * client sends every second. Never read on a user's request path.
 */
export const trackingEvents = pgTable(
  "tracking_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" }),
    /** "event", "user_event", "bot_record" or "visit". */
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    botId: bigint("bot_id", { mode: "number" }),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("tracking_events_recent_idx").on(table.createdAt)],
);
