import type { ModelScene } from "../../../llm/model-scenes.ts";
import { offlineSuggestions } from "../../../llm/offline/index.ts";
import { assemblePrompt } from "../../../llm/prompt/index.ts";
import type { UserContext } from "../../../routing/user-context.ts";
import { generateOnce } from "./one-shot.ts";
import { buildPromptInput, nextReplyParts } from "./prompt-input.ts";
import { consumeDailyQuota } from "./quotas.ts";
import { offlineContext } from "./reply-stream.ts";
import { loadTurnContext } from "./turn-context.ts";

const SUGGESTION_COUNT = 3;
const MAX_SUGGESTION_TOKENS = 200;
const SUGGEST_INSTRUCTION =
  "Write three short, different replies the user could send next in this roleplay, in the user's voice and language. One per line, no numbering, no quotes, at most 15 words each.";

/** The model's lines as suggestions: numbering and quotes stripped, blanks and repeats dropped. */
export function parseSuggestions(text: string): string[] {
  const lines = text
    .split("\n")
    .map((line) =>
      line
        .replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "")
        .replace(/^["“]|["”]$/g, "")
        .trim(),
    )
    .filter(Boolean);
  return [...new Set(lines)].slice(0, SUGGESTION_COUNT);
}

/** POST /v1/chat/generated-message: three replies the user might send next (a limited action on the free plan). */
export async function suggestReplies(
  ctx: UserContext,
  dialogueId: string,
): Promise<{ suggestions: string[] }> {
  const turn = await loadTurnContext(ctx, Number(dialogueId));
  const { dialogue, bot } = turn;
  await consumeDailyQuota(ctx, dialogue.userId, "suggestion");
  const parts = await nextReplyParts(ctx, turn);
  const { scene } = parts;
  const input = buildPromptInput(parts);
  const last = parts.history.at(-1);
  const seed = (dialogue.id + (last?.seq ?? 0) * 31) % 2147483647;
  // Fitted to the window of the scene that answers (a fallback's may be smaller).
  const fitted = (answering: ModelScene) =>
    assemblePrompt({
      ...input,
      contextWindow: answering.contextWindow,
      maxReplyTokens: Math.min(answering.maxReplyTokens, MAX_SUGGESTION_TOKENS),
    });
  const answer = await generateOnce(ctx, {
    scene,
    call: (answering) => {
      const prompt = fitted(answering);
      return {
        messages: [...prompt.messages, { role: "system", content: SUGGEST_INSTRUCTION }],
        // The prompt builder places the character's rules as system messages (post-history ones after the chat).
        allowSystemInMessages: true,
        maxOutputTokens: MAX_SUGGESTION_TOKENS,
        countedInputTokens: prompt.totalTokens,
      };
    },
    account: { userId: dialogue.userId, dialogueId: dialogue.id, kind: "suggestion" },
    usable: (text) => parseSuggestions(text).length > 0,
  });
  if ("offline" in answer) {
    const context = offlineContext({ input, bot, seed }, fitted(scene));
    return { suggestions: offlineSuggestions(context, seed, last ? last.text : "") };
  }
  return { suggestions: parseSuggestions(answer.text) };
}
