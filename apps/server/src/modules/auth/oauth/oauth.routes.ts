import { authRoutes } from "@fable/contract/routes/auth";
import type { FastifyInstance } from "fastify";
import { byIp } from "../../../plugins/rate-limit.ts";
import { serve } from "../../../routing/serve-route.ts";
import { browserBindingCookie, readBrowserBinding } from "./browser-binding.ts";
import { STATE_TTL_MS, startAuthorization } from "./oauth.service.ts";
import { enabledPlatforms } from "./providers.ts";

/** Each call stores a state row, so an anonymous caller must not be able to fill the table. */
const authorizeLimits = {
  config: { rateLimits: [{ name: "oauth-authorize", limit: 30, windowMs: 60_000, key: byIp }] },
};

export async function oauthRoutes(app: FastifyInstance) {
  serve(app, authRoutes.providers, (ctx) => ({
    oauth: enabledPlatforms(ctx.config),
    // SMS has no provider yet: codes reach a phone only through the dev outbox, so production offers no phone sign-in.
    phone: ctx.config.devOutbox,
    email: true,
  }));

  serve(
    app,
    authRoutes.oauthAuthorize,
    async (ctx, { params, query }, { request, reply }) => {
      const { url, state, browserBinding } = await startAuthorization(
        ctx,
        params.platform,
        query.redirectUri,
        readBrowserBinding(request.headers.cookie),
      );
      const secure = ctx.config.publicUrl.startsWith("https:") || request.protocol === "https";
      reply.header("set-cookie", browserBindingCookie(browserBinding, STATE_TTL_MS, secure));
      // The binding is in the cookie only: a page script, or whoever is sent this answer, never sees it.
      return { url, state };
    },
    authorizeLimits,
  );
}
