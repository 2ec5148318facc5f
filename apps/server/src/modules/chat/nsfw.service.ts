import { ResponseCode } from "@fable/contract";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { requireUserId } from "../auth/sessions.service.ts";
import { users } from "../users/users.schema.ts";
import { userPlan } from "./model-choice.ts";

export const NsfwMessages = {
  confirmAge: "Confirm that you are 18 or older to enable adult content",
  needsPlan: "Adult content needs a Pro plan",
} as const;

/**
 * POST /v1/chat/setNsfw: adult content only for paid plans, after an 18+ confirmation
 * (docs/product.md#adult-content).
 */
export async function setNsfw(
  ctx: ServiceContext,
  request: { enabled: boolean; confirmAdult?: boolean | undefined },
) {
  const userId = requireUserId(ctx);
  if (request.enabled) {
    if (request.confirmAdult !== true) throw AppError.invalidInput(NsfwMessages.confirmAge);
    if ((await userPlan(ctx, userId)) === "free")
      throw new AppError(ResponseCode.QUOTA_EXCEEDED, NsfwMessages.needsPlan);
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
