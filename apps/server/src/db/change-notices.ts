import { PGlite } from "@electric-sql/pglite";
import type { Db } from "./client.ts";

export interface ChangeNotices {
  /** False until the subscription is in place; a cache must not keep anything before then. */
  listening(): boolean;
}

/**
 * Subscribes to a channel a trigger announces changes on, where the announcement is synchronous with
 * the write: PGlite hands a notification to its listeners (as a microtask) while the writing
 * statement completes, before the writer's caller resumes, so an in-process cache is never behind the
 * database. On PostgreSQL a notification arrives later on another connection and other instances
 * write too; there this returns null and callers read the database every time.
 */
export function listenInProcess(
  db: Db,
  channel: string,
  onNotice: (payload: string) => void,
): ChangeNotices | null {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof PGlite)) return null;
  let listening = false;
  client.listen(channel, onNotice).then(
    () => {
      listening = true;
    },
    // Without the subscription nothing is cached; every lookup reads the database.
    () => {},
  );
  return { listening: () => listening };
}
