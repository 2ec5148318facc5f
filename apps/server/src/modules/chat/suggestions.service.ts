import { ChatMessages, ResponseCode } from "@fable/contract";
import { desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { offlineSuggestions } from "../../llm/offline/index.ts";
import { assemblePrompt } from "../../llm/prompt/index.ts";
import { languageModelFor } from "../../llm/registry.ts";
import { chatMessages } from "./chat.schema.ts";
import { shownText } from "./chat-message.ts";
import { loadChattableBot, loadOwnDialogue } from "./dialogue-access.ts";
import { sceneForUser } from "./model-choice.ts";
import { historyRows, promptInputFor } from "./prompt-input.ts";
import { consumeDailyQuota } from "./quotas.ts";
import { aiSdk, offlineContext } from "./reply-stream.ts";

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
  ctx: ServiceContext,
  dialogueId: string,
): Promise<{ suggestions: string[] }> {
  const dialogue = await loadOwnDialogue(ctx, Number(dialogueId));
  const bot = await loadChattableBot(ctx, dialogue.botId);
  await consumeDailyQuota(ctx, dialogue.userId, "suggestion");
  const scene = await sceneForUser(ctx, dialogue.userId);
  const history = await historyRows(ctx, dialogue.id);
  const input = await promptInputFor(ctx, dialogue, bot, scene, history);
  const [last] = await ctx.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.dialogueId, dialogue.id))
    .orderBy(desc(chatMessages.seq))
    .limit(1);
  const seed = (dialogue.id + (last?.seq ?? 0) * 31) % 2147483647;
  const prompt = assemblePrompt({ ...input, maxReplyTokens: Math.min(scene.maxReplyTokens, 200) });
  if (scene.provider === "offline") {
    const context = offlineContext({ input, bot, seed }, prompt);
    return { suggestions: offlineSuggestions(context, seed, last ? shownText(last) : "") };
  }
  try {
    const result = await aiSdk().generateText({
      model: languageModelFor(scene, ctx.config),
      messages: [...prompt.messages, { role: "system", content: SUGGEST_INSTRUCTION }],
      maxOutputTokens: 200,
      maxRetries: 0,
      // The prompt builder places the character's rules as system messages (post-history ones after the chat).
      allowSystemInMessages: true,
      abortSignal: AbortSignal.timeout(ctx.config.LLM_TIMEOUT_MS),
    });
    const suggestions = parseSuggestions(result.text);
    if (suggestions.length === 0) throw new Error("no suggestions");
    return { suggestions };
  } catch {
    throw new AppError(ResponseCode.FAILED, ChatMessages.congested);
  }
}
