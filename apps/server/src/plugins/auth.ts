import { ResponseCode } from "@fable/contract";
import type { FastifyInstance } from "fastify";
import { lookupSession, sessionCache } from "../modules/auth/index.ts";
import { noUserError } from "../routing/signed-in.ts";

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * Resolves `Authorization: Bearer <token>` into request.session. A missing or bad token leaves the
 * visitor anonymous (public pages keep working); routes that need a user turn the recorded problem
 * into 109/420/421 through requireUserId.
 */
export function registerAuth(app: FastifyInstance) {
  // Subscribes to session changes now, so the first requests can already be served from the cache.
  sessionCache(app.deps.database.db);
  app.decorateRequest("session", null);
  app.decorateRequest("sessionProblem", null);
  app.addHook("onRequest", async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = BEARER.exec(header);
    if (!match) {
      request.sessionProblem = { code: ResponseCode.LOGGED_OUT, message: "AuthMessages.loggedOut" };
      return;
    }
    const found = await lookupSession(app.deps.database.db, match[1]!, app.deps.clock.now());
    if (found.ok) request.session = found.session;
    else request.sessionProblem = { code: found.code, message: found.message };
  });
  // A route that needs a user says so in its schema (`security: bearer`). A visitor hears that before
  // anything about the body: a form sent while signed out opens the sign-in prompt (109), not a field
  // error, and the body of a call that cannot succeed is not judged at all.
  // A callback, not an async hook: it runs on every request, the streamed chat's among them.
  app.addHook("preValidation", (request, _reply, done) => {
    if (request.session || !needsUser(request.routeOptions.schema)) done();
    else done(noUserError(request.sessionProblem));
  });
}

const needsUser = (schema: { security?: readonly Record<string, unknown>[] } | undefined) =>
  schema?.security?.some((requirement) => "bearer" in requirement) ?? false;
