import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import type { UserContext } from "../../../routing/user-context.ts";
import { requirePlanFeature } from "../../plans/index.ts";
import { users } from "../../users/users.schema.ts";

/**
 * POST /v1/chat/setNsfw: adult content only for paid plans, after an 18+ confirmation (docs/product.md#adult-content).
 */
export async function setNsfw(
  ctx: UserContext,
  request: { enabled: boolean; confirmAdult?: boolean | undefined },
) {
  const { userId } = ctx;
  if (request.enabled) {
    if (request.confirmAdult !== true) throw AppError.invalidInput("ChatMessages.adultNeedsAge");
    await requirePlanFeature(ctx, userId, "nsfw", "ChatMessages.adultNeedsPlan");
  }
  await ctx.db.update(users).set({ nsfwEnabled: request.enabled }).where(eq(users.id, userId));
  return { enabled: request.enabled };
}

/** Whether the user's input skips the adult-word check. */
export async function allowsAdultContent(ctx: ServiceContext, userId: number): Promise<boolean> {
  const [user] = await ctx.db
    .select({ nsfwEnabled: users.nsfwEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return user?.nsfwEnabled === true;
}
