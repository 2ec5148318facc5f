import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { dialogues } from "./chat.schema.ts";
import type { HistoryRow } from "./chat-message.ts";
import type { DialogueRow } from "./dialogue-access.ts";

/** Each remembered message keeps at most this much of its text. */
const LINE_CHARS = 160;
/** The summary keeps its newest lines within this size, so memory stays a small part of the prompt. */
const SUMMARY_CHARS = 2400;

/** The first sentence of a message (or its start), on one line. */
export function gist(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  // Latin sentences end at punctuation followed by a space; CJK full stops need no space.
  const sentence = /^(.+?(?:[.!?…](?=\s|$)|[。！？]))/u.exec(flat)?.[1] ?? flat;
  return sentence.length <= LINE_CHARS ? sentence : `${sentence.slice(0, LINE_CHARS - 1).trimEnd()}…`;
}

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
  const forgotten = history.slice(0, droppedCount).filter((row) => row.seq > dialogue.summaryThroughSeq);
  if (forgotten.length === 0) return;
  const lines = forgotten.map((row) => `${row.role === "user" ? names.user : names.char}: ${gist(row.text)}`);
  await ctx.db
    .update(dialogues)
    .set({
      summary: extendSummary(dialogue.summary, lines),
      summaryThroughSeq: forgotten.at(-1)!.seq,
    })
    // Only over the summary this turn read: when a turn running alongside has extended it first,
    // this one's lines would be out of order (and its throughSeq could go backwards); the next turn
    // condenses whatever is still missing.
    .where(and(eq(dialogues.id, dialogue.id), eq(dialogues.summaryThroughSeq, dialogue.summaryThroughSeq)));
}
