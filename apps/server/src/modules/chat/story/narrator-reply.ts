import { ACTION_MAX } from "../../../llm/offline/story/format.ts";

/** A narrator's reply taken apart: the narration shown, the actions it offered, whether it reached the beat. */
export interface NarratorReply {
  narration: string;
  actions: string[];
  reachedBeat: boolean;
}

/**
 * The chapter marker as models write it: "[CHAPTER COMPLETE]", with or without brackets or bold,
 * "Chapter complete", "[BEAT REACHED]", "【本章完】"…
 */
const MARKER =
  /[[【(（*_]*\s*(?:chapter\s+(?:complete|completed|ends?|ended|over)|beat\s+reached|本章(?:完|结束)|章节完)\s*[\]】)）*_.!。]*/giu;

/** A header that opens the action block: "Actions:", "**Options**", "What do you do?", "你的选择：". */
const HEADER =
  /^\s*[#>*_\s]*(?:(?:next\s+|your\s+|possible\s+|suggested\s+)?(?:actions?|options?|choices?)|what\s+(?:do|will)\s+you\s+do\s*\??|你的?(?:行动|选择)|行动|选项|可选行动|接下来)\s*[*_]*\s*[:：]?\s*[*_]*\s*$/iu;

/** A list item: "1.", "1)", "(1)", "- ", "• ", "一、", "①", "Option 1:", "A." … and what follows. */
const ITEM =
  /^\s*(?:[-*•·]\s+|\(?\d{1,2}[.)、:：]\s*|（\d{1,2}）\s*|[①②③④⑤]\s*|[一二三四五][、.．:：]\s*|[A-Ea-e][.)]\s+|(?:option|action|choice)\s*\d\s*[:：.)-]\s*|\*\*\d{1,2}[.)]?\*\*\s*)(.+)$/iu;

/** True when a line (trimmed) could begin the action block or is the marker: streaming holds it back. */
export function startsActionBlock(line: string): boolean {
  const trimmed = line.trim();
  if (!trimmed) return false;
  MARKER.lastIndex = 0;
  return HEADER.test(trimmed) || ITEM.test(trimmed) || MARKER.test(trimmed);
}

/** An action as a button label: no list mark, bold, quotes or trailing full stop; at most ACTION_MAX. */
function cleanAction(text: string): string {
  let action = text
    .replace(/\*\*|__|`/g, "")
    .replace(/^\s*[*_]+|[*_]+\s*$/g, "")
    .trim()
    .replace(/^["'“”「」]+|["'“”「」]+$/gu, "")
    .replace(/[.。]+$/u, "")
    .trim();
  if (action.length > ACTION_MAX) action = `${action.slice(0, ACTION_MAX - 1).trimEnd()}…`;
  return action;
}

/**
 * Takes a narrator's reply apart. The action block is the list after a header ("Actions:", "Options:"…)
 * or, without a header, the list the reply ends with; its items may be numbered, bulleted, bold or in
 * Chinese numbering. The marker may stand anywhere. What remains is the narration. Fewer than three
 * actions (or none) are returned as found: the turn derives the rest.
 */
export function parseNarratorReply(text: string): NarratorReply {
  MARKER.lastIndex = 0;
  const reachedBeat = MARKER.test(text);
  const lines = text.replace(MARKER, "").split(/\r?\n/);
  let start = lines.findIndex((line) => HEADER.test(line.trim()));
  let items: string[];
  if (start >= 0) {
    items = lines
      .slice(start + 1)
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => ITEM.exec(line)?.[1] ?? line);
  } else {
    // No header: the trailing run of list items, when there are at least two of them.
    let end = lines.length;
    while (end > 0 && lines[end - 1]!.trim() === "") end -= 1;
    start = end;
    while (start > 0 && ITEM.test(lines[start - 1]!.trim())) start -= 1;
    if (end - start < 2) start = lines.length;
    items = lines.slice(start, end).map((line) => ITEM.exec(line.trim())?.[1] ?? line);
  }
  const actions: string[] = [];
  for (const item of items) {
    const action = cleanAction(item);
    if (action && !actions.some((known) => known.toLowerCase() === action.toLowerCase()))
      actions.push(action);
    if (actions.length === 3) break;
  }
  const narration = lines
    .slice(0, start)
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { narration, actions, reachedBeat };
}

/**
 * Streams a narrator's reply without its action block and marker: whole lines go out as they end,
 * the line being written is held back until it is clear whether it starts the block, and once the
 * block has begun nothing more is shown (the `done` event carries the actions).
 */
export class NarrationStream {
  private pending = "";
  private blocked = false;
  /** Whether anything was shown: the first piece leaves at once. */
  constructor(private readonly show: (pieces: string[]) => void) {}

  push(pieces: string[]): void {
    if (this.blocked) return;
    const out: string[] = [];
    for (const piece of pieces) {
      this.pending += piece;
      let newline = this.pending.indexOf("\n");
      while (newline >= 0 && !this.blocked) {
        const line = this.pending.slice(0, newline + 1);
        if (startsActionBlock(line)) {
          this.blocked = true;
          break;
        }
        out.push(line);
        this.pending = this.pending.slice(newline + 1);
        newline = this.pending.indexOf("\n");
      }
      if (this.blocked) break;
      // The line being written shows as it grows while it cannot be a list item or header any more.
      if (this.pending.length > 40 && !startsActionBlock(this.pending) && !/[:：]\s*$/.test(this.pending)) {
        out.push(this.pending);
        this.pending = "";
      }
    }
    if (out.length > 0) this.show(out);
  }
}
