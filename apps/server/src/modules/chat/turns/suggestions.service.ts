import { ResponseCode } from "@fable/contract";
import { AppError } from "../../../errors.ts";
import { offlineSuggestions } from "../../../llm/offline/index.ts";
import { assemblePrompt, countTokens } from "../../../llm/prompt/index.ts";
import type { UserContext } from "../../../routing/user-context.ts";
import { recordModelUsage } from "../../usage/index.ts";
import { buildPromptInput, nextReplyParts } from "./prompt-input.ts";
import { consumeDailyQuota } from "./quotas.ts";
import { aiSdk, modelFor, offlineContext } from "./reply-stream.ts";
import { loadTurnContext } from "./turn-context.ts";

const SUGGESTION_COUNT = 3;
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
  const prompt = assemblePrompt({ ...input, maxReplyTokens: Math.min(scene.maxReplyTokens, 200) });
  if (scene.provider === "offline") {
    const context = offlineContext({ input, bot, seed }, prompt);
    return { suggestions: offlineSuggestions(context, seed, last ? last.text : "") };
  }
  try {
    const result = await aiSdk().generateText({
      model: modelFor(ctx, scene),
      messages: [...prompt.messages, { role: "system", content: SUGGEST_INSTRUCTION }],
      maxOutputTokens: 200,
      maxRetries: 0,
      // The prompt builder places the character's rules as system messages (post-history ones after the chat).
      allowSystemInMessages: true,
      abortSignal: AbortSignal.timeout(ctx.config.LLM_TIMEOUT_MS),
    });
    await recordModelUsage(ctx, {
      userId: dialogue.userId,
      dialogueId: dialogue.id,
      scene,
      kind: "suggestion",
      reported: result.usage,
      counted: { inputTokens: prompt.totalTokens, outputTokens: countTokens(result.text) },
    });
    const suggestions = parseSuggestions(result.text);
    if (suggestions.length === 0) throw new Error("no suggestions");
    return { suggestions };
  } catch {
    throw new AppError(ResponseCode.FAILED, "ChatMessages.congested");
  }
}
