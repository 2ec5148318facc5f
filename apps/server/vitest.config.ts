import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    pool: "forks",
    // Tests of memory (image-burst.test.ts) run the collector before they read RSS.
    execArgv: ["--expose-gc"],
    // As in production (README "Memory"): glibc hands big freed buffers (decoded pictures) back to the system.
    env: { MALLOC_MMAP_THRESHOLD_: "131072" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
