import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { routeAddresses } from "./build/route-addresses.ts";

const apiTarget = "http://127.0.0.1:3000";

/**
 * Vendor code is split by how often it changes and when it is needed, so the home route downloads
 * only what it renders and a deploy of app code does not invalidate the framework chunk.
 */
function vendorChunk(id: string): string | undefined {
  if (!id.includes("node_modules")) return undefined;
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return "react";
  if (id.includes("node_modules/react-router")) return "router";
  if (id.includes("node_modules/@tanstack/")) return "query";
  if (/node_modules\/(i18next|react-i18next|html-parse-stringify|void-elements)\//.test(id)) return "i18n";
  return undefined;
}

/**
 * Zod compiles object parsers with `new Function` when eval is allowed, probing for it as the first
 * schema is built. The server's Content-Security-Policy forbids eval, so the probe would be reported
 * as a violation on every page that loads the contract's schemas (before zod fell back). Zod's own
 * `jitless` setting, set where zod creates its global config, skips the probe without adding a byte
 * to the home route. A zod release that moves that line fails the build here instead of silently.
 */
function zodWithoutEval(): Plugin {
  const created = "(_a.__zod_globalConfig = {})";
  return {
    name: "fable-zod-without-eval",
    apply: "build",
    transform(code, id) {
      if (!/\/node_modules\/zod\/v4\/core\/core\.js$/.test(id)) return null;
      if (!code.includes(created))
        this.error("zod's global config moved: update zodWithoutEval in vite.config.ts");
      return code.replace(created, "(_a.__zod_globalConfig = { jitless: true })");
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), zodWithoutEval(), routeAddresses()],
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/uploads": { target: apiTarget, changeOrigin: false },
      "/healthz": { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/uploads": { target: apiTarget, changeOrigin: false },
      "/healthz": { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    rollupOptions: {
      // The contract package declares zod schemas at module level; the web app uses only its
      // constants and types, so its modules are marked side-effect free to keep zod out of the bundle.
      treeshake: {
        moduleSideEffects: (id) => !id.includes("/packages/contract/"),
      },
      onwarn(warning, warn) {
        // zod's sources carry comments Rollup cannot place; zod is tree-shaken out regardless.
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/zod/")) return;
        warn(warning);
      },
      output: {
        manualChunks: vendorChunk,
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
      },
    },
  },
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
