import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users.schema.ts";

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
