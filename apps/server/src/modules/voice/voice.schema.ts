import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { leaseColumns } from "../../db/lease-columns.ts";
import { bots } from "../bots/bots.schema.ts";
import { trainingLedger } from "../plans/plans.schema.ts";
import { users } from "../users/users.schema.ts";

/** One recording a pack was made from: its stored key and its measured length. */
export interface PackSample {
  key: string;
  seconds: number;
}

/**
 * A user's voice pack (docs/product.md#voice): made from one upload or 5-10 recorded samples, trained
 * by the `train-voice-packs` job (voice-training.ts): training → completed, or failed (then regen).
 * Offline training measures the samples and derives an espeak-ng variant (method "approximation");
 * with a voice-cloning service the provider's voice id is kept (method "clone").
 */
export const voicePacks = pgTable(
  "voice_packs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint("owner_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** "upload" or "recording". */
    source: text("source").notNull(),
    /** "training", "completed" or "failed". */
    state: text("state").notNull().default("training"),
    /** Why training failed: a message id and its parameters as JSON text, translated when shown. */
    failure: text("failure"),
    /** Advice that did not stop training (a message id), e.g. an upload under 2 minutes. */
    warning: text("warning"),
    /** "clone" or "approximation"; set when training completes. */
    method: text("method").notNull().default("approximation"),
    samples: jsonb("samples").$type<PackSample[]>().notNull(),
    totalSeconds: real("total_seconds").notNull().default(0),
    /** The samples' measurements (RecordingAnalysis[]) and the espeak-ng variant derived from them. */
    analysis: jsonb("analysis").$type<unknown[]>(),
    variant: jsonb("variant").$type<Record<string, unknown>>(),
    /** The cloning service's voice id, for a cloned pack. */
    providerVoiceId: text("provider_voice_id"),
    /** The speech clip (speech_clips.key) of a short sample in the finished voice; null without an engine. */
    previewClip: text("preview_clip"),
    /** The right the training used, "free" or "member": a member's packs go when the membership lapses. */
    rightKind: text("right_kind").notNull(),
    ...leaseColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Names are unique per owner whatever their case; deleted packs are deleted rows, so every row is live.
    uniqueIndex("voice_packs_owner_name").on(table.ownerId, sql`lower(${table.name})`),
    index("voice_packs_due_idx").on(table.createdAt).where(sql`${table.state} = 'training'`),
  ],
);
export type VoicePackRow = typeof voicePacks.$inferSelect;

/** The ledger of voice trainings started (plans/training-rights.ts). */
export const voiceTrainingRights = trainingLedger("voice_training_rights");

/** Per user and bot: whether the bot's replies play by themselves (POST /ai/roleInfo/voice/onOff). */
export const botVoiceSettings = pgTable(
  "bot_voice_settings",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    botId: bigint("bot_id", { mode: "number" })
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
    autoPlay: boolean("auto_play").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.botId] })],
);

/**
 * Speech clips (docs/decisions/0034-voice-packs-clips-and-rights.md): one per group of sentences
 * read in one voice at one rate, keyed by a hash of all of that, so the same text in the same voice
 * is synthesised once. The row is made when a reply is asked for; the audio when first fetched.
 */
export const speechClips = pgTable(
  "speech_clips",
  {
    /** 32 hex: sha-256 of engine, voice, variant, rate and the parts' text. */
    key: text("key").primaryKey(),
    engine: text("engine").notNull(),
    voice: text("voice").notNull(),
    rate: text("rate").notNull(),
    /** What to say: SpeechPart[] of one group. */
    parts: jsonb("parts").$type<unknown[]>().notNull(),
    /** The pack whose voice speaks it (its variant or cloned voice), if any. */
    packId: bigint("pack_id", { mode: "number" }),
    /** Null until synthesised. */
    storageKey: text("storage_key"),
    contentType: text("content_type"),
    bytes: integer("bytes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    synthesisedAt: timestamp("synthesised_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("speech_clips_pack_idx").on(table.packId)],
);
export type SpeechClipRow = typeof speechClips.$inferSelect;
