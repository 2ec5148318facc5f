import { adminModelRoutes as routes } from "@fable/contract/routes/admin-models";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { adminModels, probeModels } from "./models.service.ts";
import { sendTestMessage } from "./test-message.service.ts";

/** The admin Models page: scenes with probe results and usage, re-checks, test messages. */
export async function modelsAdminRoutes(app: FastifyInstance) {
  serve(app, routes.models, (ctx, { query }) => adminModels(ctx, query.days));
  serve(app, routes.probe, (ctx, { body }) => probeModels(ctx, body.sceneId));
  serve(app, routes.testMessage, (ctx, { body }) => sendTestMessage(ctx, body));
}
