import { existsSync } from "node:fs";
import path from "node:path";
import type { Database } from "./client.ts";

/**
 * The drizzle-kit migrations folder. The bundled server (dist/) has it one level up,
 * the sources (src/db/) two levels up: take whichever exists.
 */
export function migrationsDir(): string {
  const candidates = [
    path.resolve(import.meta.dirname, "../drizzle"),
    path.resolve(import.meta.dirname, "../../drizzle"),
  ];
  return candidates.find((dir) => existsSync(path.join(dir, "meta/_journal.json"))) ?? candidates[1]!;
}

export function migrateDatabase(database: Database): Promise<void> {
  return database.migrate(migrationsDir());
}
