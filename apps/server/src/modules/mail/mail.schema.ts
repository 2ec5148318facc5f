import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The dev outbox: emails and SMS that would have been sent, readable outside production. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    code: text("code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("outbox_messages_created_idx").on(table.createdAt)],
);
