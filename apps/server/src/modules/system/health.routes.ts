import type { FastifyInstance } from "fastify";

/** Liveness and readiness for load balancers: /readyz fails while the database does not answer. */
export async function healthRoutes(app: FastifyInstance) {
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));

  app.get("/readyz", { schema: { hide: true } }, async (request, reply) => {
    try {
      await app.deps.database.ping();
      return { status: "ready", database: app.deps.database.kind };
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed");
      return reply.status(503).send({ status: "unavailable", database: app.deps.database.kind });
    }
  });
}
