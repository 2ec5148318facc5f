import type {
  LoginRequest,
  OAuthPlatform,
  ResetPasswordRequest,
  UserInfo,
  ValidEmailRequest,
} from "@fable/contract";
import {
  CodePurpose,
  isCommonPassword,
  OAuthPlatform as OAuthPlatforms,
  ResponseCode,
  SRC_TYPE_BY_PLATFORM,
} from "@fable/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError, CredentialError } from "../../errors.ts";
import type { MessageId } from "../../i18n/message-groups.ts";
import { atField, verbatim } from "../../i18n/server-message.ts";
import { isAdminEmail } from "../../routing/roles.ts";
import { grantCreditsIn } from "../credits/index.ts";
import { noteSighting, recordReferralIn } from "../missions/index.ts";
import { findUser, newInvitationCode, suggestUserName, toUserInfo, type UserRow } from "../users/index.ts";
import { users } from "../users/users.schema.ts";
import { userIdentities } from "./auth.schema.ts";
import { checkCode, type PendingAttempt, sendCode } from "./codes.service.ts";
import { finishAuthorization, type OAuthProfile } from "./oauth/oauth.service.ts";
import { hashPassword, verifyPassword } from "./secrets.ts";
import { createSession, revokeAllSessions } from "./sessions.service.ts";

const failed = (id: MessageId) => new AppError(ResponseCode.FAILED, id);
const missing = (field: string, id: MessageId) => AppError.invalidInput(atField(`body.${field}`, id));

type Log = (line: string) => void;

export interface LoginHooks {
  log?: Log;
  /** Called when an email login does not sign in, so the route counts it against its failure limits. */
  onFailure?: () => Promise<void>;
  /** The OAuth binding cookie of the calling browser (see oauth/browser-binding.ts). */
  browserBinding?: string | null;
}

/** POST /user/login: one entry for every sign-in method, chosen by srcType. */
export async function login(
  ctx: ServiceContext,
  input: LoginRequest,
  hooks: LoginHooks = {},
): Promise<UserInfo> {
  switch (input.srcType) {
    case "LOCAL":
      if (!input.email) throw missing("email", "AuthMessages.emailEmpty");
      if (!input.userPwd) throw missing("userPwd", "AuthMessages.passwordRule");
      return loginWithPassword(ctx, { ...input, email: input.email, userPwd: input.userPwd }, hooks);
    case "PHONE":
      if (!input.phone) throw missing("phone", "AuthMessages.phoneFormat");
      if (!input.code) throw missing("code", "AuthMessages.wrongCode");
      return loginWithPhone(ctx, input.phone, input.code, input.usedInvitationCode);
    default: {
      const platform = platformOf(input.srcType);
      if (!platform) throw AppError.invalidInput("AuthMessages.oauthDisabled");
      if (!input.auth?.state) throw AppError.invalidInput(verbatim("body.auth.state: is required"));
      const { accessToken, state } = input.auth;
      const profile = await finishAuthorization(
        ctx,
        platform,
        accessToken,
        state,
        hooks.browserBinding ?? null,
      );
      return loginWithProvider(ctx, profile, input.usedInvitationCode);
    }
  }
}

function platformOf(srcType: string): OAuthPlatform | null {
  return OAuthPlatforms.options.find((platform) => SRC_TYPE_BY_PLATFORM[platform] === srcType) ?? null;
}

async function userByEmail(ctx: ServiceContext, email: string) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.removedAt)));
  return user;
}

/** The account whose owner proved this address. An unverified holder of it speaks for no one. */
async function verifiedAccount(ctx: ServiceContext, email: string) {
  const user = await userByEmail(ctx, email);
  return user?.emailVerified ? user : undefined;
}

/** A referral code counts only when it is another user's real code; anything else is ignored. */
async function validInvitation(ctx: ServiceContext, code: string | undefined) {
  if (!code) return null;
  const [inviter] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.invitationCode, code.toUpperCase()));
  return inviter ? code.toUpperCase() : null;
}

async function createAccount(
  ctx: ServiceContext,
  values: Partial<typeof users.$inferInsert> & { userName: string; srcType: string },
  invitation: string | undefined,
): Promise<UserRow> {
  const usedInvitationCode = await validInvitation(ctx, invitation);
  const now = ctx.clock.now();
  // The welcome credits are written with the account: no account is ever without them.
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        ...values,
        invitationCode: newInvitationCode(ctx.random),
        usedInvitationCode,
        createdAt: now,
      })
      .returning();
    if (ctx.config.NEW_USER_CREDITS > 0) {
      await grantCreditsIn(tx, now, {
        userId: user!.id,
        amount: ctx.config.NEW_USER_CREDITS,
        validDays: ctx.config.CREDITS_VALID_DAYS,
        reason: "welcome",
        operation: "welcome",
      });
    }
    // Where the account was made, and whose invitation it used: referral rewards judge both.
    await recordReferralIn(tx, ctx, user!);
    return user!;
  });
}

/**
 * Signs the user in: a login during the removal protection window cancels the removal
 * (docs/product.md#account-removal).
 */
async function completeLogin(ctx: ServiceContext, user: UserRow, srcType: string, isNewUser: boolean) {
  const [updated] = await ctx.db
    .update(users)
    .set({
      lastLoginAt: ctx.clock.now(),
      removalScheduledAt: null,
      // ADMIN_EMAILS names the operators: their accounts become admins (reviewers) when they sign in.
      ...(isAdminEmail(ctx.config, user.email) ? { userType: "admin" } : {}),
    })
    .where(eq(users.id, user.id))
    .returning();
  await noteSighting(ctx.db, ctx, user.id);
  const token = await createSession(ctx, updated!, srcType);
  return toUserInfo(ctx, updated!, { token, isNewUser });
}

/** Sends the verification code of a login; a code sent moments ago is still good, so "too soon" is fine. */
async function sendLoginCode(ctx: ServiceContext, email: string, log?: Log, attempt?: PendingAttempt) {
  await sendCode(ctx, CodePurpose.VERIFY_EMAIL, email, log, attempt).catch((error: unknown) => {
    if (!(error instanceof AppError && error.says("AuthMessages.resendTooSoon"))) throw error;
  });
}

/** A 64-hex digest is a client-side hash of the password: the list of common passwords cannot judge it. */
const isCommon = (password: string) => !/^[a-f0-9]{64}$/.test(password) && isCommonPassword(password);

/** Any argon2 hash: checked against when there is no account, so both cases take as long. */
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword("no account has this password");
  return decoyHash;
};

/**
 * The answer to every email login that does not sign in at once. It is the same for an unknown
 * address, for one someone else already tried, and for a verified account given a wrong password, so
 * the login form tells no one whether an address has an account (issue 15, item 8).
 */
function codeSentAnswer(email: string): UserInfo {
  return {
    id: "",
    userName: "",
    email,
    phone: null,
    gender: null,
    userType: "user",
    isNewUser: false,
    needValidEmail: true,
    token: null,
    originalId: "",
    usedInvitationCode: null,
    isRecommendCategoryUser: false,
    privacy: true,
    allowFollow: true,
    avatar: "",
    bio: "",
    srcType: "LOCAL",
    removalScheduledAt: null,
    nsfwEnabled: false,
    namePromptPending: false,
    credit: { creditAmount: 0, create: { creditAmount: 0 } },
  };
}

/**
 * Email and password. The right password of a verified account signs in. Anything else emails a
 * code to the address and answers `needValidEmail`: for an address without a verified account the
 * code creates it (docs/product.md#sign-in) with the password of whoever verifies; for a verified account it
 * signs the owner in by the emailed code (spec'd as a sign-in method) without changing the password. A
 * common password is refused here unless it is the account's own, alike for every address.
 */
async function loginWithPassword(
  ctx: ServiceContext,
  input: LoginRequest & { email: string; userPwd: string },
  hooks: LoginHooks,
): Promise<UserInfo> {
  const { email, userPwd: password } = input;
  const account = await verifiedAccount(ctx, email);
  const passwordHash = account?.passwordHash ?? (await decoy());
  if ((await verifyPassword(passwordHash, password)) && account) {
    return completeLogin(ctx, account, "LOCAL", false);
  }
  await hooks.onFailure?.();
  if (isCommon(password)) throw failed("AuthMessages.commonPassword");
  // The typed password waits with the code, not on a user row, so an attempt nobody verifies binds
  // nothing. It is kept for every address alike (a verified account ignores it), so that no step,
  // and no step's duration, differs between an address with an account and one without.
  await sendLoginCode(ctx, email, hooks.log, {
    passwordHash: await hashPassword(password),
    invitationCode: await validInvitation(ctx, input.usedInvitationCode),
    userName: input.userName ?? null,
  });
  return codeSentAnswer(email);
}

/**
 * POST /user/valid/email. Signed out: completes the login of that email (see loginWithPassword).
 * Signed in: binds the email to the account (BIND_EMAIL).
 */
export async function validateEmail(ctx: ServiceContext, input: ValidEmailRequest): Promise<UserInfo> {
  const owner = await userByEmail(ctx, input.email);
  if (ctx.userId !== null) {
    if (owner && owner.id !== ctx.userId) throw failed("AuthMessages.emailTaken");
    await checkCode(ctx, CodePurpose.VERIFY_EMAIL, input.email, input.authCode, { consume: true });
    const [user] = await ctx.db
      .update(users)
      .set({ email: input.email, emailVerified: true })
      .where(eq(users.id, ctx.userId))
      .returning();
    return toUserInfo(ctx, user!);
  }
  // Refused before the code is used, and for every address alike (the password is ignored for a verified one).
  if (input.userPwd && isCommon(input.userPwd)) throw failed("AuthMessages.commonPassword");
  const code = await checkCode(ctx, CodePurpose.VERIFY_EMAIL, input.email, input.authCode, { consume: true });
  if (owner?.emailVerified) return completeLogin(ctx, owner, "LOCAL", false);
  if (owner) {
    // It holds the address without proof (a provider that did not verify it); whoever just did gets it.
    await ctx.db.update(users).set({ email: null }).where(eq(users.id, owner.id));
  }
  // The password and name typed by the person verifying win; the attempt's own are for clients that
  // do not repeat them (the attempt may be a squatter's, whose code the owner received).
  const byVerifier = input.userPwd !== undefined;
  const passwordHash = byVerifier ? await hashPassword(input.userPwd!) : code.passwordHash;
  const chosenName = byVerifier ? input.userName : code.userName;
  const user = await createAccount(
    ctx,
    {
      email: input.email,
      emailVerified: true,
      userName: chosenName ?? suggestUserName(ctx),
      namePromptPending: false,
      passwordHash,
      srcType: "LOCAL",
    },
    code.invitationCode ?? undefined,
  );
  return completeLogin(ctx, user, "LOCAL", true);
}

/** POST /user/send/auth/code. */
export async function sendAuthCode(
  ctx: ServiceContext,
  input: { methodType: 1 | 2 | 3; email?: string | undefined; phone?: string | undefined },
  log?: Log,
) {
  if (input.methodType === CodePurpose.PHONE_LOGIN) {
    if (!input.phone) throw missing("phone", "AuthMessages.phoneFormat");
    if (!ctx.config.devOutbox) throw failed("AuthMessages.smsNotConfigured");
    return sendCode(ctx, CodePurpose.PHONE_LOGIN, input.phone, log);
  }
  if (!input.email) throw missing("email", "AuthMessages.emailEmpty");
  if (input.methodType === CodePurpose.RESET_PASSWORD && !(await verifiedAccount(ctx, input.email))) {
    // Answer the same as for a real account, so the form cannot be used to learn who has one.
    return;
  }
  return sendCode(ctx, input.methodType, input.email, log);
}

/** Step 1 of password reset: the code is checked but stays valid for step 2. */
export async function checkResetCode(ctx: ServiceContext, input: { email: string; authCode: string }) {
  await checkCode(ctx, CodePurpose.RESET_PASSWORD, input.email, input.authCode, { consume: false });
}

/** Step 2: sets the new password, ends every other session, and signs in (docs/product.md#password-reset). */
export async function resetPassword(ctx: ServiceContext, input: ResetPasswordRequest): Promise<UserInfo> {
  const user = await verifiedAccount(ctx, input.email);
  if (!user) throw new CredentialError("AuthMessages.wrongCode");
  await checkCode(ctx, CodePurpose.RESET_PASSWORD, input.email, input.authCode, { consume: true });
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPwd), emailVerified: true })
    .where(eq(users.id, user.id));
  await revokeAllSessions(ctx, user.id, "logout");
  return completeLogin(ctx, user, "LOCAL", false);
}

async function loginWithPhone(
  ctx: ServiceContext,
  phone: string,
  code: string,
  invitation: string | undefined,
) {
  await checkCode(ctx, CodePurpose.PHONE_LOGIN, phone, code, { consume: true });
  const [existing] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.removedAt)));
  if (existing) return completeLogin(ctx, existing, "PHONE", false);
  const user = await createAccount(
    ctx,
    { phone, userName: `User ${phone.slice(-4)}`, srcType: "PHONE" },
    invitation,
  );
  return completeLogin(ctx, user, "PHONE", true);
}

/** Finds the account of a provider identity, links one by verified email, or creates one. */
async function loginWithProvider(ctx: ServiceContext, profile: OAuthProfile, invitation: string | undefined) {
  const srcType = SRC_TYPE_BY_PLATFORM[profile.platform];
  const [identity] = await ctx.db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(
      and(
        eq(userIdentities.platform, profile.platform),
        eq(userIdentities.providerUserId, profile.providerUserId),
      ),
    );
  if (identity) return completeLogin(ctx, await findUser(ctx, identity.userId), srcType, false);

  // Only an email the provider has verified may claim an existing account; otherwise anyone could
  // register that address at a lax provider and take the account over.
  const verifiedEmail = profile.email && profile.emailVerified ? profile.email : null;
  const linked = verifiedEmail ? await userByEmail(ctx, verifiedEmail) : undefined;
  const emailFree = profile.email ? !(await userByEmail(ctx, profile.email)) : false;
  const user =
    linked ??
    (await createAccount(
      ctx,
      {
        email: emailFree ? profile.email : null,
        emailVerified: emailFree && profile.emailVerified,
        userName: profile.name.slice(0, 30) || suggestUserName(ctx),
        avatar: "",
        srcType,
      },
      invitation,
    ));
  if (linked && !linked.emailVerified) {
    // Whoever set the password never proved they own this address; the provider just did, for someone else.
    await ctx.db
      .update(users)
      .set({ emailVerified: true, passwordHash: null })
      .where(eq(users.id, linked.id));
  }
  await ctx.db.insert(userIdentities).values({
    userId: user.id,
    platform: profile.platform,
    providerUserId: profile.providerUserId,
    email: profile.email,
    createdAt: ctx.clock.now(),
  });
  return completeLogin(ctx, user, srcType, !linked);
}
