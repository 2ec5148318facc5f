import type { LanguageModelV3FinishReason, LanguageModelV3Usage } from "@ai-sdk/provider";

/**
 * Reads a backend's streamed reply, fed in chunks cut anywhere: the reply's text pieces, and whether,
 * how and at what cost it finished. Each backend has one (its wire format); both ways Fable consumes a
 * stream (the AI SDK's parts and the direct piece path) read through it, so they agree on what counts
 * as finished or broken.
 */
export interface ReplyStreamReader {
  /**
   * The text pieces in `chunk` (with what earlier chunks left unfinished), in order. Throws
   * ReplyStreamError for an unreadable chunk or an error the backend sends inside the stream.
   */
  read(chunk: string): string[];
  /** The backend said the reply is complete: an end of the body now is a whole reply. */
  readonly finished: boolean;
  /**
   * The reply is whole although the backend is still sending (it streamed past a stop string):
   * reading ends here and the connection is closed, so the backend stops writing what nobody reads.
   */
  readonly complete?: boolean;
  readonly finishReason: LanguageModelV3FinishReason;
  readonly usage: LanguageModelV3Usage;
  /**
   * Receives the reasoning a backend sends apart from the reply text (`reasoning_content`, thinking
   * blocks, thought parts), when someone shows it; unset, the reader skips that reasoning unread.
   */
  onReasoning?: ((text: string) => void) | undefined;
}

/** The backend sent something that is not part of a reply, or an error in place of one. */
export class ReplyStreamError extends Error {
  constructor(
    message: string,
    /** The error object the backend sent, if it sent one. */
    readonly sent: unknown,
    /** The pieces of the same chunk read before the failure: the reply had them. */
    readonly piecesBefore: string[],
  ) {
    super(message);
  }
}

/** The JSON of one streamed event; one that is not JSON fails the stream, keeping the pieces before it. */
export function parsedEvent<Event>(data: string, piecesBefore: string[]): Event {
  try {
    return JSON.parse(data) as Event;
  } catch {
    throw new ReplyStreamError(
      `unreadable event from the model: ${data.slice(0, 200)}`,
      undefined,
      piecesBefore,
    );
  }
}
