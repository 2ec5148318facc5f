import type { Db } from "./client.ts";

/**
 * One value per database, built on first use: prepared statements for hot-path queries (drizzle
 * then skips rebuilding the SQL text and its row mapping on every call — about a third of a small
 * query's cost on PGlite — and PostgreSQL parses and plans once per connection), and in-process
 * caches, which must never mix two databases (tests run several side by side, with the same ids).
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const byDatabase = new WeakMap<Db, T>();
  return (db) => {
    let value = byDatabase.get(db);
    if (value === undefined) {
      value = build(db);
      byDatabase.set(db, value);
    }
    return value;
  };
}
