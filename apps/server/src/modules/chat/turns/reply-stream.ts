import type { LanguageModelV3, LanguageModelV3CallOptions, LanguageModelV3Usage } from "@ai-sdk/provider";
import type { ServiceContext } from "../../../context.ts";
import { lazyModule } from "../../../lazy-module.ts";
import { baseSceneOf } from "../../../llm/bot-overrides.ts";
import { toModelPrompt } from "../../../llm/model-prompt.ts";
import type { OfflineStoryInput } from "../../../llm/offline/index.ts";
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
import { type ModelCall, recordModelUsage, tokensOf, type UsageKind } from "../../usage/index.ts";
import type { StoredSwipeInfo } from "../chat.schema.ts";
import { modelScenes } from "../settings/model-choice.ts";
import { swipeInfoOf } from "../swipe-info.ts";
import { fallbackChain } from "./fallback-scenes.ts";
import { streamModel } from "./model-pieces.ts";
import { characterNameOf } from "./prompt-input.ts";
import { isUnreachable, mayFallBack, UpstreamFailure } from "./upstream-failure.ts";

/** The AI SDK, loaded with the first reply. */
export const aiSdk = lazyModule<typeof import("ai")>("ai");

export interface ReplyRequest {
  scene: ModelScene;
  input: PromptInput;
  bot: BotRow;
  /** Varies the offline engine's wording, so each regeneration is a different swipe. */
  seed: number;
  signal: AbortSignal;
  /** Whose call this is, for the usage record. */
  account: { userId: number | null; dialogueId: number | null; kind: UsageKind };
  /** A text adventure's turn, for the offline narrator (a real model reads the narrator prompt). */
  story?: OfflineStoryInput;
}

/** What the offline engine reads besides the prompt: the character it plays and the lore in play. */
export function offlineContext(
  request: Pick<ReplyRequest, "input" | "bot" | "seed" | "story">,
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
    ...(input.documents
      ? {
          document: {
            passages: input.documents.passages.map(({ page, text }) => ({ page, text })),
            onlySource: input.documents.onlySource,
          },
        }
      : {}),
    ...(request.story ? { story: request.story } : {}),
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

/** Where a reply's fallbacks are logged: the request's logger (pino's signature). */
export interface ReplyLog {
  warn(details: object, message: string): void;
}

/** Who hears about a reply besides its pieces: its reasoning (for a scene that shows it), the log. */
export interface ReplyListeners {
  onReasoning?: (text: string) => void;
  log?: ReplyLog;
}

/** A reply streamed to its end. */
export interface Reply {
  prompt: AssembledPrompt;
  text: string;
  /** Which scene wrote it, its tokens and its reasoning: what is stored with the swipe. */
  info: StoredSwipeInfo;
  /** What the call cost, recorded once the reply is stored (recordReplyUsage). */
  call: ModelCall;
}

/**
 * Streams one reply, handing its text pieces to `onPieces` as the model writes them (several at once
 * when they arrived together). When the scene fails before anything of its reply was shown (it is
 * unreachable, busy, timed out or answered nothing), the scenes of its fallback list answer instead,
 * in order, each with the prompt assembled for its own context window and the same timeout; once
 * anything was shown a failure is final. Throws UpstreamFailure when no scene answered (the asked
 * scene's failure); when `signal` aborts (the client left), the upstream call is aborted too.
 */
export async function streamReply(
  ctx: ServiceContext,
  request: ReplyRequest,
  onPieces: (pieces: string[]) => void,
  listeners: ReplyListeners = {},
): Promise<Reply> {
  try {
    return await streamSceneReply(ctx, request, request.scene, request.input, onPieces, listeners);
  } catch (error) {
    if (!mayFallBack(error) || request.scene.fallback.length === 0) throw error;
    return fallBack(ctx, request, error, onPieces, listeners);
  }
}

/** The asked scene failed before showing anything: its fallbacks answer, in order, until one does. */
async function fallBack(
  ctx: ServiceContext,
  request: ReplyRequest,
  failure: UpstreamFailure,
  onPieces: (pieces: string[]) => void,
  listeners: ReplyListeners,
): Promise<Reply> {
  let failed = request.scene;
  let reason = failure.message;
  for (const scene of fallbackChain(request.scene, modelScenes(ctx.config))) {
    listeners.log?.warn(
      { askedScene: request.scene.id, failedScene: failed.id, fallbackScene: scene.id, reason },
      "model scene failed before its reply began; its fallback answers",
    );
    // The same messages, fitted to this scene's window (a lorebook's budget stays the same share of it).
    const input = {
      ...request.input,
      contextWindow: scene.contextWindow,
      maxReplyTokens: scene.maxReplyTokens,
    };
    try {
      return await streamSceneReply(ctx, request, scene, input, onPieces, listeners);
    } catch (error) {
      if (!mayFallBack(error)) throw error;
      failed = scene;
      reason = error.message;
    }
  }
  throw failure;
}

/**
 * One scene's reply. Throws UpstreamFailure on any model error or timeout (`shown` when the user had
 * read part of it). A callback, not an async generator: a generator's promise and result objects per
 * piece were a good part of what a streaming reply allocates, which shows in the collector's pauses
 * under load.
 *
 * The reply streams straight from the model, not through `streamText`, whose tool, step and telemetry
 * stages cost about 100 µs of CPU per token; Fable's HTTP clients skip the provider interface's stream
 * parts as well (docs/decisions/0006-streaming-hot-path.md). Reasoning the model writes in its text
 * (`<think>…</think>`) is taken out on the way (llm/reasoning-filter.ts); for a scene that shows it,
 * that and the reasoning a backend sends in a field of its own go to `onReasoning`, else nowhere.
 */
async function streamSceneReply(
  ctx: ServiceContext,
  request: ReplyRequest,
  scene: ModelScene,
  input: PromptInput,
  onPieces: (pieces: string[]) => void,
  listeners: ReplyListeners,
): Promise<Reply> {
  const prompt = assemblePrompt(input);
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
  const showsReasoning = scene.showReasoning && listeners.onReasoning !== undefined;
  const filter = new ReasoningFilter(showsReasoning);
  const show = (pieces: string[]) => {
    if (pieces.length === 0) return;
    for (const piece of pieces) text += piece;
    onPieces(pieces);
  };
  const reasoning =
    showsReasoning && listeners.onReasoning ? new ShownReasoning(filter, listeners.onReasoning) : null;
  // Without shown reasoning the pieces take the lean path they always took.
  const take = reasoning
    ? (pieces: string[]) => {
        const visible = visiblePieces(filter, pieces);
        reasoning.flush();
        show(visible);
      }
    : (pieces: string[]) => show(visiblePieces(filter, pieces));
  const shown = () => text !== "" || (reasoning?.sent ?? false);
  let usage: LanguageModelV3Usage | undefined;
  try {
    const model = modelFor(ctx, scene);
    const options: LanguageModelV3CallOptions = {
      prompt: toModelPrompt(prompt.messages),
      maxOutputTokens: scene.maxReplyTokens,
      abortSignal: upstream.signal,
      // Only the offline engine reads the character and lore beside the prompt; it samples nothing.
      ...(scene.provider === "offline"
        ? { providerOptions: { fableOffline: offlineContext({ ...request, input }, prompt) } }
        : samplingCallOptions(scene.sampling)),
    };
    ({ usage } = await streamModel(model, options, take, reasoning?.fromField));
    const rest = filter.end();
    reasoning?.flush();
    if (rest) show([rest]);
  } catch (error) {
    // A reply that failed must not leave the upstream call running.
    upstream.abort();
    if (request.signal.aborted) throw error;
    throw new UpstreamFailure(
      timedOut ? "the model timed out" : String(error),
      // A model that timed out after it began to answer was reached: it is slow, not unreachable.
      timedOut ? text === "" : isUnreachable(error),
      shown(),
    );
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener("abort", onClientGone);
  }
  if (request.signal.aborted) throw new DOMException("The client left", "AbortError");
  if (timedOut) throw new UpstreamFailure("the model timed out", text === "", shown());
  if (text === "") throw new UpstreamFailure("the model answered nothing", false, shown());
  const reply = text.trim();
  // Also what the next turn counts of this reply among the history: tokenizing a long reply takes
  // about half a millisecond, better spent now, after the last piece, than before the next first token.
  const replyTokens = countTokens(reply);
  const call: ModelCall = {
    ...request.account,
    scene,
    reported: { inputTokens: usage?.inputTokens.total, outputTokens: usage?.outputTokens.total },
    counted: { inputTokens: prompt.totalTokens, outputTokens: replyTokens },
  };
  const info = swipeInfoOf({
    scene,
    asked: request.scene,
    tokens: tokensOf(call),
    reasoning: reasoning ? filter.reasoning.trim() : "",
  });
  return { prompt, text: reply, info, call };
}

/** Records what a reply cost, tied to the message it was stored in (null when none was). */
export function recordReplyUsage(ctx: ServiceContext, reply: Reply, messageId: number | null): Promise<void> {
  return recordModelUsage(ctx, { ...reply.call, messageId });
}

/**
 * A scene's reasoning on its way to the user: what the filter takes out of the text, and what the
 * backend sends in a field of its own, streamed as it grows.
 */
class ShownReasoning {
  /** How much of the filter's reasoning has gone out. */
  private sentLength = 0;
  constructor(
    private readonly filter: ReasoningFilter,
    private readonly onReasoning: (text: string) => void,
  ) {}

  get sent() {
    return this.sentLength > 0;
  }

  /** Reasoning the backend sent apart from the text joins what the filter took out of it. */
  readonly fromField = (text: string) => {
    this.filter.addReasoning(text);
    this.flush();
  };

  flush() {
    const all = this.filter.reasoning;
    if (all.length === this.sentLength) return;
    // Leading blank lines (between a tag and its first word) are not worth an event.
    const fresh = all.slice(this.sentLength);
    if (this.sentLength === 0 && fresh.trim() === "") return;
    this.sentLength = all.length;
    this.onReasoning(fresh);
  }
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
