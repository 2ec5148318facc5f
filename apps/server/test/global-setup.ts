import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres, pgliteOptions, wrapPglite } from "../src/db/client.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { seedDatabase } from "../src/db/seed/index.ts";
import { withDatabase } from "./database-url.ts";

declare module "vitest" {
  export interface ProvidedContext {
    uploadsDir: string;
    pgliteTemplateFile: string;
    postgresTemplate: string;
    /** Test files name their PostgreSQL clones with this prefix so teardown can drop them all. */
    postgresClonePrefix: string;
  }
}

/**
 * Migrates and seeds one template database per run; each test file then clones it
 * (PGlite: load the dumped data dir; PostgreSQL: CREATE DATABASE … TEMPLATE), which is far
 * quicker than migrating a fresh database per file.
 */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(tmpdir(), "fable-test-"));
  const uploadsDir = path.join(workDir, "uploads");
  project.provide("uploadsDir", uploadsDir);

  const databaseUrl = process.env.DATABASE_URL;
  const clonePrefix = `fable_t_${process.pid}_`;
  project.provide("postgresClonePrefix", clonePrefix);
  if (databaseUrl) {
    const template = `fable_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const database = openPostgres(withDatabase(databaseUrl, template), 2);
    await migrateDatabase(database);
    await seedDatabase(database, uploadsDir);
    await database.close();
    project.provide("postgresTemplate", template);
    project.provide("pgliteTemplateFile", "");
    return async () => {
      const clones = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like $1",
        [`${clonePrefix}%`],
      );
      for (const { datname } of clones.rows)
        await admin.query(`drop database if exists "${datname}" with (force)`);
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
      await rm(workDir, { recursive: true, force: true });
    };
  }

  const client = await PGlite.create(pgliteOptions);
  const database = wrapPglite(client);
  await migrateDatabase(database);
  await seedDatabase(database, uploadsDir);
  // The dump is of a running cluster, so every clone starts with crash recovery from the last
  // checkpoint: without this one it would replay the WAL of all the migrations and the seed (about
  // 0.6 s of CPU in each test file).
  await client.exec("checkpoint");
  const dump = await client.dumpDataDir("none");
  const templateFile = path.join(workDir, "template.tar");
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplateFile", templateFile);
  project.provide("postgresTemplate", "");
  return async () => {
    await rm(workDir, { recursive: true, force: true });
  };
}
