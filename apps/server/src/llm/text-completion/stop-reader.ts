import type { LanguageModelV3FinishReason } from "@ai-sdk/provider";
import { ReplyStreamError, type ReplyStreamReader } from "../http/reply-stream-reader.ts";
import { StopTrimmer } from "../instruct/stop-trimmer.ts";

export const STOPPED: LanguageModelV3FinishReason = { unified: "stop", raw: "stop" };

/**
 * A backend's stream reader with the stop strings enforced on Fable's side: the pieces are cut at
 * the first stop string, and once one is met the reply is complete (the connection is closed rather
 * than read to the end of what the backend writes past it).
 */
export class StopTrimmingReader implements ReplyStreamReader {
  private readonly trimmer: StopTrimmer;
  complete = false;

  constructor(
    private readonly inner: ReplyStreamReader,
    stops: readonly string[],
  ) {
    this.trimmer = new StopTrimmer(stops);
  }

  get finished(): boolean {
    return this.complete || this.inner.finished;
  }
  get finishReason(): LanguageModelV3FinishReason {
    return this.complete ? STOPPED : this.inner.finishReason;
  }
  get usage() {
    return this.inner.usage;
  }

  read(chunk: string): string[] {
    if (this.complete) return [];
    let pieces: string[];
    try {
      pieces = this.inner.read(chunk);
    } catch (error) {
      if (!(error instanceof ReplyStreamError)) throw error;
      throw new ReplyStreamError(error.message, error.sent, this.trim(error.piecesBefore));
    }
    return this.trim(pieces);
  }

  private trim(pieces: string[]): string[] {
    const shown: string[] = [];
    for (const piece of pieces) {
      const text = this.trimmer.push(piece);
      if (text) shown.push(text);
      if (this.trimmer.stopped) {
        this.complete = true;
        return shown;
      }
    }
    // The backend's reply is over: what was held back in case it began a stop string is reply.
    if (this.inner.finished) {
      const rest = this.trimmer.flush();
      if (rest) shown.push(rest);
    }
    return shown;
  }
}

/** A whole reply's text cut at the first stop string, and whether it met one. */
export function trimmedReply(text: string, stops: readonly string[]): { text: string; stopped: boolean } {
  const trimmer = new StopTrimmer(stops);
  return { text: trimmer.push(text) + trimmer.flush(), stopped: trimmer.stopped };
}
