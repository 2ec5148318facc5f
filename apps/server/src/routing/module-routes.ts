import type { FastifyInstance } from "fastify";

export type RoutePlugin = (app: FastifyInstance) => Promise<void>;

/**
 * A module's API routes as one plugin: each module's index.ts exports its `apiRoutes`, and app.ts
 * registers every module's under /api, so adding a route file touches only its own module.
 */
export function moduleRoutes(...plugins: RoutePlugin[]): RoutePlugin {
  return async (app) => {
    for (const plugin of plugins) await app.register(plugin);
  };
}
