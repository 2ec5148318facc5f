import type {
  LoginRequest,
  OAuthPlatform,
  ResetPasswordRequest,
  SendCodeRequest,
  UserInfo,
  ValidEmailRequest,
} from "@fable/contract";
import { api } from "../api";

/*
 * The login modal's calls, used as its mutations' functions. They live apart from queries/auth.ts,
 * which the app shell loads on every page (log out), so that they download with the modal and not
 * with the home route.
 */

/** POST /user/login: email and password, phone and SMS code, or a provider's answer. */
export const signIn = (body: LoginRequest) => api.post<UserInfo>("/user/login", body);

/** POST /user/send/auth/code: emails or texts a verification code for one purpose. */
export const sendAuthCode = (body: SendCodeRequest) => api.post<null>("/user/send/auth/code", body);

/** POST /user/valid/email: proves an address with its code (verifying a sign-in, binding an email). */
export const verifyEmail = (body: ValidEmailRequest) => api.post<UserInfo>("/user/valid/email", body);

/** POST /user/check/reset/code: step 1 of a password reset checks the code without using it up. */
export const checkResetCode = (body: Pick<ResetPasswordRequest, "email" | "authCode">) =>
  api.post<null>("/user/check/reset/code", body);

/** POST /user/reset/pwd: step 2 sets the new password, which signs the user in. */
export const resetPassword = (body: ResetPasswordRequest) => api.post<UserInfo>("/user/reset/pwd", body);

/** GET /user/oauth/{platform}/authorize: the provider's page to send the browser to. */
export const oauthAuthorizeUrl = (platform: OAuthPlatform) =>
  api.get<{ url: string; state: string }>(`/user/oauth/${platform}/authorize`);
