import { authRoutes as routes } from "@fable/contract/routes/auth";
import { userRoutes } from "@fable/contract/routes/users";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { CredentialError } from "../../errors.ts";
import { byAccountAndIp, byIp, type RateRule, recordFailure } from "../../plugins/rate-limit.ts";
import { serve } from "../../routing/serve-route.ts";
import { suggestUserName } from "../users/index.ts";
import { requestRemoval } from "./account-removal.service.ts";
import { checkResetCode, login, resetPassword, sendAuthCode, validateEmail } from "./accounts.service.ts";
import { readBrowserBinding } from "./oauth/browser-binding.ts";
import { revokeSession } from "./sessions.service.ts";

const MINUTE = 60_000;
/** Failures allowed per account from one address, and per address, in 15 minutes. */
export const FAILURE_LIMITS = { accountFromAddress: 5, address: 100 } as const;
/**
 * Guessing passwords or codes. Failures are counted, not attempts, per account from one address and
 * per address, so a guesser elsewhere never locks the owner out; a ceiling on all requests per
 * address stays. Every email login that does not sign in counts, a first sign-up included (an
 * answer that depended on the address having an account would tell who has one), which is why the
 * per-address limit leaves room for an office or campus signing up behind one address.
 */
const credentialLimits: RateRule[] = [
  { name: "credentials-ip", limit: 30, windowMs: MINUTE, key: byIp },
  {
    name: "failures-account-ip",
    limit: FAILURE_LIMITS.accountFromAddress,
    windowMs: 15 * MINUTE,
    key: byAccountAndIp,
    counts: "failures",
  },
  {
    name: "failures-ip",
    limit: FAILURE_LIMITS.address,
    windowMs: 15 * MINUTE,
    key: byIp,
    counts: "failures",
  },
];

/** Runs a credential check, counting a wrong code (a CredentialError) against the failure limits. */
async function countingFailures<T>(request: FastifyRequest, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof CredentialError) await recordFailure(request);
    throw error;
  }
}
const codeSendLimits: RateRule[] = [{ name: "code-send-ip", limit: 10, windowMs: MINUTE, key: byIp }];

const credentialChecks = { config: { rateLimits: credentialLimits } };

export async function authRoutes(app: FastifyInstance) {
  serve(
    app,
    routes.login,
    (ctx, { body }, { request }) =>
      countingFailures(request, () =>
        login(ctx, body, {
          log: (line) => request.log.info(line),
          onFailure: () => recordFailure(request),
          browserBinding: readBrowserBinding(request.headers.cookie),
        }),
      ),
    credentialChecks,
  );

  serve(app, routes.nameSuggestion, (ctx) => ({ userName: suggestUserName(ctx) }));

  serve(
    app,
    routes.sendCode,
    async (ctx, { body }, { request }) => {
      await sendAuthCode(ctx, body, (line) => request.log.info(line));
      return null;
    },
    { config: { rateLimits: codeSendLimits } },
  );

  serve(
    app,
    routes.verifyEmail,
    (ctx, { body }, { request }) => countingFailures(request, () => validateEmail(ctx, body)),
    credentialChecks,
  );

  serve(
    app,
    routes.checkResetCode,
    async (ctx, { body }, { request }) => {
      await countingFailures(request, () => checkResetCode(ctx, body));
      return null;
    },
    credentialChecks,
  );

  serve(
    app,
    routes.resetPassword,
    (ctx, { body }, { request }) => countingFailures(request, () => resetPassword(ctx, body)),
    credentialChecks,
  );

  serve(app, routes.logout, async (ctx) => {
    if (ctx.sessionId !== null) await revokeSession(ctx, ctx.sessionId, "logout");
    return null;
  });
  // In the users group of the contract (the spec's /user/* path), served here with the rest of an
  // account's life: removal revokes the sessions and, once due, clears what every module keeps.
  serve(app, userRoutes.removeAccount, (ctx) => requestRemoval(ctx));
}
