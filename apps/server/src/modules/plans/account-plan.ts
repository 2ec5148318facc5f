import { type Entitlements, type PlanTier, ResponseCode, tierOf } from "@fable/contract";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import type { ServerMessage } from "../../i18n/server-message.ts";
import { effectiveVipEnum, users } from "../users/users.schema.ts";
import type { PlanFeature } from "./entitlements.ts";
import { planSettings } from "./plans-file.ts";

export interface AccountPlan {
  /** The plan that counts now (FREE once a membership has ended). */
  vipEnum: string;
  tier: PlanTier;
  entitlements: Entitlements;
}

/** The entitlements of a plan by its vipEnum. */
export function entitlementsOf(ctx: Pick<ServiceContext, "config">, vipEnum: string): Entitlements {
  return planSettings(ctx.config).entitlements[tierOf(vipEnum)];
}

/** What an account's plan grants now. A missing account is a free one. */
export async function accountPlan(ctx: ServiceContext, userId: number): Promise<AccountPlan> {
  const [user] = await ctx.db
    .select({ vipEnum: users.vipEnum, vipUntil: users.vipUntil })
    .from(users)
    .where(eq(users.id, userId));
  const vipEnum = user ? effectiveVipEnum(user, ctx.clock.now()) : "FREE";
  return { vipEnum, tier: tierOf(vipEnum), entitlements: entitlementsOf(ctx, vipEnum) };
}

/** Refuses with code 470 (the client offers the upgrade) unless the account's plan has the feature. */
export async function requirePlanFeature(
  ctx: ServiceContext,
  userId: number,
  feature: PlanFeature,
  said: ServerMessage = "PlanMessages.planRequired",
) {
  const { entitlements } = await accountPlan(ctx, userId);
  if (!entitlements[feature]) throw new AppError(ResponseCode.PLAN_REQUIRED, said);
}
