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
} from "drizzle-orm/pg-core";
import { bots } from "../bots/bots.schema.ts";
import { dialogues } from "../chat/chat.schema.ts";
import { users } from "../users/users.schema.ts";

/** One message as shared in a post: a copy, so later edits to the chat do not change the post. */
export interface PostMessage {
  role: "user" | "bot";
  text: string;
}

/** A chat shared publicly in Joybook (docs/product.md#post). */
export const posts = pgTable(
  "posts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity({ startWith: 700001 }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    botId: bigint("bot_id", { mode: "number" })
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
    /** The chat it was shared from; the post keeps its own copy of the chosen messages. */
    dialogueId: bigint("dialogue_id", { mode: "number" }).references(() => dialogues.id, {
      onDelete: "set null",
    }),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** Spec visibility: shown with the author (true) or anonymously (false). */
    showAuthor: boolean("show_author").notNull().default(true),
    messages: jsonb("messages").$type<PostMessage[]>().notNull(),
    likes: integer("likes").notNull().default(0),
    /** Chats continued from this post (/post/chat/createDialogue). */
    chatNum: integer("chat_num").notNull().default(0),
    shares: integer("shares").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("posts_recent_idx").on(table.createdAt, table.id),
    index("posts_user_recent_idx").on(table.userId, table.createdAt),
    index("posts_bot_idx").on(table.botId),
  ],
);

export const postLikes = pgTable(
  "post_likes",
  {
    postId: bigint("post_id", { mode: "number" })
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);
