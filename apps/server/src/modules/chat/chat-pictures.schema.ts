import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { bots } from "../bots/bots.schema.ts";
import { users } from "../users/users.schema.ts";
import { chatMessages, dialogues } from "./chat.schema.ts";

/**
 * A picture a character sent in a chat, carried by one bot message. The picture and its blurred
 * preview are stored under random keys: the picture's address is never given out while it is locked.
 */
export const chatPictures = pgTable(
  "chat_pictures",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1000001 }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    botId: bigint("bot_id", { mode: "number" })
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
    dialogueId: bigint("dialogue_id", { mode: "number" })
      .notNull()
      .references(() => dialogues.id, { onDelete: "cascade" }),
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    /** Storage keys of the picture and of its blurred preview. */
    pictureKey: text("picture_key").notNull(),
    previewKey: text("preview_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Where it came from: "pack" (the bot's image pack) or the engine's name. */
    source: text("source").notNull(),
    /** The image-pack picture sent, for a pack's picture: the picker prefers one not sent lately. */
    packPictureId: bigint("pack_picture_id", { mode: "number" }),
    /** What the user asked for ("" when they only pressed the button), and the prompt an engine was given. */
    request: text("request").notNull().default(""),
    prompt: text("prompt").notNull().default(""),
    /** When the user unlocked it (or its creation, for members); null while it is locked. */
    unlockedAt: timestamp("unlocked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("chat_pictures_gallery_idx").on(table.userId, table.botId, table.id),
    index("chat_pictures_dialogue_idx").on(table.dialogueId),
    index("chat_pictures_message_idx").on(table.messageId),
  ],
);
export type ChatPictureRow = typeof chatPictures.$inferSelect;

/** The chat background a user chose for a bot: a picture address this server stored. */
export const chatBackgrounds = pgTable(
  "chat_backgrounds",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    botId: bigint("bot_id", { mode: "number" })
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.botId] })],
);
