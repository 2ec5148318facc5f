import { ReplyStreamError, type ReplyStreamReader } from "../http/reply-stream-reader.ts";
import { SseDataLines } from "../http/sse-data.ts";
import { type CompletionUsage, finishReasonOf, usageOf } from "./messages.ts";

/** One server-sent chunk of a streamed chat completion (the fields Fable reads). */
interface CompletionChunk {
  id?: string;
  model?: string;
  choices?: CompletionChoice[];
  usage?: CompletionUsage | null;
  error?: unknown;
}

/** One choice of a streamed chunk: a chat completion's `delta`, or a text completion's `text`. */
export interface CompletionChoice {
  /** Reasoning models served by vLLM, DeepSeek, llama.cpp … send their thinking as `reasoning_content`, OpenRouter and Ollama as `reasoning`. */
  delta?: { content?: string | null; reasoning_content?: string | null; reasoning?: string | null };
  text?: string | null;
  finish_reason?: string | null;
}

/** Reads a streamed chat completion (server-sent `data:` chunks ending with `[DONE]`). */
export class CompletionStreamReader implements ReplyStreamReader {
  private readonly lines = new SseDataLines();
  /** `[DONE]` or a finish reason was seen: an end of the body now is a whole reply. */
  finished = false;
  finishReason = finishReasonOf(undefined);
  usage = usageOf(undefined);
  onReasoning?: ((text: string) => void) | undefined;

  read(chunk: string): string[] {
    const pieces: string[] = [];
    for (const data of this.lines.push(chunk)) {
      if (data === "[DONE]") {
        this.finished = true;
        continue;
      }
      let parsed: CompletionChunk;
      try {
        parsed = JSON.parse(data) as CompletionChunk;
      } catch {
        const message = `unreadable chunk from the model: ${data.slice(0, 200)}`;
        throw new ReplyStreamError(message, undefined, pieces);
      }
      if (parsed.error !== undefined) {
        throw new ReplyStreamError("the model sent an error", parsed.error, pieces);
      }
      const choice = parsed.choices?.[0];
      const delta = choice && this.pieceOf(choice);
      if (delta) pieces.push(delta);
      if (this.onReasoning && choice?.delta) {
        const thought = choice.delta.reasoning_content ?? choice.delta.reasoning;
        if (thought) this.onReasoning(thought);
      }
      if (choice?.finish_reason) {
        this.finished = true;
        this.finishReason = finishReasonOf(choice.finish_reason);
      }
      if (parsed.usage) this.usage = usageOf(parsed.usage);
    }
    return pieces;
  }

  /** The text a choice adds to the reply. */
  protected pieceOf(choice: CompletionChoice): string | null | undefined {
    return choice.delta?.content;
  }
}
