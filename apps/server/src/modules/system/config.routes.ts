import { systemRoutes } from "@fable/contract/routes/system";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { publicConfigValue } from "./public-config.service.ts";

/**
 * Public configuration values the web app reads by key (/config/getConfigByKey, docs/product.md#api-routes).
 */
export async function configRoutes(app: FastifyInstance) {
  serve(app, systemRoutes.configValue, (ctx, { query }) => publicConfigValue(ctx, query.key));
}
