import type {
  LoginRequest,
  OAuthPlatform,
  ResetPasswordRequest,
  UserInfo,
  ValidEmailRequest,
} from "@fable/contract";
import {
  AuthMessages,
  CodePurpose,
  OAuthPlatform as OAuthPlatforms,
  ResponseCode,
  SRC_TYPE_BY_PLATFORM,
} from "@fable/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { suggestUserName } from "../users/generated-names.ts";
import { isAdminEmail } from "../users/roles.ts";
import { findUser, toUserInfo, type UserRow } from "../users/user-info.ts";
import { users } from "../users/users.schema.ts";
import { userIdentities } from "./auth.schema.ts";
import { checkCode, sendCode } from "./codes.service.ts";
import { finishAuthorization, type OAuthProfile } from "./oauth/oauth.service.ts";
import { hashPassword, newInvitationCode, verifyPassword } from "./secrets.ts";
import { createSession, revokeAllSessions } from "./sessions.service.ts";

const failed = (message: string) => new AppError(ResponseCode.FAILED, message);
const missing = (field: string, message: string) => AppError.invalidInput(`body.${field}: ${message}`);

type Log = (line: string) => void;

/**
 * POST /user/login: one entry for every sign-in method, chosen by srcType. `browserBinding` is the
 * OAuth binding cookie of the calling browser (see oauth/browser-binding.ts).
 */
export async function login(
  ctx: ServiceContext,
  input: LoginRequest,
  log?: Log,
  browserBinding: string | null = null,
): Promise<UserInfo> {
  switch (input.srcType) {
    case "LOCAL":
      if (!input.email) throw missing("email", AuthMessages.emailEmpty);
      if (!input.userPwd) throw missing("userPwd", AuthMessages.passwordRule);
      return loginWithPassword(
        ctx,
        input.email,
        input.userPwd,
        input.usedInvitationCode,
        log,
        input.userName,
      );
    case "PHONE":
      if (!input.phone) throw missing("phone", AuthMessages.phoneFormat);
      if (!input.code) throw missing("code", AuthMessages.wrongCode);
      return loginWithPhone(ctx, input.phone, input.code, input.usedInvitationCode);
    default: {
      const platform = platformOf(input.srcType);
      if (!platform) throw AppError.invalidInput(AuthMessages.oauthDisabled);
      if (!input.auth?.state) throw missing("auth.state", "is required");
      const { accessToken, state } = input.auth;
      const profile = await finishAuthorization(ctx, platform, accessToken, state, browserBinding);
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
  const [user] = await ctx.db
    .insert(users)
    .values({
      ...values,
      invitationCode: newInvitationCode(ctx.random),
      usedInvitationCode: await validInvitation(ctx, invitation),
      createdAt: ctx.clock.now(),
    })
    .returning();
  return user!;
}

/** Signs the user in: a login during the removal protection window cancels the removal (spec §4). */
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
  const token = await createSession(ctx, updated!, srcType);
  return toUserInfo(updated!, { token, isNewUser });
}

/** Sends the verification code of a pending login; a code sent moments ago is still good, so "too soon" is fine. */
async function sendPendingCode(ctx: ServiceContext, email: string, log?: Log) {
  await sendCode(ctx, CodePurpose.VERIFY_EMAIL, email, log).catch((error: unknown) => {
    if (!(error instanceof AppError && error.message === AuthMessages.resendTooSoon)) throw error;
  });
}

async function loginWithPassword(
  ctx: ServiceContext,
  email: string,
  password: string,
  invitation: string | undefined,
  log?: Log,
  chosenName?: string,
): Promise<UserInfo> {
  const existing = await userByEmail(ctx, email);
  if (!existing) {
    // Logging in with an unregistered email creates the account (spec §1); it signs in once the email is verified.
    const user = await createAccount(
      ctx,
      {
        email,
        userName: chosenName ?? suggestUserName(ctx),
        passwordHash: await hashPassword(password),
        srcType: "LOCAL",
      },
      invitation,
    );
    await sendPendingCode(ctx, email, log);
    return toUserInfo(user, { needValidEmail: true, isNewUser: true });
  }
  if (!existing.passwordHash || !(await verifyPassword(existing.passwordHash, password))) {
    throw failed(AuthMessages.wrongPassword);
  }
  if (!existing.emailVerified) {
    await sendPendingCode(ctx, email, log);
    return toUserInfo(existing, { needValidEmail: true, isNewUser: existing.lastLoginAt === null });
  }
  return completeLogin(ctx, existing, "LOCAL", false);
}

/**
 * POST /user/valid/email. Signed out: completes the pending login of that email.
 * Signed in: binds the email to the account (BIND_EMAIL).
 */
export async function validateEmail(ctx: ServiceContext, input: ValidEmailRequest): Promise<UserInfo> {
  const owner = await userByEmail(ctx, input.email);
  if (ctx.userId !== null) {
    if (owner && owner.id !== ctx.userId) throw failed(AuthMessages.emailTaken);
    await checkCode(ctx, CodePurpose.VERIFY_EMAIL, input.email, input.authCode, { consume: true });
    const [user] = await ctx.db
      .update(users)
      .set({ email: input.email, emailVerified: true })
      .where(eq(users.id, ctx.userId))
      .returning();
    return toUserInfo(user!);
  }
  if (!owner) throw failed(AuthMessages.wrongCode);
  await checkCode(ctx, CodePurpose.VERIFY_EMAIL, input.email, input.authCode, { consume: true });
  await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.id));
  return completeLogin(ctx, owner, "LOCAL", owner.lastLoginAt === null);
}

/** POST /user/send/auth/code. */
export async function sendAuthCode(
  ctx: ServiceContext,
  input: { methodType: 1 | 2 | 3; email?: string | undefined; phone?: string | undefined },
  log?: Log,
) {
  if (input.methodType === CodePurpose.PHONE_LOGIN) {
    if (!input.phone) throw missing("phone", AuthMessages.phoneFormat);
    if (!ctx.config.devOutbox) throw failed(AuthMessages.smsNotConfigured);
    return sendCode(ctx, CodePurpose.PHONE_LOGIN, input.phone, log);
  }
  if (!input.email) throw missing("email", AuthMessages.emailEmpty);
  if (input.methodType === CodePurpose.RESET_PASSWORD && !(await userByEmail(ctx, input.email))) {
    // Answer the same as for a real account, so the form cannot be used to learn who has one.
    return;
  }
  return sendCode(ctx, input.methodType, input.email, log);
}

/** Step 1 of password reset: the code is checked but stays valid for step 2. */
export async function checkResetCode(ctx: ServiceContext, input: { email: string; authCode: string }) {
  await checkCode(ctx, CodePurpose.RESET_PASSWORD, input.email, input.authCode, { consume: false });
}

/** Step 2: sets the new password, ends every other session, and signs in (spec §4). */
export async function resetPassword(ctx: ServiceContext, input: ResetPasswordRequest): Promise<UserInfo> {
  const user = await userByEmail(ctx, input.email);
  if (!user) throw failed(AuthMessages.wrongCode);
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
