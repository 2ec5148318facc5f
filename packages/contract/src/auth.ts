import { z } from "zod";
import { Gender } from "./bots.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { LIMITS } from "./limits.ts";
import { Entitlements } from "./plans.ts";

/** Sign-in sources of the login payload (docs/product.md#login-payload). */
export const SrcType = z.enum([
  "LOCAL",
  "PHONE",
  "WECHAT",
  "GOOGLE",
  "GOOGLE_ONE_TAP",
  "FACEBOOK",
  "DISCORD",
  "APPLE",
]);
export type SrcType = z.infer<typeof SrcType>;

/** OAuth providers Fable supports (each enabled only when its client id and secret are configured). */
export const OAuthPlatform = z.enum(["google", "discord", "apple", "facebook"]);
export type OAuthPlatform = z.infer<typeof OAuthPlatform>;

export const SRC_TYPE_BY_PLATFORM: Record<OAuthPlatform, SrcType> = {
  google: "GOOGLE",
  discord: "DISCORD",
  apple: "APPLE",
  facebook: "FACEBOOK",
};

/** What a verification code is for (`methodType` of /user/send/auth/code). */
export const CodePurpose = { VERIFY_EMAIL: 1, RESET_PASSWORD: 2, PHONE_LOGIN: 3 } as const;
export type CodePurposeValue = (typeof CodePurpose)[keyof typeof CodePurpose];
export const MethodType = z.union([
  z.literal(CodePurpose.VERIFY_EMAIL),
  z.literal(CodePurpose.RESET_PASSWORD),
  z.literal(CodePurpose.PHONE_LOGIN),
]);

/**
 * Account messages (docs/product.md#account-rules); the server sends them and the web app translates them by
 * these exact texts.
 */
export const AuthMessages = {
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

/**
 * Field checks of the account forms beyond the spec's list (docs/product.md#account-rules); the web app
 * does not mirror these.
 */
export const AccountFieldMessages = {
  invitationCode: "Invalid invitation code",
  userNameEmpty: "The user name cannot be empty",
} as const;

/**
 * Email: text, @, domain, dot, suffix (docs/product.md#account-rules); ASCII only so look-alike characters
 * cannot pose as another address.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** Chinese mobile number: starts with 1, 11 digits. */
export const PHONE_PATTERN = /^1\d{10}$/;

export const Email = z
  .string({ error: AuthMessages.emailEmpty })
  .trim()
  .min(1, AuthMessages.emailEmpty)
  .max(254, AuthMessages.emailFormat)
  .regex(EMAIL_PATTERN, AuthMessages.emailFormat)
  .transform((email) => email.toLowerCase());

/** 6–20 characters, at least one letter, not all digits. */
export function isValidPassword(password: string): boolean {
  return (
    password.length >= LIMITS.passwordMin &&
    password.length <= LIMITS.passwordMax &&
    /[A-Za-z]/.test(password) &&
    !/^\d+$/.test(password)
  );
}

/**
 * A password being set (reset, change): the 6–20 rule, and not one of the most common passwords.
 * Signing in checks only the rule, so accounts that already have a common password still get in.
 */
export const NewPassword = z
  .string()
  .max(200)
  .refine(isValidPassword, AuthMessages.passwordRule)
  .refine((password) => !isCommonPassword(password), AuthMessages.commonPassword);
/** The client may send a pre-hashed password (64 hex characters); the server hashes whatever it gets again. */
const PasswordOrDigest = z
  .string()
  .max(200)
  .refine((value) => isValidPassword(value) || /^[a-f0-9]{64}$/.test(value), AuthMessages.passwordRule);

export const VerificationCode = z.string().regex(/^\d{6}$/, AuthMessages.wrongCode);
export const Phone = z.string().trim().regex(PHONE_PATTERN, AuthMessages.phoneFormat);
export const InvitationCode = z
  .string()
  .trim()
  .max(32)
  .regex(/^[A-Za-z0-9_-]*$/, AccountFieldMessages.invitationCode);

/** The public name others see: 1–30 characters after trimming (POST /user/update, and sign-up). */
export const UserName = z.string().trim().min(1, AccountFieldMessages.userNameEmpty).max(LIMITS.userNameMax);

/** POST /user/login (docs/product.md#login-payload). */
export const LoginRequest = z.object({
  srcType: SrcType.default("LOCAL"),
  email: Email.optional(),
  userPwd: PasswordOrDigest.optional(),
  phone: Phone.optional(),
  code: VerificationCode.optional(),
  /** OAuth: the authorization code and state from /callback/{platform}. */
  auth: z
    .object({ accessToken: z.string().min(1).max(4096), state: z.string().max(512).optional() })
    .optional(),
  usedInvitationCode: InvitationCode.optional(),
  sourceWebsite: z.string().max(200).optional(),
  /** Email sign-up: the public name for a new account (else the server generates one); ignored otherwise. */
  userName: UserName.optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const SendCodeRequest = z.object({
  methodType: MethodType,
  email: Email.optional(),
  phone: Phone.optional(),
});
export type SendCodeRequest = z.infer<typeof SendCodeRequest>;

/**
 * POST /user/valid/email. `userPwd` repeats the password typed at login, so a new account gets the
 * password of the person who received the code, not that of whoever last asked for a code.
 */
export const ValidEmailRequest = z.object({
  email: Email,
  authCode: VerificationCode,
  userPwd: PasswordOrDigest.optional(),
  /** The public name chosen at sign-up, repeated by the code step like the password. */
  userName: UserName.optional(),
});
export type ValidEmailRequest = z.infer<typeof ValidEmailRequest>;

/** Step 1 of password reset checks the code without using it up. */
export const CheckResetCodeRequest = z.object({ email: Email, authCode: VerificationCode });

export const ResetPasswordRequest = z
  .object({
    email: Email,
    authCode: VerificationCode,
    newPwd: NewPassword,
    confirmPwd: z.string().max(200).optional(),
  })
  .refine((body) => body.confirmPwd === undefined || body.confirmPwd === body.newPwd, {
    message: AuthMessages.passwordsDiffer,
    path: ["confirmPwd"],
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** POST /user/update. */
export const UpdateProfileRequest = z.object({
  /** Saving a name, even the current one, also answers the one-time "choose your name" prompt. */
  userName: UserName.optional(),
  avatar: z
    .string()
    .max(500)
    .regex(/^\/uploads\/(?!.*\.\.)[A-Za-z0-9/_.-]+$/, "The avatar must be an uploaded image")
    .optional(),
  bio: z.string().trim().max(500).optional(),
  gender: Gender.nullable().optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/** POST /user/privacy. */
export const PrivacyRequest = z.object({
  privacy: z.boolean().optional(),
  allowFollow: z.boolean().optional(),
});
export type PrivacyRequest = z.infer<typeof PrivacyRequest>;

/** User info (docs/product.md#user). `privacy` true means the user takes part in leaderboards. */
export const UserInfo = z.object({
  id: z.string(),
  userName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  userType: z.string(),
  isNewUser: z.boolean(),
  needValidEmail: z.boolean(),
  token: z.string().nullable(),
  originalId: z.string(),
  usedInvitationCode: z.string().nullable(),
  isRecommendCategoryUser: z.boolean(),
  privacy: z.boolean(),
  allowFollow: z.boolean(),
  avatar: z.string(),
  bio: z.string(),
  srcType: SrcType,
  /** When the account is scheduled for removal (ISO time), else null. */
  removalScheduledAt: z.string().nullable(),
  /** Adult content enabled (paid plan, 18+ confirmed). */
  nsfwEnabled: z.boolean(),
  /** The server replaced a name taken from the email: the web asks once to choose one. */
  namePromptPending: z.boolean(),
  credit: z.object({ creditAmount: z.number().int(), create: z.object({ creditAmount: z.number().int() }) }),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** GET /user/name/suggestion: a generated public name to offer at sign-up. */
export const NameSuggestion = z.object({ userName: z.string() });
export type NameSuggestion = z.infer<typeof NameSuggestion>;

/** GET /user/status (docs/product.md#user-status). */
export const UserStatus = z.object({
  vip: z.boolean(),
  userVip: z.boolean(),
  vipEnum: z.string(),
  lastVipEndTime: z.string().nullable(),
  lastVipEndReminded: z.boolean(),
  lastSubscriptionStatus: z.string().nullable(),
  /** The membership that counts now: when its period ends, whether it renews (docs/product.md#plans). */
  subscription: z
    .object({
      status: z.enum(["trialing", "active", "pay_failed", "ended"]),
      provider: z.enum(["operator", "dev", "stripe"]),
      periodEnd: z.string(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
});
export type UserStatus = z.infer<typeof UserStatus>;

/** GET /user/auth/permission: what the signed-in user may do. */
export const UserPermission = z.object({
  createBot: z.boolean(),
  maxBots: z.number().int(),
  nsfw: z.boolean(),
  memoryLibrary: z.boolean(),
  customPacks: z.boolean(),
  /** Everything the plan grants (docs/product.md#plans). */
  entitlements: Entitlements,
});

/** GET /user/auth/providers: sign-in methods this installation offers. */
export const AuthProviders = z.object({
  oauth: z.array(OAuthPlatform),
  phone: z.boolean(),
  email: z.boolean(),
});
export type AuthProviders = z.infer<typeof AuthProviders>;

/** GET /user/oauth/{platform}/authorize: where to send the browser. */
export const OAuthAuthorize = z.object({ url: z.string(), state: z.string() });

export const OAuthPlatformParam = z.object({ platform: OAuthPlatform });

/** Where the provider sends the browser back; {PUBLIC_URL}/callback/{platform} when left out. */
export const OAuthAuthorizeQuery = z.object({ redirectUri: z.string().max(2000).optional() });
