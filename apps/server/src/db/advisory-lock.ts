import { sql } from "drizzle-orm";
import type { Transaction } from "./client.ts";

/**
 * Holds a lock named by `name` until the transaction ends. The reviews and reports tables have no unique index
 * for "one review per user and bot" or "one open report per user and target", so writers of the
 * same pair take turns here instead. Two names sharing a hash only wait for each other a moment.
 */
export async function lockUntilCommit(tx: Transaction, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
