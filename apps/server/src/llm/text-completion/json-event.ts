import { ReplyStreamError } from "../http/reply-stream-reader.ts";

/**
 * One streamed event's JSON; an unreadable one fails the reply, keeping `piecesBefore` (what the
 * same chunk held before it), as every ReplyStreamError does.
 */
export function jsonEvent<T>(data: string, piecesBefore: string[]): T {
  try {
    return JSON.parse(data) as T;
  } catch {
    throw new ReplyStreamError(
      `unreadable chunk from the model: ${data.slice(0, 200)}`,
      undefined,
      piecesBefore,
    );
  }
}
