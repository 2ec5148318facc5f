import type { ServiceContext } from "../../context.ts";
import { assemblePrompt } from "../../llm/prompt/index.ts";
import { buildPromptInput, nextReplyParts } from "./prompt-input.ts";
import { loadTurnContext } from "./turn-context.ts";

/**
 * POST /v1/chat/debugPrompt: the prompt the next reply of the caller's own dialogue would get, with
 * the tokens of each section and the lore it activates — so a creator testing a bot (or anyone) can
 * see why the character said what it said. Only the dialogue's owner may ask.
 */
export async function debugPrompt(ctx: ServiceContext, dialogueId: string) {
  const parts = await nextReplyParts(ctx, await loadTurnContext(ctx, Number(dialogueId)));
  const { scene } = parts;
  const prompt = assemblePrompt(buildPromptInput(parts));
  return {
    model: { id: scene.id, contextWindow: scene.contextWindow, maxReplyTokens: scene.maxReplyTokens },
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
