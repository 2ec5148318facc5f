// Import rules checked by `npm test` (scripts/check-imports.mjs): no import cycles anywhere, and the
// server's modules meet only at each other's front door (`modules/<domain>/index.ts`) or tables.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "A cycle makes load order decide behaviour and hides which side owns a concept.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "module-front-door",
      comment:
        "A module is used through its index.ts; its other files are its own business (docs/architecture.md#modules).",
      severity: "error",
      from: { path: "^apps/server/src/modules/([^/]+)/", pathNot: "\\.test\\.ts$" },
      to: {
        path: "^apps/server/src/modules/[^/]+/",
        // A module's tables are public too, for joins (docs/decisions/0022-module-front-doors.md).
        pathNot: [
          "^apps/server/src/modules/$1/",
          "^apps/server/src/modules/[^/]+/index\\.ts$",
          "^apps/server/src/modules/[^/]+/[^/]+\\.schema\\.ts$",
        ],
      },
    },
    {
      name: "front-door-from-outside",
      comment: "The rest of the server (plugins, routing, start-up) uses a module through its index.ts too.",
      severity: "error",
      from: { path: "^apps/server/src/", pathNot: ["^apps/server/src/modules/", "\\.test\\.ts$"] },
      to: {
        path: "^apps/server/src/modules/[^/]+/",
        pathNot: [
          "^apps/server/src/modules/[^/]+/index\\.ts$",
          "^apps/server/src/modules/[^/]+/[^/]+\\.schema\\.ts$",
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Type-only imports count: a cycle of types is still two files that cannot be read apart.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
