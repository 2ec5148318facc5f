import { ResponseCode, ServerMessages } from "@fable/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../test/harness.ts";
import { postgresBinaries, startPrivatePostgres } from "../../test/private-postgres.ts";
import { buildApp } from "../app.ts";
import { type Database, openPostgres } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";

const binaries = postgresBinaries();
if (!binaries)
  console.warn("Skipping the PostgreSQL restart test: no PostgreSQL binaries under /usr/lib/postgresql");

/** Longest any request may take while the database is away: it must fail fast, not hang. */
const ANSWER_BOUND_MS = 6000;
const OUTAGE_MS = 1500;

interface Answer {
  /** When the request was sent, and when its answer was read. */
  sentAt: number;
  at: number;
  status: number;
  ms: number;
  body: unknown;
}

/** Keeps `concurrency` tracking writes in flight until stopped, recording every answer. */
function driveWrites(baseUrl: string, concurrency: number) {
  const answers: Answer[] = [];
  let running = true;
  let sent = 0;
  const worker = async () => {
    while (running) {
      sent += 1;
      const sentAt = Date.now();
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/event`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
        },
        body: JSON.stringify({ events: [{ event_name: "page_view", platform: "Web" }] }),
        signal: AbortSignal.timeout(ANSWER_BOUND_MS * 2),
      });
      answers.push({
        sentAt,
        at: Date.now(),
        status: response.status,
        ms: performance.now() - started,
        body: await response.json(),
      });
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!binaries)("PostgreSQL restarted under load", () => {
  let cluster: Awaited<ReturnType<typeof startPrivatePostgres>>;
  let database: Database;
  let app: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    cluster = await startPrivatePostgres(binaries!);
    database = openPostgres(cluster.url, 4);
    await migrateDatabase(database);
    // Behind a trusted proxy each request names its own address, so the per-address limit never
    // answers in the database's place.
    app = await buildApp(
      { config: testConfig({ DATABASE_URL: cluster.url, TRUST_PROXY: "true" }), database },
      { logger: false },
    );
    baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cluster?.destroy();
  });

  it("answers 503 envelopes while the database is away and recovers without restarting the app", async () => {
    const load = driveWrites(baseUrl, 4);
    await pause(500);
    const stoppingAt = Date.now();
    await cluster.stop();
    // Stopping takes a while on a busy machine; answers from then on must all be 503.
    const stoppedAt = Date.now();
    await pause(OUTAGE_MS);
    const readyWhileAway = await fetch(`${baseUrl}/readyz`);
    const restartedAt = Date.now();
    await cluster.start();
    await pause(1000);
    await load.stop();

    const { answers } = load;
    expect(answers.filter((answer) => answer.at < stoppingAt).every((answer) => answer.status === 200)).toBe(
      true,
    );
    expect(readyWhileAway.status).toBe(503);
    const during = answers.filter((answer) => answer.sentAt > stoppedAt && answer.at < restartedAt);
    expect(during.length).toBeGreaterThan(0);
    for (const answer of answers) {
      expect([200, 503]).toContain(answer.status);
      expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
      if (answer.status === 503)
        expect(answer.body).toEqual({
          code: ResponseCode.SERVICE_UNAVAILABLE,
          message: ServerMessages.unavailable,
          result: null,
        });
    }
    expect(during.every((answer) => answer.status === 503)).toBe(true);

    // Back without restarting the app: the pool opens fresh connections on its own.
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
    const after = driveWrites(baseUrl, 4);
    await pause(300);
    await after.stop();
    expect(after.answers.length).toBeGreaterThan(4);
    expect(after.answers.every((answer) => answer.status === 200)).toBe(true);
  });
});
