import { personaRoutes as routes } from "@fable/contract/routes/personas";
import type { FastifyInstance } from "fastify";
import { serve } from "../../../routing/serve-route.ts";
import { listPersonas, removePersona, savePersona, setPersona } from "./personas.service.ts";

/** The personas a user speaks as, and the one of each dialogue. */
export async function personaRoutes(app: FastifyInstance) {
  serve(app, routes.listPersonas, (ctx) => listPersonas(ctx));
  serve(app, routes.savePersona, (ctx, { body }) => savePersona(ctx, body));
  serve(app, routes.removePersona, (ctx, { body }) => removePersona(ctx, body.maskId));
  serve(app, routes.setPersona, (ctx, { body }) => setPersona(ctx, body));
}
