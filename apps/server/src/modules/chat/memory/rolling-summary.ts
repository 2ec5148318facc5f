import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../../../context.ts";
import { dialogues } from "../chat.schema.ts";
import type { HistoryRow } from "../chat-message.ts";
import type { DialogueRow } from "../dialogue-access.ts";

/** Each remembered message keeps at most this much of its text. */
const LINE_CHARS = 160;
/** The summary keeps its newest lines within this size, so memory stays a small part of the prompt. */
const SUMMARY_CHARS = 2400;
/** How much of a message gist() looks at first: enough for LINE_CHARS after collapsing whitespace. */
const GIST_PREFIX_CHARS = 4 * LINE_CHARS;

/** The first sentence of a message (or its start), on one line. */
export function gist(text: string): string {
  // Only the first LINE_CHARS characters can be kept, so a long message is looked at through a
  // prefix. Its answer is the whole text's when the sentence ended before the prefix did (every
  // character up to there, and the one after, are the same) or runs past what is kept anyway;
  // otherwise, e.g. a message that is mostly whitespace, the whole text is read.
  if (text.length > GIST_PREFIX_CHARS) {
    const { sentence, flat } = firstSentence(text.slice(0, GIST_PREFIX_CHARS));
    if (sentence.length < flat.length || sentence.length > LINE_CHARS) return shortened(sentence);
  }
  return shortened(firstSentence(text).sentence);
}

function firstSentence(text: string) {
  const flat = text.replace(/\s+/g, " ").trim();
  // Latin sentences end at punctuation followed by a space; CJK full stops need no space.
  return { sentence: /^(.+?(?:[.!?…](?=\s|$)|[。！？]))/u.exec(flat)?.[1] ?? flat, flat };
}

const shortened = (sentence: string) =>
  sentence.length <= LINE_CHARS ? sentence : `${sentence.slice(0, LINE_CHARS - 1).trimEnd()}…`;

/** Adds lines for newly forgotten messages and drops the oldest lines past the size limit. */
export function extendSummary(summary: string, lines: string[]): string {
  const all = [...summary.split("\n").filter(Boolean), ...lines];
  // The joined length, kept as lines are dropped (joining again per dropped line is quadratic).
  let length = all.reduce((sum, line) => sum + line.length, 0) + all.length - 1;
  let first = 0;
  while (all.length - first > 1 && length > SUMMARY_CHARS) {
    length -= all[first]!.length + 1;
    first += 1;
  }
  return all.slice(first).join("\n");
}

/**
 * The summary lines of forgotten messages, newest first until they alone fill the summary: older
 * ones would be dropped by extendSummary anyway, and a turn after a long gap (or many turns of one
 * dialogue at once) may forget hundreds of messages. `speakerOf` names who wrote a message.
 */
export function newestLines<Row extends { text: string }>(
  forgotten: readonly Row[],
  speakerOf: (row: Row) => string,
) {
  const lines: string[] = [];
  let length = 0;
  for (let index = forgotten.length - 1; index >= 0 && length <= SUMMARY_CHARS; index -= 1) {
    const row = forgotten[index]!;
    const line = `${speakerOf(row)}: ${gist(row.text)}`;
    lines.push(line);
    length += line.length + 1;
  }
  return lines.reverse();
}

/** A conversation's rolling summary: the text and the newest seq it covers (-1: none yet). */
export interface SummaryState {
  summary: string;
  summaryThroughSeq: number;
}

/**
 * The summary with the first `droppedCount` messages of `history` (those the prompt left out) folded
 * in, or null when all of them were folded already. Shared by chats and rooms.
 */
export function foldForgotten<Row extends { seq: number; text: string }>(
  state: SummaryState,
  history: readonly Row[],
  droppedCount: number,
  speakerOf: (row: Row) => string,
): SummaryState | null {
  const forgotten = history.slice(0, droppedCount).filter((row) => row.seq > state.summaryThroughSeq);
  if (forgotten.length === 0) return null;
  return {
    summary: extendSummary(state.summary, newestLines(forgotten, speakerOf)),
    summaryThroughSeq: forgotten.at(-1)!.seq,
  };
}

/**
 * Long chats do not forget: messages that no longer fit the model's context are condensed into the
 * dialogue's summary (one line per message, newest kept), which the prompt carries as memory.
 */
export async function rememberDroppedMessages(
  ctx: ServiceContext,
  dialogue: DialogueRow,
  history: Pick<HistoryRow, "seq" | "role" | "text">[],
  droppedCount: number,
  names: { char: string; user: string },
) {
  const folded = foldForgotten(dialogue, history, droppedCount, (row) =>
    row.role === "user" ? names.user : names.char,
  );
  if (!folded) return;
  await ctx.db
    .update(dialogues)
    .set(folded)
    // Only over the summary this turn read: when a turn running alongside has extended it first,
    // this one's lines would be out of order (and its throughSeq could go backwards); the next turn
    // condenses whatever is still missing.
    .where(and(eq(dialogues.id, dialogue.id), eq(dialogues.summaryThroughSeq, dialogue.summaryThroughSeq)));
}
