import { getTableColumns } from "drizzle-orm";
import { BoundedCache } from "../../../bounded-cache.ts";
import { listenInProcess } from "../../../db/change-notices.ts";
import type { Db } from "../../../db/client.ts";
import { perDatabase } from "../../../db/per-database.ts";
import { dialogues } from "../chat.schema.ts";
import type { DialogueRow } from "../dialogue-access.ts";

/** What the turn-context query reads, with the bot's row version instead of its row. */
export interface CachedTurn {
  dialogue: DialogueRow;
  botVersion: string;
  user: {
    userName: string;
    vipEnum: string;
    vipUntil: Date | null;
    modelSceneId: string | null;
    nsfwEnabled: boolean;
    /** Signed up with an invitation code: the turn may be the referral's qualifying moment. */
    invited: boolean;
  };
  mask: { name: string; description: string } | null;
}

/**
 * Dialogues being chatted in right now. A change to a user, persona or bot is found by a scan of
 * them all, so they stay few: far more than the conversations one process streams at once.
 */
const CACHED_TURNS = 2_000;

/** An in-flight read of a turn context: an announcement while it runs makes what it read unsafe to keep. */
interface Read {
  dialogueId: number;
  userId: number;
  stale: boolean;
}

/**
 * A cached turn, and the dialogue's row as last announced, parsed only when a turn asks: the messages
 * of one turn announce the row four or five times, and a busy dialogue's turns overlap.
 */
interface Entry {
  turn: CachedTurn;
  announcedRow: string | undefined;
}

const dialogueColumns = Object.entries(getTableColumns(dialogues));

/** A dialogue row as row_to_json wrote it, with each column mapped the way drizzle maps a query's. */
function dialogueFromJson(json: string): DialogueRow {
  const raw = JSON.parse(json) as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of dialogueColumns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as DialogueRow;
}

/**
 * Turn contexts by dialogue id, so a chat turn can ask the model without a query first: on PGlite a
 * query runs on the server's own thread, and the turn-context join took half a millisecond of the
 * 3 ms the first token may add (issue 5). The announce_turn_change triggers (migration 0013) announce
 * every change to a dialogue, account, persona or bot, from any code path, before the writer resumes
 * (see listenInProcess). A dialogue's announcement carries its new row, so the messages of a turn
 * (which move next_seq, history_revision and the summary) keep its entry current instead of dropping
 * it. Only on PGlite; on PostgreSQL other instances write too, and every turn reads the database.
 */
export const turnContextCache = perDatabase((db: Db) => {
  const entries = new BoundedCache<number, Entry>(CACHED_TURNS / 2);
  const reads = new Set<Read>();

  const onNotice = (payload: string) => {
    const kind = payload[0];
    const separator = payload.indexOf(":");
    const id = Number(payload.slice(1, separator === -1 ? undefined : separator));
    for (const read of reads) {
      if (kind === "d" ? read.dialogueId === id : kind === "u" ? read.userId === id : true) read.stale = true;
    }
    if (kind === "d") {
      const entry = entries.get(id);
      // A row too large to announce (or a deleted dialogue) is read again.
      if (entry && separator !== -1) entry.announcedRow = payload.slice(separator + 1);
      else if (entry) entries.delete(id);
    } else if (kind === "u") {
      entries.deleteWhere((entry) => entry.turn.dialogue.userId === id);
    } else if (kind === "m") {
      entries.deleteWhere((entry) => entry.turn.dialogue.maskId === id);
    } else if (kind === "b") {
      entries.deleteWhere((entry) => entry.turn.dialogue.botId === id);
    }
  };
  const notices = listenInProcess(db, "fable_turn_changed", onNotice);
  if (!notices) return null;

  return {
    /** The caller's dialogue as last read or announced; another user's dialogue is never returned. */
    get(dialogueId: number, userId: number): CachedTurn | undefined {
      const entry = entries.get(dialogueId);
      if (entry?.announcedRow !== undefined) {
        const dialogue = dialogueFromJson(entry.announcedRow);
        entry.announcedRow = undefined;
        // A new persona needs its name and description read.
        if (dialogue.maskId !== entry.turn.dialogue.maskId) {
          entries.delete(dialogueId);
          return undefined;
        }
        entry.turn = { ...entry.turn, dialogue };
      }
      return entry?.turn.dialogue.userId === userId ? entry.turn : undefined;
    },
    /** Call before the query; pass the result to keep() and then to done(). */
    startRead(dialogueId: number, userId: number): Read {
      const read = { dialogueId, userId, stale: false };
      reads.add(read);
      return read;
    },
    keep(read: Read, turn: CachedTurn) {
      if (notices.listening() && !read.stale) entries.set(read.dialogueId, { turn, announcedRow: undefined });
    },
    done(read: Read) {
      reads.delete(read);
    },
  };
});
