import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { leaseColumns } from "../../db/lease-columns.ts";
import { trainingLedger } from "../plans/plans.schema.ts";
import { users } from "../users/users.schema.ts";

/**
 * A user's image pack (docs/product.md#image-packs): 3-50 pictures of one character, trained by the
 * `train-image-packs` job (image-training.ts): training → completed (≥ 3 usable pictures) or failed.
 * Offline training crops each picture to the ratio, stores it at the pack's resolution and captions it.
 */
export const imagePacks = pgTable(
  "image_packs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint("owner_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** "female", "male" or "other". */
    gender: text("gender").notNull(),
    /** An image style id of the bot form (bots/creation-options.ts IMAGE_STYLES). */
    style: text("style").notNull().default(""),
    /** "9:16", "3:4" or "1:1". */
    ratio: text("ratio").notNull(),
    /** "training", "completed" or "failed". */
    state: text("state").notNull().default("training"),
    /** Why training failed: a message id and its parameters as JSON text, translated when shown. */
    failure: text("failure"),
    /** The right the training used, "free" or "member": a member's packs go when the membership lapses. */
    rightKind: text("right_kind").notNull(),
    ...leaseColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("image_packs_owner_name").on(table.ownerId, sql`lower(${table.name})`),
    index("image_packs_due_idx").on(table.createdAt).where(sql`${table.state} = 'training'`),
  ],
);
export type ImagePackRow = typeof imagePacks.$inferSelect;

/**
 * One picture of a pack, in the order the user gave: the upload it came from and, once trained, the
 * picture cropped to the pack's ratio and resolution, its caption and tags (what the picker matches),
 * and its perceptual hash. `usable` is null before training, false with the refusal after.
 */
export const imagePackPictures = pgTable(
  "image_pack_pictures",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    packId: bigint("pack_id", { mode: "number" })
      .notNull()
      .references(() => imagePacks.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    originalKey: text("original_key").notNull(),
    storedKey: text("stored_key"),
    /** The user's own words for the picture ("" for none), kept apart from what training writes. */
    userCaption: text("user_caption").notNull().default(""),
    caption: text("caption").notNull().default(""),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    /** 64-bit dHash as 16 hex digits. */
    hash: text("hash"),
    usable: boolean("usable"),
    /** Why training refused it: a message id as JSON text. */
    refusal: text("refusal"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("image_pack_pictures_pack_idx").on(table.packId, table.position)],
);
export type ImagePackPictureRow = typeof imagePackPictures.$inferSelect;

/** The ledger of image-pack trainings started (plans/training-rights.ts). */
export const imageTrainingRights = trainingLedger("image_training_rights");
