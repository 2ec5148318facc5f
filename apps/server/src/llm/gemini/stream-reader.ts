import { parsedEvent, ReplyStreamError, type ReplyStreamReader } from "../http/reply-stream-reader.ts";
import { SseDataLines } from "../http/sse-data.ts";
import {
  type GeminiResponse,
  geminiFinishReason,
  geminiUsage,
  replyParts,
  thoughtParts,
  UNFINISHED,
} from "./responses.ts";

/**
 * Reads a streamed Gemini reply (`streamGenerateContent?alt=sse`): each event is a whole
 * GenerateContentResponse holding the next text. There is no closing event: the chunk with a finish
 * reason (or a blocked prompt's feedback) ends a whole reply.
 */
export class GeminiStreamReader implements ReplyStreamReader {
  private readonly lines = new SseDataLines();
  finished = false;
  finishReason = UNFINISHED;
  usage = geminiUsage(undefined);
  onReasoning?: ((text: string) => void) | undefined;

  read(chunk: string): string[] {
    const pieces: string[] = [];
    for (const data of this.lines.push(chunk)) {
      const response = parsedEvent<GeminiResponse>(data, pieces);
      if (response.error !== undefined) {
        throw new ReplyStreamError("the model sent an error", response.error, pieces);
      }
      pieces.push(...replyParts(response));
      if (this.onReasoning) for (const thought of thoughtParts(response)) this.onReasoning(thought);
      const finish = geminiFinishReason(response);
      if (finish) {
        this.finished = true;
        this.finishReason = finish;
      }
      // Each chunk's counts are the running totals.
      if (response.usageMetadata) this.usage = geminiUsage(response.usageMetadata);
    }
    return pieces;
  }
}
