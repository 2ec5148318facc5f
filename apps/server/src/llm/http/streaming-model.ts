import type { IncomingMessage } from "node:http";
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3FinishReason,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamPart,
  LanguageModelV3StreamResult,
  LanguageModelV3Usage,
  SharedV3Warning,
} from "@ai-sdk/provider";
import { unsupportedSettings } from "../call-warnings.ts";
import { type Endpoint, postJson, readText } from "./post-json.ts";
import { ReplyStreamError, type ReplyStreamReader } from "./reply-stream-reader.ts";

/** One call to a backend: where it goes and what it sends. */
export interface BackendCall {
  path: string;
  body: object;
  /** The body as sent, when the backend writes its JSON faster than JSON.stringify would. */
  payload?: string;
}

/** A reply asked for without streaming, as read from the backend's answer. */
export interface WholeReply {
  text: string;
  finishReason: LanguageModelV3FinishReason;
  usage: LanguageModelV3Usage;
  id?: string;
  modelId?: string;
}

const TEXT_ID = "text-0";

/**
 * A model behind an HTTP endpoint, as an AI SDK language model (specification v3), for text chat.
 * A backend says how a call is written (`call`), how its stream is read (`streamReader`) and how a
 * whole answer is read (`wholeReply`); the calling, streaming, back-pressure and failure rules are the
 * same for every backend, here.
 *
 * Fable's own client, not the AI SDK's providers, on the reply path: they validate every streamed
 * chunk against a schema and read through fetch's web streams, which together cost more per token,
 * and more before the first one, than everything else a turn does
 * (docs/decisions/0008-lean-model-client.md).
 */
export abstract class HttpStreamingModel implements LanguageModelV3 {
  readonly specificationVersion = "v3";
  readonly supportedUrls: Record<string, RegExp[]> = {};

  constructor(
    readonly modelId: string,
    protected readonly endpoint: Endpoint,
    readonly provider: string,
  ) {}

  protected abstract call(options: LanguageModelV3CallOptions, stream: boolean): BackendCall;
  /** The reader of a streamed reply to a call with `options`. */
  protected abstract streamReader(options: LanguageModelV3CallOptions): ReplyStreamReader;
  protected abstract wholeReply(answer: unknown, options: LanguageModelV3CallOptions): WholeReply;

  /** Settings the backend does not act on, reported as the AI SDK's warnings. */
  protected warnings(options: LanguageModelV3CallOptions): SharedV3Warning[] {
    return unsupportedSettings(options);
  }

  private post(call: BackendCall, signal: AbortSignal | undefined) {
    return postJson(this.endpoint, call.path, call.body, signal, call.payload);
  }

  async doGenerate(options: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
    const call = this.call(options, false);
    const response = await this.post(call, options.abortSignal);
    const reply = this.wholeReply(JSON.parse(await readText(response)), options);
    return {
      content: [{ type: "text", text: reply.text }],
      finishReason: reply.finishReason,
      usage: reply.usage,
      warnings: this.warnings(options),
      request: { body: call.body },
      response: { ...(reply.id ? { id: reply.id } : {}), modelId: reply.modelId ?? this.modelId },
    };
  }

  async doStream(options: LanguageModelV3CallOptions): Promise<LanguageModelV3StreamResult> {
    const call = this.call(options, true);
    const response = await this.post(call, options.abortSignal);
    return {
      stream: streamParts(response, this.streamReader(options), this.warnings(options)),
      request: { body: call.body },
    };
  }

  /**
   * Streams a reply straight to `onPieces`, without the stream parts of `doStream`: Fable's reply path
   * (docs/decisions/0006-streaming-hot-path.md). The pieces of one read from the connection arrive in
   * one call, so a reader that fell behind catches up in one write instead of one per piece. Resolves
   * with the reader once the reply is whole (its finish reason and usage); rejects on an error in the
   * stream, a connection that breaks off before the reply finished, or an abort. `onReasoning`, when
   * given, receives the reasoning the backend sends apart from the text.
   */
  async streamPieces(
    options: LanguageModelV3CallOptions,
    onPieces: (pieces: string[]) => void,
    onReasoning?: (text: string) => void,
  ): Promise<ReplyStreamReader> {
    const response = await this.post(this.call(options, true), options.abortSignal);
    const reader = this.streamReader(options);
    if (onReasoning) reader.onReasoning = onReasoning;
    await new Promise<void>((resolve, reject) => {
      response.setEncoding("utf8");
      response.on("data", (text: string) => {
        if (reader.complete) return;
        let pieces: string[];
        try {
          pieces = reader.read(text);
        } catch (error) {
          if (error instanceof ReplyStreamError && error.piecesBefore.length) onPieces(error.piecesBefore);
          reject(error);
          response.destroy();
          return;
        }
        if (pieces.length) onPieces(pieces);
        if (reader.complete) {
          resolve();
          response.destroy();
        }
      });
      response.on("end", () =>
        reader.finished ? resolve() : reject(new Error("the model's stream ended before it finished")),
      );
      // An abort or a broken connection closes the response without an end; settled already otherwise.
      response.on("close", () => reject(new Error("the model's stream broke off")));
      response.on("error", reject);
    });
    return reader;
  }
}

/**
 * The stream parts of a streamed reply. The response is paused while the reader is behind, and a
 * stream that ends before the backend said it finished is an error (a broken connection), so a
 * half-written reply is never mistaken for a whole one.
 */
function streamParts(
  response: IncomingMessage,
  reader: ReplyStreamReader,
  warnings: SharedV3Warning[],
): ReadableStream<LanguageModelV3StreamPart> {
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
          const failure = error as ReplyStreamError;
          enqueueText(failure.piecesBefore ?? []);
          // The backend's own error object when it sent one; the stream ends with it.
          controller.enqueue({ type: "error", error: failure.sent ?? failure });
          closed = true;
          controller.close();
          response.destroy();
          return;
        }
        if (reader.complete) {
          finish();
          response.destroy();
        } else if ((controller.desiredSize ?? 1) <= 0) response.pause();
      });
      const finish = () => {
        closed = true;
        if (textStarted) controller.enqueue({ type: "text-end", id: TEXT_ID });
        controller.enqueue({ type: "finish", finishReason: reader.finishReason, usage: reader.usage });
        controller.close();
      };
      response.on("end", () => {
        if (closed) return;
        if (!reader.finished) {
          controller.error(new Error("the model's stream ended before it finished"));
          return;
        }
        finish();
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
