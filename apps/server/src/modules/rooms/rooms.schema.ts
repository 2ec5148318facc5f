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
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bots } from "../bots/bots.schema.ts";
import { personas, type StoredSwipeInfo } from "../chat/chat.schema.ts";
import { users } from "../users/users.schema.ts";

/** A group chat of one user with 2-8 characters (docs/product.md#rooms). Only its owner ever reads it. */
export const rooms = pgTable(
  "rooms",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity({ startWith: 700001 }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    topic: text("topic").notNull().default(""),
    /** The persona the user plays in the room; null plays as themselves. */
    maskId: bigint("mask_id", { mode: "number" }).references(() => personas.id, { onDelete: "set null" }),
    customMemory: text("custom_memory").notNull().default(""),
    /** What the room remembers of messages that no longer fit the prompt (chat/memory/rolling-summary.ts). */
    summary: text("summary").notNull().default(""),
    /** The newest seq condensed into `summary`; -1 before anything was. */
    summaryThroughSeq: integer("summary_through_seq").notNull().default(-1),
    /** Counts every message written, so seq numbers never repeat after deletions. */
    nextSeq: integer("next_seq").notNull().default(0),
    /** Character replies since the user's last message: "let them talk" stops at ROOM_LIMITS.repliesWithoutUserMax. */
    repliesSinceUser: integer("replies_since_user").notNull().default(0),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("rooms_user_recent_idx").on(table.userId, table.lastMessageAt)],
);

/** The characters of a room, in the order the user chose them. */
export const roomCharacters = pgTable(
  "room_characters",
  {
    roomId: bigint("room_id", { mode: "number" })
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    botId: bigint("bot_id", { mode: "number" })
      .notNull()
      .references(() => bots.id),
    position: integer("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.botId] }),
    index("room_characters_bot_idx").on(table.botId),
  ],
);

/** One message of a room: the user's (bot_id null) or one character's, with swipes like a chat message. */
export const roomMessages = pgTable(
  "room_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity({ startWith: 9000001 }),
    roomId: bigint("room_id", { mode: "number" })
      .notNull()
      .references(() => rooms.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    /** "user" or "bot". */
    role: text("role").notNull(),
    /** The character who spoke; no foreign key, so a room's history outlives a deleted bot. */
    botId: bigint("bot_id", { mode: "number" }),
    swipes: text("swipes").array().notNull(),
    swipeIndex: integer("swipe_index").notNull().default(0),
    /** swipe_info[i] is about swipes[i], as in chat_messages (chat/swipe-info.ts). */
    swipeInfo: jsonb("swipe_info").$type<(StoredSwipeInfo | null)[]>().notNull().default([]),
    pinned: boolean("pinned").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("room_messages_room_seq_idx").on(table.roomId, table.seq)],
);

export type RoomRow = typeof rooms.$inferSelect;
export type RoomMessageRow = typeof roomMessages.$inferSelect;
