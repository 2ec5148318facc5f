import type { ServiceContext } from "../../context.ts";
import { assemblePrompt } from "../../llm/prompt/index.ts";
import { loadChattableBot, loadOwnDialogue } from "./dialogue-access.ts";
import { sceneForUser } from "./model-choice.ts";
import { historyRows, promptInputFor } from "./prompt-input.ts";

/**
 * POST /v1/chat/debugPrompt: the prompt the next reply of the caller's own dialogue would get, with
 * the tokens of each section and the lore it activates — so a creator testing a bot (or anyone) can
 * see why the character said what it said. Only the dialogue's owner may ask.
 */
export async function debugPrompt(ctx: ServiceContext, dialogueId: string) {
  const dialogue = await loadOwnDialogue(ctx, Number(dialogueId));
  const bot = await loadChattableBot(ctx, dialogue.botId);
  const scene = await sceneForUser(ctx, dialogue.userId);
  const input = await promptInputFor(ctx, dialogue, bot, scene, await historyRows(ctx, dialogue.id));
  const prompt = assemblePrompt(input);
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
