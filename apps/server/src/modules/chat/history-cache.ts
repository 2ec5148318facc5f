import type { Db } from "../../db/client.ts";
import type { HistoryRow } from "./chat-message.ts";

/**
 * The recent messages (and pinned ones) of dialogues being chatted in, per database, so a turn does
 * not read them again. An entry is good for one `history_revision` of its dialogue: a trigger counts
 * every message change, whoever makes it, so a change made elsewhere (another request's edit, another
 * instance's turn) leaves the entry behind and the next turn reads afresh. This process's own
 * appends carry the entry forward (followAppend), so a running conversation keeps hitting it.
 */
interface Window {
  revision: number;
  /** Oldest first; never changed in place, since a turn may still be reading an earlier array. */
  rows: readonly HistoryRow[];
  chars: number;
}

/** About 16 MB of message text at most, whatever the number of dialogues. */
const MAX_CHARS = 8_000_000;

const windowsByDatabase = new WeakMap<Db, { windows: Map<number, Window>; chars: number }>();

function cacheOf(db: Db) {
  let cache = windowsByDatabase.get(db);
  if (!cache) {
    cache = { windows: new Map(), chars: 0 };
    windowsByDatabase.set(db, cache);
  }
  return cache;
}

const charsOf = (rows: readonly HistoryRow[]) => rows.reduce((sum, row) => sum + row.text.length, 0);

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

/** The cached rows of the dialogue at `revision`, or undefined when there are none that current. */
export function cachedWindow(
  db: Db,
  dialogueId: number,
  revision: number,
): readonly HistoryRow[] | undefined {
  const window = cacheOf(db).windows.get(dialogueId);
  return window?.revision === revision ? window.rows : undefined;
}

export function rememberWindow(db: Db, dialogueId: number, revision: number, rows: readonly HistoryRow[]) {
  store(db, dialogueId, { revision, rows, chars: charsOf(rows) });
}

/**
 * Carries the dialogue's entry over a message this process appended, when the entry was current just
 * before it (`revisionBefore`); the trigger counted the append as one change. Rows older than
 * `keepFromSeq` that are not pinned fall out of the window.
 */
export function followAppend(
  db: Db,
  dialogueId: number,
  revisionBefore: number,
  row: HistoryRow,
  keepFromSeq: number,
) {
  const window = cacheOf(db).windows.get(dialogueId);
  if (!window) return;
  if (window.revision !== revisionBefore) {
    forget(db, dialogueId);
    return;
  }
  const rows = [...window.rows.filter((kept) => kept.seq >= keepFromSeq || kept.pinned), row];
  store(db, dialogueId, { revision: revisionBefore + 1, rows, chars: charsOf(rows) });
}
