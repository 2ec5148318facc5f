import type { LanguageModelV3Prompt } from "@ai-sdk/provider";
import { ResponseCode, type TestMessageAnswer, type TestMessageRequest } from "@fable/contract";
import { AppError } from "../../errors.ts";
import { message } from "../../i18n/server-message.ts";
import { failureOf, type ModelCallFailure, readReply, secretsOf } from "../../llm/probe/index.ts";
import { countTokens, MESSAGE_FRAMING_TOKENS } from "../../llm/prompt/tokens.ts";
import { endpointFor } from "../../llm/registry.ts";
import { samplingCallOptions } from "../../llm/sampling.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { modelFor } from "../chat/index.ts";
import { recordModelUsage } from "../usage/index.ts";
import { sceneById } from "./models.service.ts";

/** A test needs a few words back, not a reply's worth. */
const TEST_REPLY_TOKENS = 64;
const TEST_SYSTEM = "This is a test message from the administrator of Fable. Answer it briefly.";

/** The refusal naming what failed, in the admin's language, with the endpoint's own (cleaned) words. */
function refusalOf(failure: ModelCallFailure, timeoutMs: number): AppError {
  const detail = failure.error;
  const said = (() => {
    switch (failure.problem) {
      case "unreachable":
        return message("ModelsAdminMessages.unreachable", { detail });
      case "keyRefused":
        return message("ModelsAdminMessages.keyRefused", { detail });
      case "modelNotFound":
        return message("ModelsAdminMessages.modelNotFound", { detail });
      case "timedOut":
        return message("ModelsAdminMessages.timedOut", { seconds: String(Math.round(timeoutMs / 1000)) });
      case "noAnswer":
        return message("ModelsAdminMessages.noAnswer");
      default:
        return message("ModelsAdminMessages.failed", { detail });
    }
  })();
  return new AppError(ResponseCode.FAILED, said);
}

/**
 * POST /admin/models/test: one short exchange with a scene, through the same model object chat
 * replies use, bounded by LLM_TIMEOUT_MS. Its tokens are recorded as usage of kind "test".
 */
export async function sendTestMessage(
  ctx: UserContext,
  request: TestMessageRequest,
): Promise<TestMessageAnswer> {
  const scene = sceneById(ctx, request.sceneId);
  const prompt: LanguageModelV3Prompt = [
    { role: "system", content: TEST_SYSTEM },
    { role: "user", content: [{ type: "text", text: request.message }] },
  ];
  const timeoutMs = ctx.config.LLM_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let reply: Awaited<ReturnType<typeof readReply>>;
  try {
    reply = await readReply(
      modelFor(ctx, scene),
      {
        ...samplingCallOptions(scene.sampling),
        prompt,
        maxOutputTokens: Math.min(TEST_REPLY_TOKENS, scene.maxReplyTokens),
      },
      signal,
    );
  } catch (error) {
    const secrets = scene.provider === "offline" ? [] : secretsOf(endpointFor(scene, ctx.config));
    throw refusalOf(failureOf(error, secrets, signal.aborted), timeoutMs);
  }
  const reported = {
    inputTokens: reply.usage?.inputTokens.total,
    outputTokens: reply.usage?.outputTokens.total,
  };
  const counted = {
    inputTokens: countTokens(TEST_SYSTEM) + countTokens(request.message) + 2 * MESSAGE_FRAMING_TOKENS,
    outputTokens: countTokens(reply.text),
  };
  await recordModelUsage(ctx, {
    userId: ctx.userId,
    dialogueId: null,
    scene,
    kind: "test",
    reported,
    counted,
  });
  const backendCounted = reported.inputTokens !== undefined && reported.outputTokens !== undefined;
  return {
    sceneId: scene.id,
    text: reply.text,
    firstPieceMs: reply.firstPieceMs,
    totalMs: reply.totalMs,
    inputTokens: reported.inputTokens ?? counted.inputTokens,
    outputTokens: reported.outputTokens ?? counted.outputTokens,
    counted: !backendCounted,
  };
}
