import { sql } from "drizzle-orm";
import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bots } from "../bots/bots.schema.ts";
import { users } from "../users/users.schema.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * A PDF read for a bot (docs/product.md#pdf-bots): a PDF bot's document (role "pdf") or an ordinary
 * bot's supplemental one (role "supplemental"), at most one of each per bot. Reading is a background
 * job (pdf-jobs.ts): queued → reading → indexing → ready, or failed. A worker claims a document by
 * setting claimed_by/claimed_at; a claim older than the lease is taken over (the worker died).
 */
export const pdfDocuments = pgTable(
  "pdf_documents",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    botId: bigint("bot_id", { mode: "number" })
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
    /** Who uploaded it (the bot's creator); their own upload is the only one a bot may use. */
    ownerId: bigint("owner_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    fileName: text("file_name").notNull(),
    url: text("url").notNull(),
    storageKey: text("storage_key").notNull(),
    /** queued, reading, indexing, ready, failed. */
    state: text("state").notNull().default("queued"),
    progress: smallint("progress").notNull().default(0),
    pageCount: integer("page_count"),
    pagesWithText: integer("pages_with_text"),
    /** Of those, the pages read from their picture by OCR (pdf-ocr.ts); null for documents read before OCR. */
    ocrPages: integer("ocr_pages"),
    /** The failure's message id (PdfMessages.…), translated when shown. */
    failure: text("failure"),
    /** A message id and its parameters as JSON text: a note shown on a ready document. */
    notice: text("notice"),
    attempts: integer("attempts").notNull().default(0),
    claimedBy: text("claimed_by"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("pdf_documents_bot_role").on(table.botId, table.role),
    index("pdf_documents_owner_idx").on(table.ownerId),
    // The job looks only at documents still to read.
    index("pdf_documents_due_idx")
      .on(table.createdAt)
      .where(sql`${table.state} in ('queued', 'reading', 'indexing')`),
  ],
);
export type PdfDocumentRow = typeof pdfDocuments.$inferSelect;

/**
 * The passages of a ready document, in reading order, each with its page. `words` is a 'simple'
 * configuration tsvector (no stemming, so any language matches word for word); trigrams on the text
 * catch typos and languages written without spaces (Chinese, Japanese).
 */
export const pdfChunks = pgTable(
  "pdf_chunks",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    documentId: bigint("document_id", { mode: "number" })
      .notNull()
      .references(() => pdfDocuments.id, { onDelete: "cascade" }),
    page: integer("page").notNull(),
    ordinal: integer("ordinal").notNull(),
    text: text("text").notNull(),
    /**
     * The passage's vector from the embeddings endpoint, scaled to length 1; null without one. A plain
     * real[] works on every PostgreSQL; pgvector, where installed, reads it by a cast at query time.
     */
    embedding: real("embedding").array(),
    words: tsvector("words").generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, lower(text))`),
  },
  (table) => [
    uniqueIndex("pdf_chunks_document_ordinal").on(table.documentId, table.ordinal),
    index("pdf_chunks_words").using("gin", table.words),
    index("pdf_chunks_text_trgm").using("gin", sql`lower(${table.text}) gin_trgm_ops`),
  ],
);
export type PdfChunkRow = typeof pdfChunks.$inferSelect;
