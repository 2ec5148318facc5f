import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

/**
 * Apple POSTs the sign-in result to the redirect URI (response_mode=form_post, which its name and email
 * scopes require), but /callback/apple is a page of the web app that reads code and state from its query.
 * This turns the POST into a GET of that page. Register it at the root, not under /api.
 */
export const appleFormPostRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: no other route of the API accepts form bodies.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    "/callback/apple",
    {
      schema: {
        tags: ["auth"],
        summary: "Apple's form_post callback: answered with a redirect to the web app's /callback/apple page",
        consumes: ["application/x-www-form-urlencoded"],
        body: z.object({
          code: z.string().max(4096).optional(),
          state: z.string().max(512).optional(),
          error: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      // Only these are forwarded; Apple's id_token and user fields are not put into a URL.
      const query = new URLSearchParams();
      for (const name of ["code", "state", "error"] as const) {
        const value = request.body[name];
        if (value !== undefined) query.set(name, value);
      }
      // 303 so the browser follows with a GET instead of re-posting.
      return reply.redirect(`/callback/apple?${query}`, 303);
    },
  );
};
