import { ReplyStreamError, type ReplyStreamReader } from "../http/reply-stream-reader.ts";
import { SseDataLines } from "../http/sse-data.ts";
import { jsonEvent } from "../text-completion/json-event.ts";
import { type LlamaCppAnswer, llamaCppFinishReason, llamaCppUsage } from "./answer.ts";

/** Reads llama.cpp's streamed /completion: `data: {"content": …, "stop": false}` events, then `stop: true`. */
export class LlamaCppStreamReader implements ReplyStreamReader {
  private readonly lines = new SseDataLines();
  finished = false;
  finishReason = llamaCppFinishReason({});
  usage = llamaCppUsage(undefined);

  read(chunk: string): string[] {
    const pieces: string[] = [];
    for (const data of this.lines.push(chunk)) {
      const event = jsonEvent<LlamaCppAnswer>(data, pieces);
      if (event.error !== undefined)
        throw new ReplyStreamError("the model sent an error", event.error, pieces);
      if (event.content) pieces.push(event.content);
      if (event.stop) {
        this.finished = true;
        this.finishReason = llamaCppFinishReason(event);
        this.usage = llamaCppUsage(event);
      }
    }
    return pieces;
  }
}
