import { ResponseCode } from "@fable/contract";
import type { ModelMessage } from "ai";
import type { ServiceContext } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import type { ModelScene } from "../../../llm/model-scenes.ts";
import { countTokens } from "../../../llm/prompt/index.ts";
import { recordModelUsage, type UsageKind } from "../../usage/index.ts";
import { modelScenes } from "../settings/model-choice.ts";
import { fallbackChain } from "./fallback-scenes.ts";
import { aiSdk, modelFor, type ReplyLog } from "./reply-stream.ts";
import { isUnreachable } from "./upstream-failure.ts";

/** One call's text for a scene: a system instruction with a prompt, or messages. */
export interface OneShotCall {
  system?: string;
  prompt?: string;
  messages?: ModelMessage[];
  /** Messages hold system entries of their own (the prompt builder's character rules). */
  allowSystemInMessages?: boolean;
  maxOutputTokens: number;
  /** Input tokens as Fable counts them, recorded beside what the backend reports. */
  countedInputTokens?: number;
}

export interface OneShotRequest {
  /** The scene asked first; its fallback list answers when it fails. */
  scene: ModelScene;
  /** The call for a scene: built per scene, so a fallback's prompt fits its own context window. */
  call: (scene: ModelScene) => OneShotCall;
  /** Whose call it is, for the usage record. */
  account: { userId: number | null; dialogueId: number | null; kind: UsageKind };
  /** False for an answer that cannot be used (empty, nothing parsed): the next scene is asked. */
  usable?: (text: string) => boolean;
  log?: ReplyLog;
}

/** What answered: a model's text, or the offline engine, which the caller composes with itself. */
export type OneShotAnswer = { text: string; scene: ModelScene } | { offline: ModelScene };

/**
 * A short text written in one call — a summary, suggested replies, a story field, a chapter — by the
 * asked scene or, when it fails or answers nothing usable, by the scenes of its fallback list in
 * order (docs/product.md#model-scene), as replies fall back. Reaching the offline engine (asked or as
 * a fallback) answers `{ offline }`: its composition is the caller's own. Throws the spec's
 * 'The server is congested' (or 'unreachable') message when no scene answered.
 */
export async function generateOnce(ctx: ServiceContext, request: OneShotRequest): Promise<OneShotAnswer> {
  let unreachable = false;
  let failed: ModelScene | null = null;
  const fallbacks =
    request.scene.fallback.length === 0 ? [] : fallbackChain(request.scene, modelScenes(ctx.config));
  for (const scene of [request.scene, ...fallbacks]) {
    if (scene.provider === "offline") return { offline: scene };
    if (failed)
      request.log?.warn(
        { askedScene: request.scene.id, failedScene: failed.id, fallbackScene: scene.id },
        "model scene failed; its fallback answers",
      );
    try {
      const text = await callScene(ctx, request, scene);
      if (!request.usable || request.usable(text)) return { text, scene };
    } catch (error) {
      unreachable = isUnreachable(error);
    }
    failed = scene;
  }
  throw new AppError(
    ResponseCode.FAILED,
    unreachable ? "ChatMessages.modelUnreachable" : "ChatMessages.congested",
  );
}

async function callScene(ctx: ServiceContext, request: OneShotRequest, scene: ModelScene): Promise<string> {
  const call = request.call(scene);
  const { maxOutputTokens, countedInputTokens, ...text } = call;
  const common = {
    model: modelFor(ctx, scene),
    maxOutputTokens,
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(ctx.config.LLM_TIMEOUT_MS),
  };
  const result = text.messages
    ? await aiSdk().generateText({
        ...common,
        system: text.system,
        messages: text.messages,
        allowSystemInMessages: text.allowSystemInMessages,
      })
    : await aiSdk().generateText({ ...common, system: text.system, prompt: text.prompt ?? "" });
  await recordModelUsage(ctx, {
    ...request.account,
    scene,
    reported: result.usage,
    counted: {
      inputTokens: countedInputTokens ?? countTokens(`${text.system ?? ""}\n${text.prompt ?? ""}`),
      outputTokens: countTokens(result.text),
    },
  });
  return result.text;
}
