import { sql } from "drizzle-orm";
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
import { users } from "../users/users.schema.ts";

export const categories = pgTable("categories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  nameZh: text("name_zh").notNull(),
  type: integer("type").notNull().default(1),
  sort: integer("sort").notNull().default(0),
});

/** Fields only text adventures have (spec §3 "Text adventure"). */
export interface StoryDetails {
  title: string;
  protagonistDescription: string;
  storyline: string;
  background: string;
  prologue: string;
  openingScene: string;
  actions: string[];
}

export const bots = pgTable(
  "bots",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    /** Set for seeded bots so the seed can run again without duplicating them. */
    slug: text("slug").unique(),
    creatorId: bigint("creator_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    /** 1 character, 2 story/adventure (spec botType). */
    botType: integer("bot_type").notNull().default(1),
    name: text("name").notNull(),
    greeting: text("greeting").notNull(),
    intro: text("intro").notNull().default(""),
    scenario: text("scenario").notNull().default(""),
    personality: text("personality").notNull().default(""),
    description: text("description").notNull().default(""),
    exampleDialogue: text("example_dialogue").notNull().default(""),
    prompt: text("prompt").notNull().default(""),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    gender: text("gender"),
    age: integer("age"),
    visibility: text("visibility").notNull().default("public"),
    avatar: text("avatar").notNull().default(""),
    handPicked: boolean("hand_picked").notNull().default(false),
    chats: integer("chats").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    story: jsonb("story").$type<StoryDetails>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("bots_creator_idx").on(table.creatorId),
    index("bots_public_type_idx").on(table.visibility, table.botType),
    index("bots_name_trgm").using("gin", sql`${table.name} gin_trgm_ops`),
  ],
);

export const botCategories = pgTable(
  "bot_categories",
  {
    botId: bigint("bot_id", { mode: "number" })
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.botId, table.categoryId] }),
    index("bot_categories_category_idx").on(table.categoryId),
  ],
);

export const loreEntries = pgTable(
  "lore_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    botId: bigint("bot_id", { mode: "number" })
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
    keywords: text("keywords").array().notNull(),
    content: text("content").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [index("lore_entries_bot_idx").on(table.botId)],
);
