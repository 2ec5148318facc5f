import type { PdfSearchResult } from "@fable/contract";
import { eq } from "drizzle-orm";
import { AppError } from "../../errors.ts";
import { canOnBot } from "../../policies/bot.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { retrievePassages } from "./pdf-retrieval.ts";

/** GET /ai/roleInfo/pdfSearch: what a question retrieves from a bot the caller may chat with. */
export async function searchPdf(
  ctx: UserContext,
  input: { botId: string; query: string },
): Promise<PdfSearchResult> {
  const [bot] = await ctx.db
    .select({
      id: bots.id,
      creatorId: bots.creatorId,
      visibility: bots.visibility,
      reviewStatus: bots.reviewStatus,
    })
    .from(bots)
    .where(eq(bots.id, Number(input.botId)));
  if (!canOnBot(ctx, "chat", bot)) throw AppError.notFound("CharacterMessages.botNotFound");
  return { passages: await retrievePassages(ctx, bot.id, input.query) };
}
