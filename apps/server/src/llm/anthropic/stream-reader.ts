import { parsedEvent, ReplyStreamError, type ReplyStreamReader } from "../http/reply-stream-reader.ts";
import { SseDataLines } from "../http/sse-data.ts";
import { type AnthropicUsage, anthropicFinishReason, anthropicUsage } from "./messages.ts";

/** One event of a streamed Messages API reply (the fields Fable reads); its `type` names the event. */
interface MessageEvent {
  type?: string;
  message?: { usage?: AnthropicUsage };
  delta?: { type?: string; text?: string; thinking?: string; stop_reason?: string | null };
  usage?: AnthropicUsage;
  error?: unknown;
}

/**
 * Reads a streamed Messages API reply. Every event's data line repeats its name in `type`, so the
 * `event:` lines are not needed. Text comes in `text_delta`s; `thinking_delta`s are the model's
 * reasoning, never part of the reply (passed to `onReasoning` when it is shown). `message_stop` ends a whole reply.
 */
export class AnthropicStreamReader implements ReplyStreamReader {
  private readonly lines = new SseDataLines();
  finished = false;
  finishReason = anthropicFinishReason(undefined);
  private counted: AnthropicUsage = {};
  onReasoning?: ((text: string) => void) | undefined;

  get usage() {
    return anthropicUsage(this.counted);
  }

  read(chunk: string): string[] {
    const pieces: string[] = [];
    for (const data of this.lines.push(chunk)) {
      const event = parsedEvent<MessageEvent>(data, pieces);
      switch (event.type) {
        case "content_block_delta":
          if (event.delta?.type === "text_delta" && event.delta.text) pieces.push(event.delta.text);
          else if (event.delta?.type === "thinking_delta" && event.delta.thinking)
            this.onReasoning?.(event.delta.thinking);
          break;
        case "message_start":
          this.counted = { ...event.message?.usage };
          break;
        case "message_delta":
          if (event.delta?.stop_reason) this.finishReason = anthropicFinishReason(event.delta.stop_reason);
          // The counts here are cumulative: they replace those of message_start.
          this.counted = { ...this.counted, ...event.usage };
          break;
        case "message_stop":
          this.finished = true;
          break;
        case "error":
          throw new ReplyStreamError("the model sent an error", event.error, pieces);
        // ping, content_block_start and content_block_stop carry nothing a text reply needs.
      }
    }
    return pieces;
  }
}
