import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

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

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
