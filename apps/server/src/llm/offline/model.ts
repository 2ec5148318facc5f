import {
  InvalidArgumentError,
  type LanguageModelV3,
  type LanguageModelV3CallOptions,
  type LanguageModelV3FinishReason,
  type LanguageModelV3GenerateResult,
  type LanguageModelV3StreamPart,
  type LanguageModelV3StreamResult,
  type LanguageModelV3Usage,
  type SharedV3Warning,
} from "@ai-sdk/provider";
import { unsupportedSettings } from "../call-warnings.ts";
import { composeReply } from "./compose.ts";
import { OFFLINE_PROVIDER_KEY, OfflineCharacterContext } from "./context.ts";
import { answerFromDocument } from "./document-answer.ts";
import { groupReading } from "./group-reading.ts";
import { tokenCount, withinTokens, wordCount, wordPieces } from "./pieces.ts";
import { contextFromPrompt, type PromptReading, readPrompt } from "./prompt-reading.ts";
import { hashText } from "./random.ts";
import { narrateStory } from "./story/narrator.ts";

export type OfflineModelOptions = {
  /** Pause between streamed words, so the UI shows a reply being typed (0 in tests). */
  delayMs?: number;
  modelId?: string;
};

type Reply = {
  pieces: string[];
  finishReason: LanguageModelV3FinishReason;
  usage: LanguageModelV3Usage;
  warnings: SharedV3Warning[];
  id: string;
};

/**
 * The embedded default model: a real AI SDK language model (specification v3) that composes an
 * in-character reply from the card, the activated lore and the user's message, with no network and
 * no key, so Fable works end to end out of the box. Not a mock: what it says depends on the input.
 */
export class OfflineLanguageModel implements LanguageModelV3 {
  readonly specificationVersion = "v3";
  readonly provider = "fable-offline";
  readonly modelId: string;
  readonly supportedUrls: Record<string, RegExp[]> = {};
  private readonly delayMs: number;

  constructor(options: OfflineModelOptions = {}) {
    this.modelId = options.modelId ?? "offline";
    this.delayMs = Math.max(0, options.delayMs ?? 15);
  }

  async doGenerate(options: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
    options.abortSignal?.throwIfAborted();
    const reply = this.reply(options);
    return {
      content: [{ type: "text", text: reply.pieces.join("") }],
      finishReason: reply.finishReason,
      usage: reply.usage,
      warnings: reply.warnings,
      response: { id: reply.id, modelId: this.modelId, timestamp: new Date() },
    };
  }

  async doStream(options: LanguageModelV3CallOptions): Promise<LanguageModelV3StreamResult> {
    const signal = options.abortSignal;
    signal?.throwIfAborted();
    const reply = this.reply(options);
    const { delayMs, modelId } = this;
    const textId = "text-0";
    // Cancelling the stream (the reader went away) must end a pending pause as an abort does.
    const cancelled = new AbortController();
    const stop = signal ? AbortSignal.any([signal, cancelled.signal]) : cancelled.signal;
    let next = 0;

    const stream = new ReadableStream<LanguageModelV3StreamPart>({
      start(controller) {
        controller.enqueue({ type: "stream-start", warnings: reply.warnings });
        controller.enqueue({ type: "response-metadata", id: reply.id, modelId, timestamp: new Date() });
        controller.enqueue({ type: "text-start", id: textId });
      },
      async pull(controller) {
        if (next > 0 && next < reply.pieces.length) await pause(delayMs, stop);
        if (signal?.aborted) {
          controller.error(signal.reason);
          return;
        }
        if (cancelled.signal.aborted) return;
        const piece = reply.pieces[next++];
        if (piece !== undefined) {
          controller.enqueue({ type: "text-delta", id: textId, delta: piece });
          return;
        }
        controller.enqueue({ type: "text-end", id: textId });
        controller.enqueue({ type: "finish", finishReason: reply.finishReason, usage: reply.usage });
        controller.close();
      },
      cancel() {
        cancelled.abort();
      },
    });
    return { stream, request: { body: { offline: true } } };
  }

  private reply(options: LanguageModelV3CallOptions): Reply {
    const read = readPrompt(options.prompt);
    const { reading, context } = groupReading(read, characterContext(options, read));
    const seed = context.seed ?? options.seed ?? hashText(reading.allText.join("\n"));
    const composed = context.story
      ? narrateStory(context.story, seed, reading.earlierReplies)
      : withDocument(context, reading, seed);
    const text = cutAtStopSequence(composed, options.stopSequences);
    const { pieces, cut } = withinTokens(wordPieces(text), options.maxOutputTokens);
    const output = pieces.join("");
    const input = reading.allText.join("\n");
    const inputTokens = tokenCount(input);
    const outputTokens = tokenCount(output);
    return {
      pieces,
      finishReason: { unified: cut ? "length" : "stop", raw: cut ? "length" : "stop" },
      usage: {
        inputTokens: { total: inputTokens, noCache: inputTokens, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: outputTokens, text: outputTokens, reasoning: 0 },
        raw: { inputWords: wordCount(input), outputWords: pieces.length },
      },
      warnings: unsupportedSettings(options),
      id: `offline-${seed.toString(36)}-${hashText(output).toString(36)}`,
    };
  }
}

/**
 * A PDF bot answers from its passages (quoting the best, citing the page); another bot with matching
 * supplemental passages chats as usual and adds the document's best sentence.
 */
function withDocument(context: OfflineCharacterContext, reading: PromptReading, seed: number): string {
  const fromDocument = answerFromDocument(context, reading, seed);
  if (fromDocument && context.document?.onlySource) return fromDocument;
  const reply = composeReply(context, reading, seed);
  return fromDocument ? `${reply} ${fromDocument}` : reply;
}

/** The structured context when the caller gave one (validated), else whatever the prompt reveals. */
function characterContext(
  options: LanguageModelV3CallOptions,
  reading: PromptReading,
): OfflineCharacterContext {
  const given = options.providerOptions?.[OFFLINE_PROVIDER_KEY];
  if (given === undefined) return OfflineCharacterContext.parse(contextFromPrompt(reading));
  const parsed = OfflineCharacterContext.safeParse(given);
  if (!parsed.success) {
    throw new InvalidArgumentError({
      argument: `providerOptions.${OFFLINE_PROVIDER_KEY}`,
      message: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "),
    });
  }
  return parsed.data;
}

function cutAtStopSequence(text: string, stopSequences: string[] | undefined): string {
  const cuts = (stopSequences ?? [])
    .map((stop) => (stop ? text.indexOf(stop) : -1))
    .filter((index) => index >= 0);
  return cuts.length > 0 ? text.slice(0, Math.min(...cuts)).trimEnd() : text;
}

/** Waits `ms`, ending early when `signal` aborts; the caller checks the signal afterwards. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}
