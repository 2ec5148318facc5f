import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.e2e.ts"],
    globalSetup: ["src/global-setup.ts"],
    // Two files at a time, each with its own Chromium, sharing one server (or starting their own):
    // most of an e2e test is waiting on the browser and the server, so two overlap well on two cores.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
