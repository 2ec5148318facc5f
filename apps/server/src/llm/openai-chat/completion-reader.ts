import { type CompletionUsage, finishReasonOf, usageOf } from "./messages.ts";
import { SseDataLines } from "./sse-data.ts";

/** One server-sent chunk of a streamed chat completion (the fields Fable reads). */
interface CompletionChunk {
  id?: string;
  model?: string;
  choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[];
  usage?: CompletionUsage | null;
  error?: unknown;
}

/** The endpoint sent something that is not a completion chunk, or an error in place of one. */
export class CompletionStreamError extends Error {
  constructor(
    message: string,
    /** The error object the endpoint sent, if it sent one. */
    readonly sent: unknown,
    /** The pieces of the same chunk read before the failure: the reply had them. */
    readonly piecesBefore: string[],
  ) {
    super(message);
  }
}

/**
 * Reads a streamed chat completion's body, fed in chunks cut anywhere: the reply's text pieces, and
 * whether, how and at what cost it finished. Both ways Fable consumes a stream (the AI SDK's parts and
 * the direct piece path) read through it, so they agree on what counts as finished or broken.
 */
export class CompletionStreamReader {
  private readonly lines = new SseDataLines();
  /** `[DONE]` or a finish reason was seen: an end of the body now is a whole reply. */
  finished = false;
  finishReason = finishReasonOf(undefined);
  usage = usageOf(undefined);

  /**
   * The text pieces in `chunk` (with what earlier chunks left unfinished), in order. Throws
   * CompletionStreamError for an unreadable chunk or an error the endpoint sends inside the stream.
   */
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
        throw new CompletionStreamError(message, undefined, pieces);
      }
      if (parsed.error !== undefined) {
        throw new CompletionStreamError("the model sent an error", parsed.error, pieces);
      }
      const choice = parsed.choices?.[0];
      const delta = choice?.delta?.content;
      if (delta) pieces.push(delta);
      if (choice?.finish_reason) {
        this.finished = true;
        this.finishReason = finishReasonOf(choice.finish_reason);
      }
      if (parsed.usage) this.usage = usageOf(parsed.usage);
    }
    return pieces;
  }
}
