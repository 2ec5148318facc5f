import { randomBytes } from "node:crypto";
import { openAsBlob } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyServerOptions } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../src/app.ts";
import { type Config, loadConfig } from "../src/config.ts";
import type { Clock } from "../src/context.ts";
import { type Database, openPostgres, pgliteOptions, wrapPglite } from "../src/db/client.ts";
import { withDatabase } from "./database-url.ts";

/** A private copy of the migrated, seeded template database: PGlite by default, PostgreSQL when DATABASE_URL is set. */
export async function cloneTemplateDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `${inject("postgresClonePrefix")}${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject("postgresTemplate")}"`);
    await admin.end();
    return openPostgres(withDatabase(databaseUrl, name), 4);
  }
  // A file-backed Blob: PGlite reads the whole dump through blob.arrayBuffer(), which for a Blob made
  // from the 40 MB Buffer of readFile costs about 0.7 s more CPU per clone on Node 20 than from the file.
  const dump = await openAsBlob(inject("pgliteTemplateFile"));
  const client = await PGlite.create({ loadDataDir: dump, ...pgliteOptions });
  return wrapPglite(client);
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  // The start-up model probe stays off unless a test asks for it: it would call the test's model.
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", MODEL_PROBE: "off", ...overrides });
  return { ...config, uploadsDir: inject("uploadsDir") };
}

/** A clock tests move by hand: codes expire, windows close, removals fall due. */
export function movableClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  /** Pino options (e.g. a stream) when a test reads the logs; silent otherwise. */
  logger?: FastifyServerOptions["logger"];
}

/** The real app on a cloned database, driven through app.inject. Close it in afterAll. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await cloneTemplateDatabase();
  const config = testConfig(options.env);
  const app = await buildApp(
    {
      config,
      database,
      ...(options.clock ? { clock: options.clock } : {}),
    },
    { logger: options.logger ?? false },
  );
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
