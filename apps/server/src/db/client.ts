import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { vector } from "@electric-sql/pglite-pgvector";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Config } from "../config.ts";
import { lazyModule } from "../lazy-module.ts";
import { withNamedStatements } from "./pglite-named-statements.ts";
import { pgliteTemplateFor } from "./pglite-template.ts";
import { withEventLoopTurns } from "./pglite-turns.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The one database type services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The `tx` a `db.transaction` callback receives. */
export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query; used by /readyz. */
  ping(): Promise<void>;
  /** Applies the drizzle-kit migrations in the folder that have not run yet. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * How Fable opens PGlite; also used when tests build and clone the template database. New WAL
 * segments are not zero-filled first: PGlite writes WAL on this thread, and filling a 16 MB
 * segment made the statement that crossed into it (often a COMMIT) hold the event loop for
 * 70–330 ms. PostgreSQL still writes the segment's last byte, so every later write finds it.
 */
export const pgliteOptions = {
  extensions: { pg_trgm, vector },
  startParams: [...PGlite.defaultStartParams, "-c", "wal_init_zero=off"],
};

const pgDriver = lazyModule<typeof import("pg")>("pg");
const nodePostgres = lazyModule<typeof import("drizzle-orm/node-postgres")>("drizzle-orm/node-postgres");
const nodePostgresMigrator = lazyModule<typeof import("drizzle-orm/node-postgres/migrator")>(
  "drizzle-orm/node-postgres/migrator",
);

const CONNECT_TIMEOUT_MS = 5000;
const ignoreConnectionError = () => {};

/** Any number that is the same in every instance: instances starting together take turns. */
const MIGRATION_LOCK_KEY = 7_246_001;

export function wrapPglite(client: PGlite): Database {
  const drizzleDb = drizzlePglite(withEventLoopTurns(withNamedStatements(client)), { schema });
  return {
    db: drizzleDb as unknown as Db,
    kind: "pglite",
    migrate: async (migrationsFolder) => {
      await migratePglite(drizzleDb, { migrationsFolder });
      // Data directories made before PGlite was opened with pgvector ran 0031_pgvector without it.
      await client.exec("create extension if not exists vector");
    },
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const template = dataDir ? pgliteTemplateFor(dataDir, import.meta.dirname, pgliteVersion()) : undefined;
  const client = await PGlite.create(dataDir, {
    ...pgliteOptions,
    ...(template ? { loadDataDir: template } : {}),
  });
  return wrapPglite(client);
}

/** The installed PGlite's version (its package.json is not exported, so it is read beside its entry). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const manifest = path.join(path.dirname(entry), "../package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

export function openPostgres(url: string, poolSize: number): Database {
  // The PostgreSQL driver loads only when PostgreSQL is used.
  const { drizzle: drizzleNodePostgres } = nodePostgres();
  const { migrate: migrateNodePostgres } = nodePostgresMigrator();
  const pool = new (pgDriver().Pool)({
    connectionString: url,
    max: poolSize,
    // While the server is unreachable (not refusing), a request waits this long for a connection, not forever.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A connection the server ends (restart, failover, idle timeout) emits "error"; unheard, that would
  // end the process. The pool drops the connection and opens a new one for the next query; a query on
  // it fails on its own, and the error handler answers 503 while the database is away.
  pool.on("error", ignoreConnectionError);
  pool.on("connect", (client) => client.on("error", ignoreConnectionError));
  const db = drizzleNodePostgres(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    // Several app instances may start at once against one PostgreSQL; the advisory lock on a
    // dedicated connection makes the others wait until the first has migrated instead of racing it.
    migrate: async (migrationsFolder) => {
      const connection = await pool.connect();
      try {
        await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migrateNodePostgres(drizzleNodePostgres(connection), { migrationsFolder });
      } finally {
        await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        connection.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/db. */
export function openDatabase(config: Pick<Config, "DATABASE_URL" | "DATABASE_POOL_SIZE" | "pgliteDir">) {
  return config.DATABASE_URL
    ? Promise.resolve(openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE))
    : openPglite(config.pgliteDir);
}
