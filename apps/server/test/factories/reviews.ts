import type { Db } from "../../src/db/client.ts";
import { botReviews } from "../../src/modules/reviews/reviews.schema.ts";

export type NewReview = Partial<typeof botReviews.$inferInsert> & { userId: number; botId: number };
export type ReviewRow = typeof botReviews.$inferSelect;

/** A user's review of a bot inserted directly (no moderation: tests of that post through the API). */
export async function buildReview(db: Db, overrides: NewReview): Promise<ReviewRow> {
  const [review] = await db
    .insert(botReviews)
    .values({ content: "A fine companion.", ...overrides })
    .returning();
  return review!;
}
