import type { SrcType, UserInfo } from "@fable/contract";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { canOnProfile } from "../../policies/profile.policy.ts";
import { creditBalance } from "../credits/index.ts";
import { users } from "./users.schema.ts";

export type UserRow = typeof users.$inferSelect;

/** Accounts made through a provider that shared no email must bind one (the BIND_EMAIL view). */
export function needsEmail(user: UserRow): boolean {
  return user.email === null && user.srcType !== "PHONE";
}

/** What the account API answers about `user`, with the credits they hold now. */
export async function toUserInfo(
  ctx: ServiceContext,
  user: UserRow,
  extra: { token?: string | null; isNewUser?: boolean; needValidEmail?: boolean } = {},
): Promise<UserInfo> {
  const { balance } = await creditBalance(ctx, user.id);
  return {
    id: String(user.id),
    userName: user.userName,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    userType: user.userType,
    isNewUser: extra.isNewUser ?? false,
    needValidEmail: extra.needValidEmail ?? needsEmail(user),
    token: extra.token ?? null,
    originalId: String(user.id),
    usedInvitationCode: user.usedInvitationCode,
    // The registration questionnaire is switched off (docs/product.md#coming-soon), so no one is a
    // category-recommendation user.
    isRecommendCategoryUser: false,
    privacy: user.privacy,
    allowFollow: user.allowFollow,
    avatar: user.avatar,
    bio: user.bio,
    srcType: user.srcType as SrcType,
    removalScheduledAt: user.removalScheduledAt?.toISOString() ?? null,
    nsfwEnabled: user.nsfwEnabled,
    namePromptPending: user.namePromptPending,
    // One balance pays for everything credits buy, creating included (docs/product.md#credits).
    credit: { creditAmount: balance, create: { creditAmount: balance } },
  };
}

export async function findUser(ctx: ServiceContext, userId: number): Promise<UserRow> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!canOnProfile(ctx, "view", user)) throw AppError.notFound("SocialMessages.userNotFound");
  return user;
}
