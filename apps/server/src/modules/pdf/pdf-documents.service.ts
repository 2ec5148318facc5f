import type { PdfDocumentInfo, PdfDocumentList, PdfState } from "@fable/contract";
import { and, desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { MessageId } from "../../i18n/message-groups.ts";
import { type CatalogMessage, renderMessage } from "../../i18n/server-message.ts";
import { canOnBot } from "../../policies/bot.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { PDF_KEY, storageFor, storedObject, takeInBucketPdf } from "../media/index.ts";
import { type PdfDocumentRow, pdfDocuments } from "./pdf.schema.ts";

export type PdfRole = "pdf" | "supplemental";

/** A document as the API shows it, its failure and notice in the reader's language. */
export function toDocumentInfo(
  ctx: { language: UserContext["language"] },
  row: PdfDocumentRow,
): PdfDocumentInfo {
  const notice = row.notice ? (JSON.parse(row.notice) as CatalogMessage) : null;
  return {
    documentId: String(row.id),
    botId: String(row.botId),
    role: row.role as PdfRole,
    fileName: row.fileName,
    url: row.url,
    state: row.state as PdfState,
    progress: row.progress,
    pageCount: row.pageCount,
    pagesWithText: row.pagesWithText,
    ocrPages: row.ocrPages,
    failure:
      row.state === "failed" && row.failure ? renderMessage(row.failure as MessageId, ctx.language) : null,
    notice: row.state === "ready" && notice ? renderMessage(notice, ctx.language) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The stored PDF behind an address the caller gives: only a file they uploaded here with purpose
 * "pdf" (its key names them), never an address elsewhere; nothing is ever fetched from the web.
 * A bucket upload is taken in (checked and moved out of incoming/) on first use.
 */
export async function ownPdfUpload(ctx: UserContext, url: string): Promise<{ key: string; url: string }> {
  const storage = storageFor(ctx.config);
  if (storage.kind === "s3") {
    const taken = await takeInBucketPdf(storage, url, ctx.userId, ctx.config.PDF_MAX_BYTES);
    if (taken) return taken;
  }
  const stored = storedObject(ctx.config, url);
  const owner = stored ? PDF_KEY.exec(stored.key)?.[1] : undefined;
  if (!stored || Number(owner) !== ctx.userId || !(await stored.storage.exists(stored.key)))
    throw AppError.invalidInput("PdfMessages.notYourUpload");
  return { key: stored.key, url: stored.storage.urlOf(stored.key) };
}

/**
 * Gives a bot its document of `role`, replacing any it had: queued, so the job reads it anew. The
 * same file again keeps the document as it is (an edit that does not touch the PDF).
 */
export async function attachDocument(
  ctx: UserContext,
  tx: Db,
  botId: number,
  role: PdfRole,
  file: { key: string; url: string; fileName: string },
): Promise<PdfDocumentRow> {
  const now = ctx.clock.now();
  const [existing] = await tx
    .select()
    .from(pdfDocuments)
    .where(and(eq(pdfDocuments.botId, botId), eq(pdfDocuments.role, role)));
  if (existing?.storageKey === file.key) {
    if (existing.fileName === file.fileName) return existing;
    const [renamed] = await tx
      .update(pdfDocuments)
      .set({ fileName: file.fileName, updatedAt: now })
      .where(eq(pdfDocuments.id, existing.id))
      .returning();
    return renamed!;
  }
  const fresh = {
    fileName: file.fileName,
    url: file.url,
    storageKey: file.key,
    state: "queued",
    progress: 0,
    pageCount: null,
    pagesWithText: null,
    ocrPages: null,
    failure: null,
    notice: null,
    attempts: 0,
    claimedBy: null,
    claimedAt: null,
    updatedAt: now,
  };
  if (existing) {
    // A new file is a new document: the old one and its passages (cascaded) go.
    await tx.delete(pdfDocuments).where(eq(pdfDocuments.id, existing.id));
  }
  const [row] = await tx
    .insert(pdfDocuments)
    .values({ ...fresh, botId, ownerId: ctx.userId, role, createdAt: now })
    .returning();
  return row!;
}

/** The file name a document gets when the caller names none: the last part of its address. */
export function fileNameOf(url: string, given: string | undefined): string {
  if (given) return given;
  return (
    decodeURIComponent(url.split("?")[0]!.split("/").pop() ?? "document.pdf").slice(0, 200) || "document.pdf"
  );
}

/** GET /ai/roleInfo/pdfDocuments: the documents of a bot the caller may chat with. */
export async function listPdfDocuments(ctx: ServiceContext, botId: number): Promise<PdfDocumentList> {
  const [bot] = await ctx.db.select().from(bots).where(eq(bots.id, botId));
  if (!canOnBot(ctx, "chat", bot)) throw AppError.notFound("CharacterMessages.botNotFound");
  const rows = await ctx.db
    .select()
    .from(pdfDocuments)
    .where(eq(pdfDocuments.botId, bot.id))
    .orderBy(pdfDocuments.role);
  return { documents: rows.map((row) => toDocumentInfo(ctx, row)) };
}

/** GET /ai/roleInfo/myPdfDocuments: the documents of the caller's bots, newest first (My Bots). */
export async function listMyPdfDocuments(ctx: UserContext): Promise<PdfDocumentList> {
  const rows = await ctx.db
    .select()
    .from(pdfDocuments)
    .where(eq(pdfDocuments.ownerId, ctx.userId))
    .orderBy(desc(pdfDocuments.updatedAt), desc(pdfDocuments.id))
    .limit(500);
  return { documents: rows.map((row) => toDocumentInfo(ctx, row)) };
}

/** A document by its id, or null. */
export async function findDocument(ctx: Pick<UserContext, "db">, documentId: number) {
  const [row] = await ctx.db.select().from(pdfDocuments).where(eq(pdfDocuments.id, documentId));
  return row ?? null;
}

/** A bot's document of `role`, or null. */
export async function documentOf(ctx: Pick<UserContext, "db">, botId: number, role: PdfRole) {
  const [row] = await ctx.db
    .select()
    .from(pdfDocuments)
    .where(and(eq(pdfDocuments.botId, botId), eq(pdfDocuments.role, role)));
  return row ?? null;
}

/** Removes a bot's document of `role` and its passages. */
export async function removeDocument(ctx: Pick<UserContext, "db">, botId: number, role: PdfRole) {
  await ctx.db.delete(pdfDocuments).where(and(eq(pdfDocuments.botId, botId), eq(pdfDocuments.role, role)));
}

/** Renames a bot's document of `role` (the file stays). */
export async function renameDocument(tx: Db, botId: number, role: PdfRole, fileName: string) {
  await tx
    .update(pdfDocuments)
    .set({ fileName })
    .where(and(eq(pdfDocuments.botId, botId), eq(pdfDocuments.role, role)));
}

/** Queues a failed document again (the job reads it anew); answers it as it now stands. */
export async function requeueFailed(ctx: UserContext, row: PdfDocumentRow): Promise<PdfDocumentInfo> {
  if (row.state !== "failed") throw AppError.invalidInput("PdfMessages.notRetryable");
  const [queued] = await ctx.db
    .update(pdfDocuments)
    .set({
      state: "queued",
      progress: 0,
      failure: null,
      attempts: 0,
      claimedBy: null,
      updatedAt: ctx.clock.now(),
    })
    .where(and(eq(pdfDocuments.id, row.id), eq(pdfDocuments.state, "failed")))
    .returning();
  return toDocumentInfo(ctx, queued ?? row);
}
