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

/** How often each normalised text was searched: the popular searches come from these counts. */
export const searchCounts = pgTable(
  "search_counts",
  {
    query: text("query").primaryKey(),
    count: integer("count").notNull().default(0),
    lastSearchedAt: timestamp("last_searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("search_counts_popular_idx").on(table.count)],
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
