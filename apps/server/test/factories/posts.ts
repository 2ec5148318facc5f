import type { Db } from "../../src/db/client.ts";
import { type PostMessage, posts } from "../../src/modules/joybook/joybook.schema.ts";

export type NewPost = Partial<typeof posts.$inferInsert> & { userId: number; botId: number };
export type PostRow = typeof posts.$inferSelect;

const DEFAULT_MESSAGES: PostMessage[] = [
  { role: "bot", text: "Hello there." },
  { role: "user", text: "Hello back." },
];

/** A Joybook post inserted directly, with a short shared chat unless told. */
export async function buildPost(db: Db, overrides: NewPost): Promise<PostRow> {
  const [post] = await db
    .insert(posts)
    .values({ title: "A shared chat", messages: DEFAULT_MESSAGES, ...overrides })
    .returning();
  return post!;
}
