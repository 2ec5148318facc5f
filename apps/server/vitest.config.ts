import { defineConfig } from "vitest/config";

/** Tests that read the process's memory (RSS), so they run as the production server does. */
const MEMORY_TESTS = ["src/modules/media/image-burst.test.ts"];

const everyFile = {
  globalSetup: ["test/global-setup.ts"],
  pool: "forks" as const,
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
