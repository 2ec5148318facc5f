import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { bots } from "../bots/bots.schema.ts";
import { users } from "../users/users.schema.ts";

/** A signed-in user's recent searches (normalised text), newest first; the search popper shows 6. */
export const recentSearches = pgTable(
  "recent_searches",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    query: text("query").notNull(),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.query] }),
    index("recent_searches_user_recent_idx").on(table.userId, table.searchedAt),
  ],
);

/**
 * Each normalised text that found something, with how many different people searched it: the
 * popular searches come from these counts. A reviewer may hide a text from them.
 */
export const searchCounts = pgTable(
  "search_counts",
  {
    query: text("query").primaryKey(),
    /** Distinct searchers (rows of search_searchers), kept here so the popular list reads one index. */
    count: integer("count").notNull().default(0),
    lastSearchedAt: timestamp("last_searched_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when a reviewer hid the text from Popular searches; null shows it again. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: bigint("hidden_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [index("search_counts_popular_idx").on(table.count)],
);

/**
 * Who searched a text and found something, once each: a signed-in user as `user:<id>`, a visitor
 * as a hash of their address (the address itself is not kept).
 */
export const searchSearchers = pgTable(
  "search_searchers",
  {
    query: text("query")
      .notNull()
      .references(() => searchCounts.query, { onDelete: "cascade" }),
    searcher: text("searcher").notNull(),
  },
  (table) => [primaryKey({ columns: [table.query, table.searcher] })],
);

/** Bots a user opened from search results (/ai/roleInfo/save/bot/search/record). */
export const botSearchRecords = pgTable(
  "bot_search_records",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    botId: bigint("bot_id", { mode: "number" })
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.botId] }),
    index("bot_search_records_user_recent_idx").on(table.userId, table.openedAt),
  ],
);
