import { AuthProviders, envelopeOf, OAuthAuthorize, OAuthPlatform } from "@fable/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../../context.ts";
import { ok } from "../../../plugins/envelope.ts";
import { byIp, type RateRule } from "../../../plugins/rate-limit.ts";
import { browserBindingCookie, readBrowserBinding } from "./browser-binding.ts";
import { STATE_TTL_MS, startAuthorization } from "./oauth.service.ts";
import { enabledPlatforms } from "./providers.ts";

/** Each call stores a state row, so an anonymous caller must not be able to fill the table. */
const authorizeLimits: RateRule[] = [{ name: "oauth-authorize", limit: 30, windowMs: 60_000, key: byIp }];

export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/user/auth/providers",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign-in methods this installation offers",
        response: { 200: envelopeOf(AuthProviders) },
      },
    },
    async (request) =>
      ok({
        oauth: enabledPlatforms(request.server.deps.config),
        // SMS has no provider yet: codes reach a phone only through the dev outbox, so production offers no phone sign-in.
        phone: request.server.deps.config.devOutbox,
        email: true,
      } satisfies AuthProviders),
  );

  app.get(
    "/user/oauth/:platform/authorize",
    {
      config: { rateLimits: authorizeLimits },
      schema: {
        tags: ["auth"],
        summary: "Where to send the browser to sign in with a provider",
        description:
          "The provider sends the browser back to redirectUri (default {PUBLIC_URL}/callback/{platform}) with " +
          "code and state; POST /user/login with srcType of the platform and auth { accessToken: code, state }. " +
          "The answer sets an HttpOnly cookie binding the state to this browser; the login must come from the same browser.",
        params: z.object({ platform: OAuthPlatform }),
        querystring: z.object({ redirectUri: z.string().max(2000).optional() }),
        response: { 200: envelopeOf(OAuthAuthorize) },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const { url, state, browserBinding } = await startAuthorization(
        ctx,
        request.params.platform,
        request.query.redirectUri,
        readBrowserBinding(request.headers.cookie),
      );
      const secure = ctx.config.publicUrl.startsWith("https:") || request.protocol === "https";
      reply.header("set-cookie", browserBindingCookie(browserBinding, STATE_TTL_MS, secure));
      // The binding is in the cookie only: a page script, or whoever is sent this answer, never sees it.
      return ok({ url, state });
    },
  );
};
