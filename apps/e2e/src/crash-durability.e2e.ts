import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../../scripts/lib/server-process.mjs";

/**
 * Rounds of write-then-SIGKILL: the 20 in a row, in `npm test` too. Each round starts the
 * server (about 2 s with the writes on a quiet machine, twice that on a busy one), so the test takes
 * 40–80 s; `CRASH_ROUNDS` changes the count for a longer run (`npm run test:crash` runs it alone).
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const WRITERS = 4;

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "fable-crash-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/**
 * Keeps WRITERS tracking writes in flight, each carrying a unique name, and records the names the
 * server acknowledged (code 0) until the server goes away.
 */
function writeUntilGone(baseUrl: string, round: number, acknowledged: string[]) {
  let sent = 0;
  const writer = async () => {
    for (;;) {
      sent += 1;
      const name = `ack-${round}-${sent}`;
      try {
        const response = await fetch(`${baseUrl}/api/event`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            // A trusted proxy's header gives each write its own address, so the per-address limit never answers.
            "x-forwarded-for": `10.${round}.${(sent >> 8) & 255}.${sent & 255}`,
          },
          body: JSON.stringify({ events: [{ event_name: name }] }),
        });
        const body = (await response.json()) as { code: number };
        if (response.status === 200 && body.code === 0) acknowledged.push(name);
      } catch {
        return; // killed: whatever was in flight was never acknowledged
      }
    }
  };
  return Promise.all(Array.from({ length: WRITERS }, writer));
}

/** The test forces PGlite, so it runs once: in the PGlite pass of `npm test`, not again in the PostgreSQL one. */
const onPostgresRun = Boolean(process.env.DATABASE_URL);
if (onPostgresRun)
  console.warn("Skipping the PGlite SIGKILL test in the PostgreSQL run: the PGlite run covers it");

describe.skipIf(onPostgresRun)("PGlite killed with SIGKILL during writes", () => {
  it(
    `opens the data directory after each of ${ROUNDS} kills and keeps every acknowledged write`,
    async () => {
      const env = { DATABASE_URL: "", TRUST_PROXY: "true" };
      const acknowledged: string[] = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        // Starting (readyz answers only once the database is open) is the check that it opens.
        const server = await startServer({ dataDir, env });
        const before = acknowledged.length;
        const writing = writeUntilGone(server.baseUrl, round, acknowledged);
        const exited = new Promise((resolve) => server.child.once("exit", resolve));
        try {
          // Kill at a different moment each round, once writes are flowing (however busy the machine is).
          const flowingBy = Date.now() + 15_000;
          while (acknowledged.length === before && Date.now() < flowingBy)
            await new Promise((resolve) => setTimeout(resolve, 10));
          expect(acknowledged.length, `round ${round}: no write acknowledged within 15 s`).toBeGreaterThan(
            before,
          );
          await new Promise((resolve) => setTimeout(resolve, (round * 137) % 300));
        } finally {
          server.child.kill("SIGKILL");
          await exited;
          await writing;
        }
      }

      const database = await PGlite.create(path.join(dataDir, "db"), { extensions: { pg_trgm } });
      try {
        const stored = await database.query<{ name: string }>(
          "select name from tracking_events where name like 'ack-%'",
        );
        const storedNames = new Set(stored.rows.map((row) => row.name));
        const lost = acknowledged.filter((name) => !storedNames.has(name));
        expect(lost).toEqual([]);
        console.info(`${acknowledged.length} acknowledged writes over ${ROUNDS} kills, none lost`);
      } finally {
        await database.close();
      }
    },
    30_000 + ROUNDS * 20_000,
  );
});
