import { personaRoutes as routes } from "@fable/contract/routes/personas";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { listMasks, removeMask, saveMask, setMask } from "./masks.service.ts";

/** The personas a user speaks as, and the one of each dialogue. */
export async function personaRoutes(app: FastifyInstance) {
  serve(app, routes.listMasks, (ctx) => listMasks(ctx));
  serve(app, routes.saveMask, (ctx, { body }) => saveMask(ctx, body));
  serve(app, routes.removeMask, (ctx, { body }) => removeMask(ctx, body.maskId));
  serve(app, routes.setMask, (ctx, { body }) => setMask(ctx, body));
}
