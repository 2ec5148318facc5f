import { defineConfig } from "vitest/config";

/** Tests that read the process's memory (RSS), so they run as the production server does. */
const MEMORY_TESTS = ["src/modules/media/image-burst.test.ts"];

const everyFile = {
  globalSetup: ["test/global-setup.ts"],
  pool: "forks" as const,
  // Test files run one after another in each worker and share its module graph: importing the app
  // anew for each of some 130 files cost about 3 s apiece, nearly half the suite's time on two
  // cores. Each file still gets its own app and database copy (test/harness.ts); a test that reads
  // module-level state (delta-pacing.test.ts) resets it first.
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: { ...everyFile, name: "server", include: ["src/**/*.test.ts"], exclude: MEMORY_TESTS },
      },
      {
        test: {
          ...everyFile,
          name: "memory",
          include: MEMORY_TESTS,
          // A process of its own: what it reads of RSS is this file's doing alone.
          isolate: true,
          // The test runs the collector before it reads RSS.
          execArgv: ["--expose-gc"],
          // As in production (README "Memory"): glibc hands big freed buffers (decoded pictures) back to
          // the system. Only here: glibc reads it when a process starts, and with it PGlite (every other
          // file's database) takes about 17% more CPU.
          env: { MALLOC_MMAP_THRESHOLD_: "131072" },
        },
      },
    ],
  },
});
