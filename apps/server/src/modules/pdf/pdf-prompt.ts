import { BotType } from "@fable/contract";
import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { PromptDocuments } from "../../llm/prompt/index.ts";
import { pdfDocuments } from "./pdf.schema.ts";
import { retrievePassages } from "./pdf-retrieval.ts";

/** Passages take at most this share of the context window, and never more than this many tokens. */
const BUDGET_SHARE = 0.2;
const BUDGET_MAX = 2000;
const PASSAGES_PER_REPLY = 5;

/**
 * What a reply of `bot` gets from its PDFs for the latest messages (newest first): the best passages
 * within a token budget. A PDF bot with a ready document always gets the section (so it says when the
 * document has nothing); another bot only when a supplemental passage matches, like lore.
 */
export async function documentsForReply(
  ctx: Pick<ServiceContext, "db" | "config">,
  bot: { id: number; botType: number },
  latestUserTexts: string[],
  contextWindow: number,
): Promise<PromptDocuments | undefined> {
  const query = latestUserTexts.join("\n").slice(0, 1000);
  if (!query.trim()) return undefined;
  const onlySource = bot.botType === BotType.PDF;
  if (onlySource) {
    const [ready] = await ctx.db
      .select({ id: pdfDocuments.id })
      .from(pdfDocuments)
      .where(
        and(eq(pdfDocuments.botId, bot.id), eq(pdfDocuments.role, "pdf"), eq(pdfDocuments.state, "ready")),
      );
    if (!ready) return undefined;
  }
  const passages = await retrievePassages(ctx, bot.id, query, {
    limit: PASSAGES_PER_REPLY,
    tokenBudget: Math.min(BUDGET_MAX, Math.floor(contextWindow * BUDGET_SHARE)),
  });
  if (!onlySource && passages.length === 0) return undefined;
  return { passages: passages.map(({ page, text }) => ({ page, text })), onlySource };
}
