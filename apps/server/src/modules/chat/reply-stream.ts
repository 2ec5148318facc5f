import type { ServiceContext } from "../../context.ts";
import { lazyModule } from "../../lazy-module.ts";
import { type AssembledPrompt, assemblePrompt, type PromptInput } from "../../llm/prompt/index.ts";
import { languageModelFor, type ModelScene } from "../../llm/registry.ts";
import type { BotRow } from "./dialogue-access.ts";
import { characterNameOf } from "./prompt-input.ts";

/** The AI SDK, loaded with the first reply. */
export const aiSdk = lazyModule<typeof import("ai")>("ai");

/** The model failed (refused, timed out, broke off or said nothing): the user is asked to regenerate. */
export class UpstreamFailure extends Error {}

export interface ReplyRequest {
  scene: ModelScene;
  input: PromptInput;
  bot: BotRow;
  /** Varies the offline engine's wording, so each regeneration is a different swipe. */
  seed: number;
  signal: AbortSignal;
}

/** What the offline engine reads besides the prompt: the character it plays and the lore in play. */
export function offlineContext(
  request: Pick<ReplyRequest, "input" | "bot" | "seed">,
  prompt: AssembledPrompt,
) {
  const { input, bot } = request;
  // The prompt builder already chose the lore in play; its contents are what the engine may quote.
  const activated = new Set(prompt.activatedLore);
  return {
    character: {
      name: characterNameOf(bot),
      personality: bot.personality,
      scenario: bot.scenario,
      description: bot.description,
      exampleDialogue: bot.exampleDialogue,
      greeting: bot.greeting,
      dialogueStyle: bot.dialogueStyle,
      mantra: bot.mantra,
    },
    userName: input.persona?.name ?? input.userName,
    activatedLore: input.lore.filter((entry) => activated.has(entry.id)).map((entry) => entry.content),
    seed: request.seed,
  };
}

/**
 * Streams one reply: text pieces as the model writes them. Throws UpstreamFailure on any model
 * error or timeout; when `signal` aborts (the client left), the upstream call is aborted too.
 */
export async function* streamReply(
  ctx: ServiceContext,
  request: ReplyRequest,
): AsyncGenerator<string, { prompt: AssembledPrompt }> {
  const prompt = assemblePrompt(request.input);
  const timeout = AbortSignal.timeout(ctx.config.LLM_TIMEOUT_MS);
  const signal = AbortSignal.any([request.signal, timeout]);
  const result = aiSdk().streamText({
    model: languageModelFor(request.scene, ctx.config),
    messages: prompt.messages,
    maxOutputTokens: request.scene.maxReplyTokens,
    abortSignal: signal,
    maxRetries: 0,
    // The prompt builder places the character's rules as system messages (post-history ones after the chat).
    allowSystemInMessages: true,
    // Failures are read from the stream below and answered there; the SDK need not log them too.
    onError: () => {},
    providerOptions: { fableOffline: offlineContext(request, prompt) },
  });
  let wrote = false;
  try {
    for await (const part of result.fullStream) {
      if (part.type === "text-delta" && part.text) {
        wrote = true;
        yield part.text;
      } else if (part.type === "error") {
        throw part.error;
      }
    }
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw new UpstreamFailure(timeout.aborted ? "the model timed out" : String(error));
  }
  if (request.signal.aborted) throw new DOMException("The client left", "AbortError");
  if (timeout.aborted) throw new UpstreamFailure("the model timed out");
  if (!wrote) throw new UpstreamFailure("the model answered nothing");
  return { prompt };
}
