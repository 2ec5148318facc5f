import type { IncomingMessage } from "node:http";
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamPart,
  LanguageModelV3StreamResult,
} from "@ai-sdk/provider";
import { unsupportedSettings } from "../call-warnings.ts";
import { CompletionStreamError, CompletionStreamReader } from "./completion-reader.ts";
import { type Endpoint, postJson, readText } from "./http-call.ts";
import { type CompletionUsage, finishReasonOf, toChatMessages, usageOf } from "./messages.ts";
import { requestJson } from "./request-json.ts";

interface Completion {
  id?: string;
  model?: string;
  choices?: { message?: { content?: string | null }; finish_reason?: string | null }[];
  usage?: CompletionUsage | null;
}

const TEXT_ID = "text-0";

/**
 * A chat model behind any OpenAI-compatible `/chat/completions` endpoint (OpenAI, OpenRouter, Ollama,
 * vLLM, llama.cpp, LM Studio, DeepSeek …), as an AI SDK language model (specification v3), for text
 * chat. It replaces @ai-sdk/openai-compatible on Fable's reply path: that provider validates every
 * streamed chunk against a schema and reads through fetch's web streams, which together cost more
 * per token, and more before the first one, than everything else a turn does
 * (docs/decisions/0008-lean-model-client.md).
 */
export class OpenAICompatibleChatModel implements LanguageModelV3 {
  readonly specificationVersion = "v3";
  readonly provider: string;
  readonly supportedUrls: Record<string, RegExp[]> = {};

  constructor(
    readonly modelId: string,
    private readonly endpoint: Endpoint,
    providerName = "openai-compatible",
  ) {
    this.provider = providerName;
  }

  private requestBody(options: LanguageModelV3CallOptions, stream: boolean) {
    return {
      model: this.modelId,
      messages: toChatMessages(options.prompt),
      ...(options.maxOutputTokens !== undefined ? { max_tokens: options.maxOutputTokens } : {}),
      ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
      ...(options.topP !== undefined ? { top_p: options.topP } : {}),
      ...(options.presencePenalty !== undefined ? { presence_penalty: options.presencePenalty } : {}),
      ...(options.frequencyPenalty !== undefined ? { frequency_penalty: options.frequencyPenalty } : {}),
      ...(options.stopSequences?.length ? { stop: options.stopSequences } : {}),
      ...(options.seed !== undefined ? { seed: options.seed } : {}),
      // Usage in the stream's last chunk gives real token counts.
      ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
    };
  }

  private post(body: ReturnType<OpenAICompatibleChatModel["requestBody"]>, signal: AbortSignal | undefined) {
    return postJson(this.endpoint, "/chat/completions", body, signal, requestJson(body));
  }

  async doGenerate(options: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
    const body = this.requestBody(options, false);
    const response = await this.post(body, options.abortSignal);
    const completion = JSON.parse(await readText(response)) as Completion;
    const choice = completion.choices?.[0];
    return {
      content: [{ type: "text", text: choice?.message?.content ?? "" }],
      finishReason: finishReasonOf(choice?.finish_reason),
      usage: usageOf(completion.usage),
      warnings: unsupportedSettings(options),
      request: { body },
      response: {
        ...(completion.id ? { id: completion.id } : {}),
        modelId: completion.model ?? this.modelId,
      },
    };
  }

  async doStream(options: LanguageModelV3CallOptions): Promise<LanguageModelV3StreamResult> {
    const body = this.requestBody(options, true);
    const response = await this.post(body, options.abortSignal);
    return { stream: completionParts(response, unsupportedSettings(options)), request: { body } };
  }

  /**
   * Streams a reply straight to `onPieces`, without the stream parts of `doStream`: Fable's reply path
   * (docs/decisions/0006-streaming-hot-path.md). The pieces of one read from the connection arrive in
   * one call, so a reader that fell behind catches up in one write instead of one per piece. Resolves
   * once the reply is whole; rejects on an error in the stream, a connection that breaks off before
   * the reply finished, or an abort.
   */
  async streamPieces(
    options: LanguageModelV3CallOptions,
    onPieces: (pieces: string[]) => void,
  ): Promise<void> {
    const response = await this.post(this.requestBody(options, true), options.abortSignal);
    const reader = new CompletionStreamReader();
    await new Promise<void>((resolve, reject) => {
      response.setEncoding("utf8");
      response.on("data", (text: string) => {
        let pieces: string[];
        try {
          pieces = reader.read(text);
        } catch (error) {
          if (error instanceof CompletionStreamError && error.piecesBefore.length)
            onPieces(error.piecesBefore);
          reject(error);
          response.destroy();
          return;
        }
        if (pieces.length) onPieces(pieces);
      });
      response.on("end", () =>
        reader.finished ? resolve() : reject(new Error("the model's stream ended before it finished")),
      );
      // An abort or a broken connection closes the response without an end; settled already otherwise.
      response.on("close", () => reject(new Error("the model's stream broke off")));
      response.on("error", reject);
    });
  }
}

/**
 * The stream parts of a streamed completion. The response is paused while the reader is behind, and
 * a stream that ends before `[DONE]` and without a finish reason is an error (a broken connection),
 * so a half-written reply is never mistaken for a whole one.
 */
function completionParts(
  response: IncomingMessage,
  warnings: ReturnType<typeof unsupportedSettings>,
): ReadableStream<LanguageModelV3StreamPart> {
  const reader = new CompletionStreamReader();
  let textStarted = false;
  // Set once an error in the stream has ended it: what the connection does after that is moot.
  let closed = false;
  return new ReadableStream<LanguageModelV3StreamPart>({
    start(controller) {
      controller.enqueue({ type: "stream-start", warnings });
      const enqueueText = (pieces: string[]) => {
        for (const delta of pieces) {
          if (!textStarted) {
            textStarted = true;
            controller.enqueue({ type: "text-start", id: TEXT_ID });
          }
          controller.enqueue({ type: "text-delta", id: TEXT_ID, delta });
        }
      };
      response.setEncoding("utf8");
      response.on("data", (text: string) => {
        if (closed) return;
        try {
          enqueueText(reader.read(text));
        } catch (error) {
          const failure = error as CompletionStreamError;
          enqueueText(failure.piecesBefore);
          // The endpoint's own error object when it sent one; the stream ends with it.
          controller.enqueue({ type: "error", error: failure.sent ?? failure });
          closed = true;
          controller.close();
          response.destroy();
          return;
        }
        if ((controller.desiredSize ?? 1) <= 0) response.pause();
      });
      response.on("end", () => {
        if (closed) return;
        if (!reader.finished) {
          controller.error(new Error("the model's stream ended before it finished"));
          return;
        }
        if (textStarted) controller.enqueue({ type: "text-end", id: TEXT_ID });
        controller.enqueue({ type: "finish", finishReason: reader.finishReason, usage: reader.usage });
        controller.close();
      });
      response.on("error", (error) => {
        if (!closed) controller.error(error);
      });
    },
    pull() {
      response.resume();
    },
    cancel() {
      response.destroy();
    },
  });
}
