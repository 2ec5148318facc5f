import type { PrivacyRequest, UpdateProfileRequest, UserInfo, UserStatus } from "@fable/contract";
import { count, eq } from "drizzle-orm";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { findUser, toUserInfo } from "./user-info.ts";
import { users } from "./users.schema.ts";

export async function getUserInfo(ctx: UserContext): Promise<UserInfo> {
  return toUserInfo(ctx, await findUser(ctx, ctx.userId));
}

/** Writes the fields that were given (undefined means "leave as is") and answers the fresh user info. */
async function changeOwnAccount(
  ctx: UserContext,
  input: Partial<typeof users.$inferInsert>,
): Promise<UserInfo> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length > 0)
    await ctx.db.update(users).set(changes).where(eq(users.id, ctx.userId));
  return getUserInfo(ctx);
}

export function updateProfile(ctx: UserContext, input: UpdateProfileRequest): Promise<UserInfo> {
  // Saving a name, changed or kept, is the answer to the one-time "choose your name" prompt.
  const answersPrompt = input.userName !== undefined ? { namePromptPending: false } : {};
  return changeOwnAccount(ctx, { ...input, ...answersPrompt });
}

export function updatePrivacy(ctx: UserContext, input: PrivacyRequest): Promise<UserInfo> {
  return changeOwnAccount(ctx, input);
}

const isPaidPlan = (vipEnum: string) => !vipEnum.toUpperCase().startsWith("FREE");

/** Plans and subscriptions arrive with billing; the plan stored on the account is the truth until then. */
export async function getUserStatus(ctx: UserContext): Promise<UserStatus> {
  const user = await findUser(ctx, ctx.userId);
  const vip = isPaidPlan(user.vipEnum);
  return {
    vip,
    userVip: vip,
    vipEnum: user.vipEnum,
    lastVipEndTime: null,
    lastVipEndReminded: false,
    lastSubscriptionStatus: null,
  };
}

export async function getUserPermission(ctx: UserContext) {
  const user = await findUser(ctx, ctx.userId);
  const [owned] = await ctx.db.select({ n: count() }).from(bots).where(eq(bots.creatorId, user.id));
  const vip = isPaidPlan(user.vipEnum);
  return {
    createBot: (owned?.n ?? 0) < ctx.config.MAX_BOTS_PER_USER,
    maxBots: ctx.config.MAX_BOTS_PER_USER,
    nsfw: vip,
    memoryLibrary: vip,
    customPacks: vip,
  };
}
