import { ResponseCode } from "@fable/contract";
import { AppError } from "../../../errors.ts";
import { assemblePrompt } from "../../../llm/prompt/index.ts";
import { canOnBot } from "../../../policies/bot.policy.ts";
import type { UserContext } from "../../../routing/user-context.ts";
import { buildPromptInput, nextReplyParts, withDocuments } from "./prompt-input.ts";
import { loadTurnContext } from "./turn-context.ts";

/**
 * POST /v1/chat/debugPrompt: the prompt the next reply of the caller's own dialogue would get, with
 * the tokens of each section and the lore it activates — so a creator testing a bot (or anyone) can
 * see why the character said what it said. Only the dialogue's owner may ask, and the prompt holds
 * the bot's whole definition: only its creator sees it unless they chose to show it (as exportCard).
 */
export async function debugPrompt(ctx: UserContext, dialogueId: string) {
  const turn = await loadTurnContext(ctx, Number(dialogueId));
  if (!canOnBot(ctx, "readDefinition", turn.bot))
    throw new AppError(ResponseCode.FORBIDDEN, "ChatMessages.definitionHidden");
  const parts = await nextReplyParts(ctx, turn);
  const { scene } = parts;
  const prompt = assemblePrompt(buildPromptInput(await withDocuments(ctx, parts)));
  return {
    // The settings the reply is made with: the scene's, with the bot's overrides clamped on top.
    model: {
      id: scene.id,
      contextWindow: scene.contextWindow,
      maxReplyTokens: scene.maxReplyTokens,
      sampling: scene.sampling,
    },
    budget: prompt.budget,
    totalTokens: prompt.totalTokens,
    sections: prompt.sections,
    historyIncluded: prompt.historyIncluded,
    historyDropped: prompt.historyDropped,
    examplesIncluded: prompt.examplesIncluded,
    examplesDropped: prompt.examplesDropped,
    activatedLore: prompt.activatedLore,
    messages: prompt.messages,
  };
}
