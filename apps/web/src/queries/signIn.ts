import type {
  LoginRequest,
  OAuthPlatform,
  ResetPasswordRequest,
  SendCodeRequest,
  ValidEmailRequest,
} from "@fable/contract";
import { authRoutes } from "@fable/contract/routes/auth";
import { api } from "../api";
import { storedInvitation } from "../lib/invitation";

/*
 * The login modal's calls, used as its mutations' functions. They live apart from queries/auth.ts,
 * which the app shell loads on every page (log out), so that they download with the modal and not
 * with the home route.
 */

/**
 * POST /user/login: email and password, phone and SMS code, or a provider's answer. The code of an
 * invitation link the visitor came by goes along (the server uses it only for a new account).
 */
export function signIn(body: LoginRequest) {
  const usedInvitationCode = body.usedInvitationCode ?? storedInvitation();
  return api.call(authRoutes.login, { body: usedInvitationCode ? { ...body, usedInvitationCode } : body });
}

/** POST /user/send/auth/code: emails or texts a verification code for one purpose. */
export const sendAuthCode = (body: SendCodeRequest) => api.call(authRoutes.sendCode, { body });

/** POST /user/valid/email: proves an address with its code (verifying a sign-in, binding an email). */
export const verifyEmail = (body: ValidEmailRequest) => api.call(authRoutes.verifyEmail, { body });

/** POST /user/check/reset/code: step 1 of a password reset checks the code without using it up. */
export const checkResetCode = (body: Pick<ResetPasswordRequest, "email" | "authCode">) =>
  api.call(authRoutes.checkResetCode, { body });

/** POST /user/reset/pwd: step 2 sets the new password, which signs the user in. */
export const resetPassword = (body: ResetPasswordRequest) => api.call(authRoutes.resetPassword, { body });

/** GET /user/oauth/{platform}/authorize: the provider's page to send the browser to. */
export const oauthAuthorizeUrl = (platform: OAuthPlatform) =>
  api.call(authRoutes.oauthAuthorize, { params: { platform }, query: {} });
