import type { Db } from "../../db/client.ts";
import { perDatabase } from "../../db/per-database.ts";
import type { HistoryRow } from "./chat-message.ts";

/**
 * The history a turn reads (its recent messages, older ones when those do not fill the model's
 * context, and the pinned ones) for dialogues being chatted in, per database, so a turn does not
 * read them again. An entry is good for one `history_revision` of its dialogue: a trigger counts
 * every message change, whoever makes it, so a change made elsewhere (another request's edit, another
 * instance's turn) leaves the entry behind and the next turn reads afresh. This process's own
 * appends carry the entry forward (followAppend), so a running conversation keeps hitting it.
 */
/** What a turn reads of a dialogue's messages, oldest first. */
export interface TurnHistory {
  history: HistoryRow[];
  pinned: HistoryRow[];
}

interface Window extends TurnHistory {
  revision: number;
  chars: number;
}

/** About 16 MB of message text at most, whatever the number of dialogues. */
const MAX_CHARS = 8_000_000;

const cacheOf = perDatabase(() => ({ windows: new Map<number, Window>(), chars: 0 }));

const textLength = (rows: readonly HistoryRow[]) => rows.reduce((sum, row) => sum + row.text.length, 0);
const charsOf = ({ history, pinned }: TurnHistory) => textLength(history) + textLength(pinned);

function store(db: Db, dialogueId: number, window: Window) {
  const cache = cacheOf(db);
  forget(db, dialogueId);
  cache.windows.set(dialogueId, window);
  cache.chars += window.chars;
  // Map order is insertion order: the dialogues chatted in least recently go first.
  for (const [oldest] of cache.windows) {
    if (cache.chars <= MAX_CHARS || oldest === dialogueId) break;
    forget(db, oldest);
  }
}

function forget(db: Db, dialogueId: number) {
  const cache = cacheOf(db);
  const window = cache.windows.get(dialogueId);
  if (!window) return;
  cache.chars -= window.chars;
  cache.windows.delete(dialogueId);
}

/**
 * The cached history of the dialogue at `revision`, or undefined when none is that current. Its
 * arrays are shared: callers must not change them in place (every cached state gets new arrays).
 */
export function cachedHistory(db: Db, dialogueId: number, revision: number): TurnHistory | undefined {
  const window = cacheOf(db).windows.get(dialogueId);
  return window?.revision === revision ? window : undefined;
}

export function rememberHistory(db: Db, dialogueId: number, revision: number, read: TurnHistory) {
  store(db, dialogueId, { revision, ...read, chars: charsOf(read) });
}

/**
 * Carries the dialogue's entry over a message this process appended, when the entry was current just
 * before it (`revisionBefore`); the trigger counted the append as one change. The history keeps its
 * newest `maxRows` messages; what the prompt cannot hold it drops itself, as from a fresh read.
 */
export function followAppend(
  db: Db,
  dialogueId: number,
  revisionBefore: number,
  row: HistoryRow,
  maxRows: number,
) {
  const window = cacheOf(db).windows.get(dialogueId);
  if (!window) return;
  if (window.revision !== revisionBefore) {
    forget(db, dialogueId);
    return;
  }
  const next = { history: [...window.history, row].slice(-maxRows), pinned: window.pinned };
  store(db, dialogueId, { revision: revisionBefore + 1, ...next, chars: charsOf(next) });
}
