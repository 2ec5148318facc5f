import {
  BotType,
  type PdfBotChanges,
  type PdfBotEditInfo,
  type PdfBotForm,
  type PdfDocumentInfo,
  type SavedBot,
  type Visibility,
} from "@fable/contract";
import { eq } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { assertStoredAvatar } from "../media/index.ts";
import {
  attachDocument,
  documentOf,
  fileNameOf,
  findDocument,
  ownPdfUpload,
  removeDocument,
  renameDocument,
  requeueFailed,
  toDocumentInfo,
} from "../pdf/index.ts";
import {
  assertBelowBotCap,
  assertEditable,
  loadOwnBot,
  reviewColumns,
  savedBot,
} from "./bot-editor.service.ts";
import { replaceCategories } from "./bot-fields.ts";
import { type BotRow, bots } from "./bots.schema.ts";
import { forgetListedBots } from "./listing-changes.ts";

/** The caller's own PDF bot (a character is edited elsewhere). */
async function loadOwnPdfBot(ctx: UserContext, botId: number): Promise<BotRow> {
  const bot = await loadOwnBot(ctx, botId);
  if (bot.botType !== BotType.PDF) throw AppError.invalidInput("PdfMessages.notAPdfBot");
  return bot;
}

/**
 * POST /ai/roleInfo/pdfBot: a PDF bot (botType 4) with the bot cap, avatar check and review of any
 * bot. The persona is the bot's description (its prompt); the document is queued for the pdf job.
 */
export async function createPdfBot(ctx: UserContext, form: PdfBotForm): Promise<SavedBot> {
  await assertStoredAvatar(ctx, form.avatar);
  await assertBelowBotCap(ctx, ctx.userId);
  const file = await ownPdfUpload(ctx, form.pdfUrl);
  const now = ctx.clock.now();
  const bot = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(bots)
      .values({
        name: form.name,
        characterName: form.name,
        greeting: form.greeting,
        description: form.persona,
        intro: form.intro,
        avatar: form.avatar,
        visibility: form.visibility,
        creatorId: ctx.userId,
        botType: BotType.PDF,
        ...reviewColumns(ctx, form.visibility),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await replaceCategories(tx, created!.id, form.categoryId === undefined ? [] : [form.categoryId]);
    await attachDocument(ctx, tx, created!.id, "pdf", { ...file, fileName: form.fileName });
    return created!;
  });
  return savedBot(bot);
}

/** POST /ai/roleInfo/update/pdfBot: fields left out stay; a new PDF replaces the document. */
export async function updatePdfBot(ctx: UserContext, changes: PdfBotChanges): Promise<SavedBot> {
  const bot = await loadOwnPdfBot(ctx, Number(changes.botId));
  assertEditable(bot);
  if (changes.avatar !== undefined && changes.avatar !== bot.avatar)
    await assertStoredAvatar(ctx, changes.avatar);
  const file = changes.pdfUrl === undefined ? null : await ownPdfUpload(ctx, changes.pdfUrl);
  const visibility = changes.visibility ?? (bot.visibility as Visibility);
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(bots)
      .set({
        ...(changes.name === undefined ? {} : { name: changes.name, characterName: changes.name }),
        ...(changes.greeting === undefined ? {} : { greeting: changes.greeting }),
        ...(changes.persona === undefined ? {} : { description: changes.persona }),
        ...(changes.intro === undefined ? {} : { intro: changes.intro }),
        ...(changes.avatar === undefined ? {} : { avatar: changes.avatar }),
        visibility,
        ...reviewColumns(ctx, visibility),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(bots.id, bot.id))
      .returning();
    if (file) {
      const fileName = fileNameOf(changes.pdfUrl!, changes.fileName);
      await attachDocument(ctx, tx, bot.id, "pdf", { ...file, fileName });
    } else if (changes.fileName !== undefined) await renameDocument(tx, bot.id, "pdf", changes.fileName);
    return row!;
  });
  // Made private or sent back to review: it must leave the home page now, not when its cache ends.
  forgetListedBots(ctx);
  return savedBot(updated);
}

/** GET /ai/roleInfo/getPdfBotInfo: the owner's PDF bot as its edit form shows it. */
export async function getPdfBotInfo(ctx: UserContext, botId: number): Promise<PdfBotEditInfo> {
  const bot = await loadOwnPdfBot(ctx, botId);
  const document = await documentOf(ctx, bot.id, "pdf");
  return {
    botId: String(bot.id),
    name: bot.name,
    greeting: bot.greeting,
    persona: bot.description,
    intro: bot.intro,
    avatar: bot.avatar,
    visibility: bot.visibility as Visibility,
    document: document ? toDocumentInfo(ctx, document) : null,
  };
}

/** POST /ai/roleInfo/supplemental-information: an ordinary bot's extra PDF; an empty pdfUrl removes it. */
export async function setSupplementalPdf(
  ctx: UserContext,
  input: { botId: string; pdfUrl: string; fileName?: string | undefined },
): Promise<PdfDocumentInfo | null> {
  const bot = await loadOwnBot(ctx, Number(input.botId));
  assertEditable(bot);
  if (!input.pdfUrl) {
    await removeDocument(ctx, bot.id, "supplemental");
    return null;
  }
  const file = await ownPdfUpload(ctx, input.pdfUrl);
  const fileName = fileNameOf(input.pdfUrl, input.fileName);
  const row = await ctx.db.transaction((tx) =>
    attachDocument(ctx, tx, bot.id, "supplemental", { ...file, fileName }),
  );
  return toDocumentInfo(ctx, row);
}

/** POST /ai/roleInfo/pdfDocuments/retry: a failed document of the caller's bot is queued again. */
export async function retryPdfDocument(ctx: UserContext, documentId: number): Promise<PdfDocumentInfo> {
  const row = await findDocument(ctx, documentId);
  // The bot's owner only; anyone else hears the document does not exist.
  const owned = row ? await loadOwnBot(ctx, row.botId).catch(() => null) : null;
  if (!row || !owned) throw AppError.notFound("PdfMessages.documentNotFound");
  return requeueFailed(ctx, row);
}
