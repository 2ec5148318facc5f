import { referralRoutes as routes } from "@fable/contract/routes/missions";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { invitationInfo } from "./referrals.service.ts";

/** The caller's invitation code and link. */
export async function referralsRoutes(app: FastifyInstance) {
  serve(app, routes.invitationCode, (ctx, _input, { request }) =>
    // PUBLIC_URL names the site when set; otherwise the link points where the request came to.
    invitationInfo(ctx, ctx.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`),
  );
}
