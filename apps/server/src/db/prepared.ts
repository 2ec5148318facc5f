import type { Db } from "./client.ts";

/**
 * A statement built and named once per database, for queries on a hot path: drizzle then skips
 * rebuilding the SQL text and its row mapping on every call (about a third of a small query's cost
 * on PGlite), and PostgreSQL parses and plans it once per connection.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const byDatabase = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (!statement) {
      statement = build(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
