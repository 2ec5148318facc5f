import type { BotSampling } from "@fable/contract";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { imagePacks } from "../image-packs/image-packs.schema.ts";
import { users } from "../users/users.schema.ts";

/** PostgreSQL's full-text document type; drizzle has no column type of its own for it. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** The bots anyone may find: public and approved (the same rule as isListed in policies/bot.policy.ts). */
const listed = sql`visibility = 'public' and review_status = 'approved'`;

export const categories = pgTable("categories", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  nameZh: text("name_zh").notNull(),
  type: integer("type").notNull().default(1),
  sort: integer("sort").notNull().default(0),
});

/** Fields only text adventures have (docs/product.md#planned-stories). */
export interface StoryDetails {
  title: string;
  /** Simplified Chinese title and brief intro, shown to zh-CN readers; seeded stories have them. */
  titleZh?: string;
  introZh?: string;
  protagonistDescription: string;
  storyline: string;
  background: string;
  prologue: string;
  openingScene: string;
  actions: string[];
  /** Whether the story read as a novel is complete (docs/product.md#novels): no chapter is written after it. */
  finished?: boolean;
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
    /** Set when the creator pins the bot to the top of their profile (/profile/setTop). */
    profilePinnedAt: timestamp("profile_pinned_at", { withTimezone: true }),
    chats: integer("chats").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    /** Messages users have sent the bot, added up by the activity job (discovery/activity-rollup.ts). */
    messages: integer("messages").notNull().default(0),
    story: jsonb("story").$type<StoryDetails>(),
    /** The full name a card gave the character; `name` is the valid, editable bot name derived from it. */
    characterName: text("character_name").notNull().default(""),
    alternateGreetings: text("alternate_greetings").array().notNull().default(sql`'{}'::text[]`),
    systemPrompt: text("system_prompt").notNull().default(""),
    postHistoryInstructions: text("post_history_instructions").notNull().default(""),
    creatorNotes: text("creator_notes").notNull().default(""),
    /** The card's own author credit (text), distinct from the Fable user who owns the bot. */
    cardCreator: text("card_creator").notNull().default(""),
    characterVersion: text("character_version").notNull().default(""),
    /** Card data with no column of its own (extensions, lorebook settings, V3 extras), kept verbatim. */
    cardData: jsonb("card_data").$type<Record<string, unknown>>(),
    /** An imported card without a first message: a private draft until its creator writes one. */
    needsGreeting: boolean("needs_greeting").notNull().default(false),
    /**
     * "approved", "pending" or "rejected" (docs/product.md#bot-review): only approved bots are shown to
     * anyone but their creator.
     */
    reviewStatus: text("review_status").notNull().default("approved"),
    /** Why a reviewer rejected the bot, shown to its creator. */
    reviewReason: text("review_reason"),
    /** When the bot last entered review: the queue is served oldest first. */
    reviewSubmittedAt: timestamp("review_submitted_at", { withTimezone: true }),
    reviewedBy: bigint("reviewed_by", { mode: "number" }).references(() => users.id),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    supplementalInfo: text("supplemental_info").notNull().default(""),
    dialogueStyle: text("dialogue_style").notNull().default(""),
    mantra: text("mantra").notNull().default(""),
    /** A voice id from botConfig; empty means the default voice. */
    voice: text("voice").notNull().default(""),
    speechRate: text("speech_rate").notNull().default("medium"),
    /** How *action* text in its replies is read aloud: "skip" or "narrate" (a narrator voice). */
    speechActions: text("speech_actions").notNull().default("skip"),
    imageStyle: text("image_style").notNull().default(""),
    hideImageDescription: boolean("hide_image_description").notNull().default(false),
    /** The owner's finished image pack its pictures come from; null: none (a deleted pack leaves none). */
    imagePackId: bigint("image_pack_id", { mode: "number" }).references(() => imagePacks.id, {
      onDelete: "set null",
    }),
    /** Whether people other than the creator may see (and export) the definition. */
    definitionVisible: boolean("definition_visible").notNull().default(false),
    /**
     * The model scene an admin pinned the bot to: it answers everyone whose plan allows it (others keep
     * their own choice). Null: each user's choice. A scene since removed from the models file is ignored.
     */
    modelSceneId: text("model_scene_id"),
    /**
     * Set by an admin (POST /admin/bots/adsLock): free users enter the bot's chat only after a rewarded
     * ad unlocked it for them (docs/product.md#rewarded-ads); members and the creator are never locked.
     */
    adsLocked: boolean("ads_locked").notNull().default(false),
    /** The creator's sampler overrides, applied within the answering scene's bounds (llm/bot-overrides.ts). */
    sampling: jsonb("sampling").$type<BotSampling>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * What search matches (name, character name, intro and tags, lower-cased), kept by PostgreSQL
     * itself; fable_tags_text is an immutable array_to_string (migration 0009).
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(name || ' ' || character_name || ' ' || intro || ' ' || fable_tags_text(tags))`,
    ),
    /**
     * The short part of the search text (name, character name and tags): typo-tolerant trigram
     * matching runs on this alone, since comparing with a whole intro costs ten times as much a row.
     */
    searchNames: text("search_names").generatedAlwaysAs(
      sql`lower(name || ' ' || character_name || ' ' || fable_tags_text(tags))`,
    ),
    /**
     * Name and character name as search compares them with the searched text (docs/product.md#search-text:
     * lower case, punctuation and spaces collapsed to one space), stored so ranking reads them.
     */
    nameKey: text("name_key").generatedAlwaysAs(
      sql`btrim(regexp_replace(lower(name), '[[:punct:][:space:]]+', ' ', 'g'))`,
    ),
    characterKey: text("character_key").generatedAlwaysAs(
      sql`btrim(regexp_replace(lower(character_name), '[[:punct:][:space:]]+', ' ', 'g'))`,
    ),
    /** The search text's words, stored so that a full-text match reads them instead of parsing the text. */
    searchWords: tsvector("search_words").generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, lower(name || ' ' || character_name || ' ' || intro || ' ' || fable_tags_text(tags)))`,
    ),
  },
  (table) => [
    index("bots_creator_idx").on(table.creatorId),
    index("bots_public_type_idx").on(table.visibility, table.botType),
    // Search and the category lists only ever read listed bots, so their indexes hold only those.
    index("bots_listed_names_trgm").using("gin", sql`${table.searchNames} gin_trgm_ops`).where(listed),
    index("bots_listed_words").using("gin", table.searchWords).where(listed),
    index("bots_listed_text_trgm").using("gin", sql`${table.searchText} gin_trgm_ops`).where(listed),
    index("bots_listed_popular")
      .on(table.chats.desc().nullsFirst(), table.likes.desc().nullsFirst(), table.id)
      .where(listed),
    index("bots_listed_liked")
      .on(table.likes.desc().nullsFirst(), table.chats.desc().nullsFirst(), table.id)
      .where(listed),
    // Exact name lookups of search (search-match.ts namedExactly).
    index("bots_listed_name_key").on(table.nameKey).where(listed),
    index("bots_listed_character_key").on(table.characterKey).where(listed),
    index("bots_listed_newest")
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(listed),
    index("bots_review_queue_idx").on(table.reviewSubmittedAt).where(sql`${table.reviewStatus} = 'pending'`),
  ],
);

/** A bot as its table stores it. */
export type BotRow = typeof bots.$inferSelect;

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
    /** Display order in the editor. */
    position: integer("position").notNull().default(0),
    secondaryKeys: text("secondary_keys").array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean("enabled").notNull().default(true),
    /** Always inserted, whatever the chat says. */
    constant: boolean("constant").notNull().default(false),
    /** Needs a secondary key as well as a primary one. */
    selective: boolean("selective").notNull().default(false),
    caseSensitive: boolean("case_sensitive").notNull().default(false),
    insertionOrder: integer("insertion_order").notNull().default(0),
    /** Where in the prompt the entry goes (card `position`, e.g. "before_char"). */
    placement: text("placement"),
    name: text("name"),
    comment: text("comment"),
    priority: integer("priority"),
    /** The card entry's id, extensions and non-standard keys, kept verbatim for export. */
    entryData: jsonb("entry_data").$type<Record<string, unknown>>(),
  },
  (table) => [index("lore_entries_bot_idx").on(table.botId)],
);

/** Who liked which bot (the like button of a chat; counted on the bot's card). */
export const botLikes = pgTable(
  "bot_likes",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    botId: bigint("bot_id", { mode: "number" })
      .notNull()
      .references(() => bots.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.botId] }),
    index("bot_likes_bot_idx").on(table.botId),
  ],
);
