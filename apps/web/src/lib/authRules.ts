import type { OAuthPlatform, SrcType } from "@fable/contract";
import { LIMITS } from "@fable/contract";

/*
 * Copies of the auth rules in `@fable/contract` (auth.ts). That module also declares zod schemas at
 * module level, which the bundler cannot drop once any of its exports is used, so importing these
 * constants from it would ship zod (about 27 KB gzip) with the login modal. authRules.test.ts checks
 * that every copy here equals the contract's, so the two sides cannot drift apart.
 */

/** The account messages (docs/product.md#account-rules), word for word as the server sends them. */
export const AUTH_MESSAGES = {
  emailFormat: "The format of the email address is incorrect",
  emailEmpty: "The email address cannot be empty",
  passwordRule: "Password must be 6-20 characters and contain letters, not only digits",
  passwordsDiffer: "Inconsistent passwords",
  commonPassword: "This password is too common and easy to guess, please choose another",
  wrongCode: "wrong verification code",
  codeExpired: "The verification code has expired, please request a new one",
  codeTooManyTries: "Too many wrong attempts, please request a new code",
  resendTooSoon: "Please wait before requesting another code",
  dailyCodeLimit: "Too many codes requested today, please try again tomorrow",
  phoneFormat: "The phone number format is incorrect",
  wrongPassword: "Incorrect email or password",
  loginFailed: "Log in failed",
  tooManyAttempts: "Too many attempts, please try again later",
  needLogin: "Please log in first",
  loggedOut: "Your session has ended, please log in again",
  replacedSession: "Your account was signed in elsewhere",
  oauthDisabled: "This sign-in method is not available",
  oauthOtherBrowser: "This sign-in was started in another browser. Please start it again here.",
  accountRemoved: "This account has been removed",
  smsNotConfigured: "Sign-in by SMS is not configured on this server",
  emailTaken: "This email is already used by another account",
} as const;

export type AuthMessageId = keyof typeof AUTH_MESSAGES;

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const PHONE_PATTERN = /^1\d{10}$/;

/** 6–20 characters, at least one letter, not all digits. */
export function isValidPassword(password: string): boolean {
  return (
    password.length >= LIMITS.passwordMin &&
    password.length <= LIMITS.passwordMax &&
    /[A-Za-z]/.test(password) &&
    !/^\d+$/.test(password)
  );
}

/** `methodType` of /user/send/auth/code. */
export const CODE_PURPOSE = { VERIFY_EMAIL: 1, RESET_PASSWORD: 2, PHONE_LOGIN: 3 } as const;

export const OAUTH_PLATFORMS = [
  "google",
  "discord",
  "apple",
  "facebook",
] as const satisfies readonly OAuthPlatform[];

export const SRC_TYPE_BY_PLATFORM: Record<OAuthPlatform, SrcType> = {
  google: "GOOGLE",
  discord: "DISCORD",
  apple: "APPLE",
  facebook: "FACEBOOK",
};
