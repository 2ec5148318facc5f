/**
 * Cuts a streamed reply at the first stop string, holding back only the few characters at the end
 * of what has arrived that could be the beginning of one — never the whole reply. Backends are asked
 * to stop there themselves, but some stream past a stop string (or cut it only after it was sent),
 * and a turn marker such as `<|im_end|>` must never reach the user.
 *
 * Leading whitespace is dropped as well: formats that end the prompt on a marker without a space
 * (Vicuna's "ASSISTANT:") have the model write one, which is no part of the character's reply.
 */
export class StopTrimmer {
  private held = "";
  private started = false;
  /** A stop string was met: the reply ends there and everything after it is dropped. */
  stopped = false;
  /** The stop string met. */
  stopString: string | undefined;
  private readonly longest: number;
  private readonly firstCharacters: Set<number>;

  constructor(private readonly stops: readonly string[]) {
    this.longest = stops.reduce((most, stop) => Math.max(most, stop.length), 0);
    this.firstCharacters = new Set(stops.map((stop) => stop.charCodeAt(0)));
  }

  /** The part of `piece` that can be shown now ("" when all of it is held back or after a stop). */
  push(piece: string): string {
    if (this.stopped) return "";
    let text = this.held + piece;
    if (!this.started) {
      text = text.trimStart();
      if (text === "") return "";
      this.started = true;
    }
    let cut = -1;
    for (const stop of this.stops) {
      const at = text.indexOf(stop);
      if (at !== -1 && (cut === -1 || at < cut)) {
        cut = at;
        this.stopString = stop;
      }
    }
    if (cut !== -1) {
      this.stopped = true;
      this.held = "";
      return text.slice(0, cut);
    }
    const keep = this.partialStopLength(text);
    this.held = keep ? text.slice(text.length - keep) : "";
    return keep ? text.slice(0, text.length - keep) : text;
  }

  /** What is still held back, once the reply has ended without meeting a stop string. */
  flush(): string {
    const rest = this.stopped ? "" : this.held;
    this.held = "";
    return rest;
  }

  /**
   * The length of the longest end of `text` that begins a stop string. Runs for every piece of every
   * reply: only the places holding a stop string's first character are tried.
   */
  private partialStopLength(text: string): number {
    for (let at = Math.max(0, text.length - this.longest + 1); at < text.length; at += 1) {
      if (!this.firstCharacters.has(text.charCodeAt(at))) continue;
      const end = text.slice(at);
      if (this.stops.some((stop) => stop.length > end.length && stop.startsWith(end))) return end.length;
    }
    return 0;
  }
}
