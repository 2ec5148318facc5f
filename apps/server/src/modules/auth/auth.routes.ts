import {
  CheckResetCodeRequest,
  envelopeOf,
  LoginRequest,
  NameSuggestion,
  ResetPasswordRequest,
  SendCodeRequest,
  UserInfo,
  ValidEmailRequest,
} from "@fable/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contextOf } from "../../context.ts";
import { CredentialError } from "../../errors.ts";
import { ok } from "../../plugins/envelope.ts";
import { byAccountAndIp, byIp, type RateRule, recordFailure } from "../../plugins/rate-limit.ts";
import { suggestUserName } from "../users/generated-names.ts";
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

const userInfoResponse = { 200: envelopeOf(UserInfo) };
const emptyResponse = { 200: envelopeOf(z.null()) };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/user/login",
    {
      config: { rateLimits: credentialLimits },
      schema: {
        tags: ["auth"],
        summary: "Sign in (or sign up) with email+password, phone+code or a provider's authorization code",
        body: LoginRequest,
        response: userInfoResponse,
      },
    },
    async (request) =>
      ok(
        await countingFailures(request, () =>
          login(contextOf(request), request.body, {
            log: (line) => request.log.info(line),
            onFailure: () => recordFailure(request),
            browserBinding: readBrowserBinding(request.headers.cookie),
          }),
        ),
      ),
  );

  app.get(
    "/user/name/suggestion",
    {
      schema: {
        tags: ["auth"],
        summary: "A generated public name to offer at sign-up (never derived from the email)",
        response: { 200: envelopeOf(NameSuggestion) },
      },
    },
    async (request) => ok({ userName: suggestUserName(contextOf(request)) } satisfies NameSuggestion),
  );

  app.post(
    "/user/send/auth/code",
    {
      config: { rateLimits: codeSendLimits },
      schema: {
        tags: ["auth"],
        summary: "Send a 6-digit code: methodType 1 verify email, 2 reset password, 3 phone sign-in",
        body: SendCodeRequest,
        response: emptyResponse,
      },
    },
    async (request) => {
      await sendAuthCode(contextOf(request), request.body, (line) => request.log.info(line));
      return ok(null);
    },
  );

  app.post(
    "/user/valid/email",
    {
      config: { rateLimits: credentialLimits },
      schema: {
        tags: ["auth"],
        summary:
          "Verify an email with its code: completes a pending login, or binds the email when signed in",
        body: ValidEmailRequest,
        response: userInfoResponse,
      },
    },
    async (request) =>
      ok(await countingFailures(request, () => validateEmail(contextOf(request), request.body))),
  );

  app.post(
    "/user/check/reset/code",
    {
      config: { rateLimits: credentialLimits },
      schema: {
        tags: ["auth"],
        summary: "Password reset step 1: check the emailed code (it stays valid for step 2)",
        body: CheckResetCodeRequest,
        response: emptyResponse,
      },
    },
    async (request) => {
      await countingFailures(request, () => checkResetCode(contextOf(request), request.body));
      return ok(null);
    },
  );

  app.post(
    "/user/reset/pwd",
    {
      config: { rateLimits: credentialLimits },
      schema: {
        tags: ["auth"],
        summary: "Password reset step 2: set the new password and sign in",
        body: ResetPasswordRequest,
        response: userInfoResponse,
      },
    },
    async (request) =>
      ok(await countingFailures(request, () => resetPassword(contextOf(request), request.body))),
  );

  app.get(
    "/user/loginOut",
    {
      schema: { tags: ["auth"], summary: "Sign out: revokes this session's token", response: emptyResponse },
    },
    async (request) => {
      const ctx = contextOf(request);
      if (ctx.sessionId !== null) await revokeSession(ctx, ctx.sessionId, "logout");
      return ok(null);
    },
  );
};
