import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.e2e.ts"],
    globalSetup: ["src/global-setup.ts"],
    // One Chromium at a time: two cores, and the specs share one server.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
