import { planRoutes as routes } from "@fable/contract/routes/plans";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { adminAccountPlan, adminEndPlan, adminGrantPlan } from "./admin-plans.service.ts";
import { planCatalogue } from "./catalogue.service.ts";
import { setReminded } from "./status.service.ts";

/** The plans, the resubscribe hint, and the operator's grants. */
export async function plansRoutes(app: FastifyInstance) {
  serve(app, routes.list, (ctx) => planCatalogue(ctx));
  serve(app, routes.setReminded, (ctx) => setReminded(ctx));
  serve(app, routes.lookup, (ctx, { body }) => adminAccountPlan(ctx, body.email));
  serve(app, routes.grant, (ctx, { body }) => adminGrantPlan(ctx, body));
  serve(app, routes.end, (ctx, { body }) => adminEndPlan(ctx, body.email));
}
