import { ReplyStreamError, type ReplyStreamReader } from "../http/reply-stream-reader.ts";
import { SseDataLines } from "../http/sse-data.ts";
import { jsonEvent } from "../text-completion/json-event.ts";
import { koboldFinishReason, NO_USAGE } from "./answer.ts";

/** One event of KoboldCpp's stream (`event: message`). */
interface KoboldEvent {
  token?: string;
  finish_reason?: string | null;
  detail?: unknown;
  error?: unknown;
}

/**
 * Reads KoboldCpp's /api/extra/generate/stream: `event: message` / `data: {"token": …,
 * "finish_reason": null}` events, the last with "stop" or "length". It counts no tokens.
 */
export class KoboldStreamReader implements ReplyStreamReader {
  private readonly lines = new SseDataLines();
  finished = false;
  finishReason = koboldFinishReason(undefined);
  readonly usage = NO_USAGE;

  read(chunk: string): string[] {
    const pieces: string[] = [];
    for (const data of this.lines.push(chunk)) {
      const event = jsonEvent<KoboldEvent>(data, pieces);
      const failure = event.detail ?? event.error;
      if (failure !== undefined) throw new ReplyStreamError("the model sent an error", failure, pieces);
      if (event.token) pieces.push(event.token);
      if (event.finish_reason) {
        this.finished = true;
        this.finishReason = koboldFinishReason(event.finish_reason);
      }
    }
    return pieces;
  }
}
