import { BoundedCache } from "../../bounded-cache.ts";
import { listenInProcess } from "../../db/change-notices.ts";
import type { Db } from "../../db/client.ts";
import { perDatabase } from "../../db/per-database.ts";

export interface SessionRow {
  id: number;
  userId: number;
  expiresAt: Date;
  revokedReason: string | null;
  lastSeenAt: Date;
}

/** At most this many sessions are kept; those not used lately are dropped and read again when used. */
const CACHED_SESSIONS = 10_000;

/**
 * Session rows by token hash, so a signed-in request does not start with a query (on PGlite the
 * lookup is the first and coldest query of the request). The sessions_announce_change trigger
 * (migration 0008) announces every insert, update or delete, from any code path, and the entry is
 * dropped before the writer resumes: a revoked or replaced session is refused on the very next
 * request. Only on PGlite (see listenInProcess); on PostgreSQL every lookup reads the database.
 */
export const sessionCache = perDatabase((db: Db) => {
  const rows = new BoundedCache<string, SessionRow>(CACHED_SESSIONS / 2);
  // Counts announcements, so a lookup that read the database while one arrived does not keep what
  // it read: the announced write may have come after the read.
  let announcements = 0;
  const notices = listenInProcess(db, "fable_session_changed", (tokenHash) => {
    announcements += 1;
    rows.delete(tokenHash);
  });
  if (!notices) return null;
  return {
    get: (tokenHash: string) => rows.get(tokenHash),
    /** A mark to pass to keep() once the row has been read. */
    mark: () => announcements,
    keep(tokenHash: string, row: SessionRow, mark: number) {
      if (notices.listening() && mark === announcements) rows.set(tokenHash, row);
    },
  };
});
