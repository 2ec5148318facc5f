import { integer, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The columns a leased job table (db/job-lease.ts) adds to its own id, createdAt and updatedAt: the
 * holder, when it last renewed, and how many claims it took. Apart from job-lease.ts so schema files
 * can use it without importing the service context.
 */
export const leaseColumns = () => ({
  attempts: integer("attempts").notNull().default(0),
  claimedBy: text("claimed_by"),
  claimedAt: timestamp("claimed_at", { withTimezone: true }),
});
