import { defineConfig } from "vitest/config";

const sharedDatabase = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    include: ["src/**/*.e2e.ts"],
    globalSetup: ["src/global-setup.ts"],
    setupFiles: ["src/failure-report.ts"],
    // On PGlite, two files at a time, each with its own Chromium, sharing one server or starting their
    // own on their own data: most of an e2e test is waiting on the browser and the server, so two
    // overlap well on two cores. On PostgreSQL (DATABASE_URL) every server a file starts shares one
    // database, and files that change its catalogue would disturb each other: one at a time.
    fileParallelism: !sharedDatabase,
    maxWorkers: sharedDatabase ? 1 : 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page's answer (a redirect, a lazy screen, a list) can take over expect.poll's default second
    // on a busy or slow 2-core machine; five seconds is still far from the test timeout.
    expect: { poll: { timeout: 5_000 } },
  },
});
