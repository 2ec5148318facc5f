import {
  APICallError,
  type LanguageModelV3,
  type LanguageModelV3CallOptions,
  type LanguageModelV3Usage,
} from "@ai-sdk/provider";
import type { ServiceContext } from "../../../context.ts";
import { lazyModule } from "../../../lazy-module.ts";
import { baseSceneOf } from "../../../llm/bot-overrides.ts";
import { toModelPrompt } from "../../../llm/model-prompt.ts";
import {
  type AssembledPrompt,
  assemblePrompt,
  countTokens,
  type PromptInput,
} from "../../../llm/prompt/index.ts";
import { ReasoningFilter } from "../../../llm/reasoning-filter.ts";
import { languageModelFor, type ModelScene } from "../../../llm/registry.ts";
import { samplingCallOptions } from "../../../llm/sampling.ts";
import type { BotRow } from "../../bots/bots.schema.ts";
import { recordModelUsage, type UsageKind } from "../../usage/index.ts";
import { characterNameOf } from "./prompt-input.ts";

/** The AI SDK, loaded with the first reply. */
export const aiSdk = lazyModule<typeof import("ai")>("ai");

/**
 * The model failed. `unreachable`: it could not be reached at all — the connection was refused, it
 * timed out, or it refused the key or the model name — so the user is told so in plain words;
 * otherwise (busy, broke off, said nothing) the user is asked to regenerate.
 */
export class UpstreamFailure extends Error {
  constructor(
    message: string,
    readonly unreachable = false,
  ) {
    super(message);
  }
}

/** Statuses that say the model is not there for this server: a wrong key, no access, no such model. */
const UNREACHABLE_STATUSES = new Set([401, 403, 404]);

/** Whether a model call's error means the model could not be reached (see UpstreamFailure). */
function isUnreachable(error: unknown): boolean {
  if (!APICallError.isInstance(error)) return false;
  return error.statusCode === undefined || UNREACHABLE_STATUSES.has(error.statusCode);
}

/** The message a user reads for a reply that failed. */
export function replyFailureMessage(
  error: unknown,
): "ChatMessages.modelUnreachable" | "ChatMessages.congested" {
  return error instanceof UpstreamFailure && error.unreachable
    ? "ChatMessages.modelUnreachable"
    : "ChatMessages.congested";
}

export interface ReplyRequest {
  scene: ModelScene;
  input: PromptInput;
  bot: BotRow;
  /** Varies the offline engine's wording, so each regeneration is a different swipe. */
  seed: number;
  signal: AbortSignal;
  /** Whose call this is, for the usage record. */
  account: { userId: number | null; dialogueId: number | null; kind: UsageKind };
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
 * One AI SDK model per configured scene: providers are built once, not per reply, and a bot's own
 * settings (sceneForBot) travel with each call, not in the model.
 */
const modelsByScene = new WeakMap<ModelScene, LanguageModelV3>();

export function modelFor(ctx: ServiceContext, answering: ModelScene): LanguageModelV3 {
  const scene = baseSceneOf(answering);
  let model = modelsByScene.get(scene);
  if (!model) {
    model = languageModelFor(scene, ctx.config);
    modelsByScene.set(scene, model);
  }
  return model;
}

/** A model that streams a reply's pieces straight to a callback (Fable's own HTTP clients). */
interface PieceStreamingModel {
  streamPieces(
    options: LanguageModelV3CallOptions,
    onPieces: (pieces: string[]) => void,
  ): Promise<{ usage: LanguageModelV3Usage }>;
}

const streamsPieces = (model: LanguageModelV3): model is LanguageModelV3 & PieceStreamingModel =>
  typeof (model as Partial<PieceStreamingModel>).streamPieces === "function";

/** Any AI SDK model (the offline engine among them): its stream parts, each text piece on its own. */
async function streamParts(
  model: LanguageModelV3,
  options: LanguageModelV3CallOptions,
  onPieces: (pieces: string[]) => void,
): Promise<{ usage: LanguageModelV3Usage | undefined }> {
  const { stream } = await model.doStream(options);
  const reader = stream.getReader();
  let usage: LanguageModelV3Usage | undefined;
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      const value = part.value;
      if (value.type === "text-delta" && value.delta) onPieces([value.delta]);
      else if (value.type === "finish") usage = value.usage;
      else if (value.type === "error") throw value.error;
    }
    return { usage };
  } finally {
    // A failure (or a client that left) must not leave the upstream call running.
    void reader.cancel().catch(() => {});
  }
}

/**
 * Streams one reply, handing its text pieces to `onPieces` as the model writes them (several at once
 * when they arrived together). Throws UpstreamFailure on any model error or timeout; when `signal`
 * aborts (the client left), the upstream call is aborted too. A callback, not an async generator: a
 * generator's promise and result objects per piece were a good part of what a streaming reply
 * allocates, which shows in the collector's pauses under load.
 *
 * The reply streams straight from the model, not through `streamText`, whose tool, step and telemetry
 * stages cost about 100 µs of CPU per token; Fable's HTTP clients skip the provider interface's stream
 * parts as well (docs/decisions/0006-streaming-hot-path.md). Reasoning the model writes in its text
 * (`<think>…</think>`) is taken out on the way (llm/reasoning-filter.ts).
 */
export async function streamReply(
  ctx: ServiceContext,
  request: ReplyRequest,
  onPieces: (pieces: string[]) => void,
): Promise<{ prompt: AssembledPrompt; text: string }> {
  const prompt = assemblePrompt(request.input);
  // One controller for both ways a call ends early, without AbortSignal.any's per-call listeners.
  const upstream = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    upstream.abort();
  }, ctx.config.LLM_TIMEOUT_MS);
  const onClientGone = () => upstream.abort();
  request.signal.addEventListener("abort", onClientGone, { once: true });
  let text = "";
  const reasoning = new ReasoningFilter();
  const show = (pieces: string[]) => {
    if (pieces.length === 0) return;
    for (const piece of pieces) text += piece;
    onPieces(pieces);
  };
  const take = (pieces: string[]) => show(visiblePieces(reasoning, pieces));
  let usage: LanguageModelV3Usage | undefined;
  try {
    const model = modelFor(ctx, request.scene);
    const options: LanguageModelV3CallOptions = {
      prompt: toModelPrompt(prompt.messages),
      maxOutputTokens: request.scene.maxReplyTokens,
      abortSignal: upstream.signal,
      // Only the offline engine reads the character and lore beside the prompt; it samples nothing.
      ...(request.scene.provider === "offline"
        ? { providerOptions: { fableOffline: offlineContext(request, prompt) } }
        : samplingCallOptions(request.scene.sampling)),
    };
    ({ usage } = await (streamsPieces(model)
      ? model.streamPieces(options, take)
      : streamParts(model, options, take)));
    const rest = reasoning.end();
    if (rest) show([rest]);
  } catch (error) {
    // A reply that failed must not leave the upstream call running.
    upstream.abort();
    if (request.signal.aborted) throw error;
    throw new UpstreamFailure(
      timedOut ? "the model timed out" : String(error),
      // A model that timed out after it began to answer was reached: it is slow, not unreachable.
      timedOut ? text === "" : isUnreachable(error),
    );
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener("abort", onClientGone);
  }
  if (request.signal.aborted) throw new DOMException("The client left", "AbortError");
  if (timedOut) throw new UpstreamFailure("the model timed out", text === "");
  if (text === "") throw new UpstreamFailure("the model answered nothing");
  const reply = text.trim();
  // Also what the next turn counts of this reply among the history: tokenizing a long reply takes
  // about half a millisecond, better spent now, after the last piece, than before the next first token.
  const replyTokens = countTokens(reply);
  await recordModelUsage(ctx, {
    ...request.account,
    scene: request.scene,
    reported: { inputTokens: usage?.inputTokens.total, outputTokens: usage?.outputTokens.total },
    counted: { inputTokens: prompt.totalTokens, outputTokens: replyTokens },
  });
  return { prompt, text: reply };
}

/** The pieces' visible text, without the empty ones the filter leaves of reasoning. */
function visiblePieces(filter: ReasoningFilter, pieces: string[]): string[] {
  const shown: string[] = [];
  for (const piece of pieces) {
    const visible = filter.push(piece);
    if (visible !== "") shown.push(visible);
  }
  return shown;
}
