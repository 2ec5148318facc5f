import type { PrivacyRequest, UpdateProfileRequest, UserInfo, UserStatus } from "@fable/contract";
import { count, eq } from "drizzle-orm";
import type { UserContext } from "../../routing/user-context.ts";
import { bots } from "../bots/bots.schema.ts";
import { lastPaymentStatus } from "../payments/index.ts";
import { accountPlan, userStatus } from "../plans/index.ts";
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

/** GET /user/status: the plan that counts now, how the last membership ended, the last payment's outcome. */
export async function getUserStatus(ctx: UserContext): Promise<UserStatus> {
  const [status, lastSubscriptionStatus] = await Promise.all([
    userStatus(ctx),
    lastPaymentStatus(ctx, ctx.userId),
  ]);
  return { ...status, lastSubscriptionStatus };
}

/** GET /user/auth/permission: read from the plan's entitlements, the same table every quota and route reads. */
export async function getUserPermission(ctx: UserContext) {
  const [{ entitlements }, [owned]] = await Promise.all([
    accountPlan(ctx, ctx.userId),
    ctx.db.select({ n: count() }).from(bots).where(eq(bots.creatorId, ctx.userId)),
  ]);
  return {
    createBot: (owned?.n ?? 0) < ctx.config.MAX_BOTS_PER_USER,
    maxBots: ctx.config.MAX_BOTS_PER_USER,
    nsfw: entitlements.nsfw,
    memoryLibrary: entitlements.memoryLibrary,
    customPacks: entitlements.customPacks,
    entitlements,
  };
}
