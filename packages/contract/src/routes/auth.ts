import { z } from "zod";
import {
  AuthProviders,
  CheckResetCodeRequest,
  LoginRequest,
  NameSuggestion,
  OAuthAuthorize,
  OAuthAuthorizeQuery,
  OAuthPlatformParam,
  ResetPasswordRequest,
  SendCodeRequest,
  UserInfo,
  ValidEmailRequest,
} from "../auth.ts";
import { defineRoute } from "./define.ts";

/**
 * Signing in and out: email and password, phone and code, providers (OAuth), verification codes and
 * the password reset. The provider's callback page (`/callback/apple`) is outside `/api`, so not here.
 */
export const authRoutes = {
  login: defineRoute({
    method: "POST",
    path: "/user/login",
    access: "public",
    tag: "auth",
    summary: "Sign in (or sign up) with email+password, phone+code or a provider's authorization code",
    body: LoginRequest,
    result: UserInfo,
  }),
  nameSuggestion: defineRoute({
    method: "GET",
    path: "/user/name/suggestion",
    access: "public",
    tag: "auth",
    summary: "A generated public name to offer at sign-up (never derived from the email)",
    result: NameSuggestion,
  }),
  sendCode: defineRoute({
    method: "POST",
    path: "/user/send/auth/code",
    access: "public",
    tag: "auth",
    summary: "Send a 6-digit code: methodType 1 verify email, 2 reset password, 3 phone sign-in",
    body: SendCodeRequest,
    result: z.null(),
  }),
  verifyEmail: defineRoute({
    method: "POST",
    path: "/user/valid/email",
    access: "public",
    tag: "auth",
    summary: "Verify an email with its code: completes a pending login, or binds the email when signed in",
    body: ValidEmailRequest,
    result: UserInfo,
  }),
  checkResetCode: defineRoute({
    method: "POST",
    path: "/user/check/reset/code",
    access: "public",
    tag: "auth",
    summary: "Password reset step 1: check the emailed code (it stays valid for step 2)",
    body: CheckResetCodeRequest,
    result: z.null(),
  }),
  resetPassword: defineRoute({
    method: "POST",
    path: "/user/reset/pwd",
    access: "public",
    tag: "auth",
    summary: "Password reset step 2: set the new password and sign in",
    body: ResetPasswordRequest,
    result: UserInfo,
  }),
  logout: defineRoute({
    method: "GET",
    path: "/user/loginOut",
    access: "public",
    tag: "auth",
    summary: "Sign out: revokes this session's token",
    result: z.null(),
  }),
  providers: defineRoute({
    method: "GET",
    path: "/user/auth/providers",
    access: "public",
    tag: "auth",
    summary: "Sign-in methods this installation offers",
    result: AuthProviders,
  }),
  oauthAuthorize: defineRoute({
    method: "GET",
    path: "/user/oauth/:platform/authorize",
    access: "public",
    tag: "auth",
    summary: "Where to send the browser to sign in with a provider",
    description:
      "The provider sends the browser back to redirectUri (default {PUBLIC_URL}/callback/{platform}) with " +
      "code and state; POST /user/login with srcType of the platform and auth { accessToken: code, state }. " +
      "The answer sets an HttpOnly cookie binding the state to this browser; the login must come from the same browser.",
    params: OAuthPlatformParam,
    query: OAuthAuthorizeQuery,
    result: OAuthAuthorize,
  }),
} as const;
