/**
 * Reasoning models write their thinking before the answer, in a block such as `<think>…</think>`
 * (DeepSeek R1, Qwen 3, QwQ and their distills on local servers), `<thinking>…</thinking>` or
 * `<reasoning>…</reasoning>`. The block is not the character speaking: it must never stream to the
 * user as reply text nor be stored as the reply. (Reasoning a backend sends in a field of its own —
 * `reasoning_content`, Anthropic's thinking blocks, Gemini's thought parts — never reaches the reply
 * text at all: each backend's reader skips it, or hands it to `onReasoning` for a scene that shows
 * reasoning, which adds it to `reasoning` here.)
 *
 * The filter works on a stream cut anywhere: it holds back only the few characters that could be
 * the start of a tag, so the answer's first token is not delayed.
 */
const OPENING = ["<think>", "<thinking>", "<reasoning>"];
const closingOf = (opening: string) => `</${opening.slice(1)}`;

/** The length of the longest end of `text` that is the start of one of `tags` (case-insensitive). */
function partialTagAtEnd(text: string, tags: readonly string[]): number {
  const tail = text.slice(-12).toLowerCase();
  for (let length = Math.min(tail.length, 11); length > 0; length -= 1) {
    const end = tail.slice(-length);
    if (tags.some((tag) => tag.startsWith(end) && tag !== end)) return length;
  }
  return 0;
}

/**
 * The most reasoning kept for one reply, in characters: enough for any real chain of thought, while a
 * model that thinks without end cannot grow the stored swipe (or this process) without bound.
 */
export const MAX_KEPT_REASONING = 64 * 1024;

export class ReasoningFilter {
  /** The closing tag awaited while inside a block; null outside. */
  private closing: string | null = null;
  /** Text held back because it may begin a tag. */
  private held = "";
  /** Nothing visible was written yet: whitespace after a leading block is dropped. */
  private atStart = true;
  /** The reasoning removed so far, for a scene that shows it to the user (kept only then). */
  reasoning = "";

  /** `keep`: the scene shows reasoning, so what is taken out is kept (up to MAX_KEPT_REASONING). */
  constructor(private readonly keep = false) {}

  /** Keeps reasoning taken out of the text, or reasoning a backend sent in a field of its own. */
  addReasoning(text: string) {
    if (!this.keep || this.reasoning.length >= MAX_KEPT_REASONING) return;
    this.reasoning += text.slice(0, MAX_KEPT_REASONING - this.reasoning.length);
  }

  /** The visible part of `piece` (what can be said of it yet; "" while it may still be reasoning). */
  push(piece: string): string {
    // The common case, a piece of plain answer, passes as it is.
    if (this.closing === null && this.held === "" && !piece.includes("<")) return this.visible(piece);
    let text = this.held + piece;
    this.held = "";
    let out = "";
    while (text !== "") {
      const lower = text.toLowerCase();
      if (this.closing === null) {
        const found = OPENING.map((tag) => ({ tag, at: lower.indexOf(tag) }))
          .filter((match) => match.at >= 0)
          .sort((a, b) => a.at - b.at)[0];
        if (!found) {
          const partial = partialTagAtEnd(text, OPENING);
          out += text.slice(0, text.length - partial);
          this.held = text.slice(text.length - partial);
          break;
        }
        out += text.slice(0, found.at);
        this.closing = closingOf(found.tag);
        text = text.slice(found.at + found.tag.length);
      } else {
        const at = lower.indexOf(this.closing);
        if (at < 0) {
          const partial = partialTagAtEnd(text, [this.closing]);
          this.addReasoning(text.slice(0, text.length - partial));
          this.held = text.slice(text.length - partial);
          break;
        }
        this.addReasoning(text.slice(0, at));
        text = text.slice(at + this.closing.length);
        this.closing = null;
      }
    }
    return this.visible(out);
  }

  /** What was held back once the stream has ended: a tag that never completed was text after all. */
  end(): string {
    const rest = this.held;
    this.held = "";
    if (this.closing !== null) {
      // A block that never closed: all of it was thinking, none of it is the answer.
      this.addReasoning(rest);
      return "";
    }
    return this.visible(rest);
  }

  private visible(text: string): string {
    if (!this.atStart) return text;
    const trimmed = text.trimStart();
    if (trimmed !== "") this.atStart = false;
    return trimmed;
  }
}
