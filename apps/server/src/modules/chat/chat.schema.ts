import type { StoryTurnInfo, SwipeInfo } from "@fable/contract";
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
import { users } from "../users/users.schema.ts";

/** The user's personas (spec "mask"): who the character is talking to. */
export const personas = pgTable(
  "masks",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    avatar: text("avatar").notNull().default(""),
    /** Used for new dialogues when none is chosen. */
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("masks_user_idx").on(table.userId)],
);

/** One conversation of a user with a bot. Creators never read these: only their owner does. */
export const dialogues = pgTable(
  "dialogues",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity({ startWith: 500001 }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    botId: bigint("bot_id", { mode: "number" })
      .notNull()
      .references(() => bots.id),
    maskId: bigint("mask_id", { mode: "number" }).references(() => personas.id, { onDelete: "set null" }),
    /** The model scene answering this dialogue; null means the user's or the server's default. */
    modelSceneId: text("model_scene_id"),
    /** Rolling summary of the messages that no longer fit the context window (memory across long chats). */
    summary: text("summary").notNull().default(""),
    /** Messages up to this seq are covered by `summary`. */
    summaryThroughSeq: integer("summary_through_seq").notNull().default(-1),
    customMemory: text("custom_memory").notNull().default(""),
    /** Set by "save and start new chat": the dialogue appears among the bot's saved chats. */
    savedAt: timestamp("saved_at", { withTimezone: true }),
    hidden: boolean("hidden").notNull().default(false),
    /** Counts every message written in this dialogue, so seq numbers never repeat after deletions. */
    nextSeq: integer("next_seq").notNull().default(0),
    /**
     * Counts changes to this dialogue's messages: a trigger adds one for every message inserted,
     * updated or deleted (migration 0007), so a cached history can tell whether it is current.
     */
    historyRevision: integer("history_revision").notNull().default(0),
    /**
     * The chapter a text adventure's play-through is in (docs/product.md#adventure-play); null for an
     * ordinary chat. Each turn sets it from the turn's own story info, so a rewind moves it back.
     */
    storyChapter: integer("story_chapter"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("dialogues_user_recent_idx").on(table.userId, table.lastMessageAt),
    index("dialogues_user_bot_idx").on(table.userId, table.botId, table.lastMessageAt),
    index("dialogues_bot_recent_idx").on(table.botId, table.lastMessageAt),
  ],
);

/** What is stored of a swipe (swipe-info.ts): what users read, and the model name the scene named. */
export type StoredSwipeInfo = SwipeInfo & { model: string };

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1000001 }),
    dialogueId: bigint("dialogue_id", { mode: "number" })
      .notNull()
      .references(() => dialogues.id, { onDelete: "cascade" }),
    /** Order within the dialogue: 0 is the greeting. */
    seq: integer("seq").notNull(),
    /** "user" or "bot". */
    role: text("role").notNull(),
    /** Every alternative reply (swipe); the shown one is swipes[swipe_index]. User messages have one. */
    swipes: text("swipes").array().notNull(),
    swipeIndex: integer("swipe_index").notNull().default(0),
    /**
     * Which model wrote each swipe, its tokens and reasoning: swipe_info[i] is about swipes[i]. It may
     * be shorter than swipes, or hold nulls, where nothing is known (greetings, user messages, replies
     * older than it); every change to swipes keeps the two aligned (swipe-info.ts).
     */
    swipeInfo: jsonb("swipe_info").$type<(StoredSwipeInfo | null)[]>().notNull().default([]),
    /**
     * A text adventure's narrator turn: story_turns[i] holds the actions and chapter of swipes[i], kept
     * aligned like swipe_info (a regenerated turn has its own actions). Empty in ordinary chats.
     */
    storyTurns: jsonb("story_turns").$type<(StoryTurnInfo | null)[]>().notNull().default([]),
    /** 0 none, 1 good, 2 bad. */
    rating: integer("rating").notNull().default(0),
    pinned: boolean("pinned").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("chat_messages_dialogue_seq_idx").on(table.dialogueId, table.seq)],
);

/**
 * Per-user daily usage of limited actions (docs/product.md#quotas): regenerations, edits, suggested replies.
 */
export const chatUsage = pgTable(
  "chat_usage",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    /** UTC day, YYYY-MM-DD. */
    day: text("day").notNull(),
    kind: text("kind").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day, table.kind] })],
);

/**
 * Messages visitors (not signed in) sent per UTC day, counted per address so the model budget has a
 * ceiling however many conversations a visitor starts. Only a hash of the address is kept.
 */
export const visitorUsage = pgTable(
  "visitor_usage",
  {
    ipHash: text("ip_hash").notNull(),
    /** UTC day, YYYY-MM-DD. */
    day: text("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ipHash, table.day] })],
);

/**
 * Ratings of story chapters (POST /v1/nps/saveNps, docs/product.md#adventure-play): one per user,
 * story and chapter; a second rating of the same chapter replaces the first.
 */
export const storyRatings = pgTable(
  "story_ratings",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    botId: bigint("bot_id", { mode: "number" })
      .notNull()
      .references(() => bots.id),
    chapter: integer("chapter").notNull(),
    /** The play-through rated; null when a novel chapter was rated in the reader. */
    dialogueId: bigint("dialogue_id", { mode: "number" }).references(() => dialogues.id, {
      onDelete: "set null",
    }),
    score: integer("score").notNull(),
    comment: text("comment").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.botId, table.chapter] })],
);
