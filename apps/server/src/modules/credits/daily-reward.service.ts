import type { DailyCredit } from "@fable/contract";
import { eq } from "drizzle-orm";
import type { UserContext } from "../../routing/user-context.ts";
import { users } from "../users/users.schema.ts";
import { creditBalance, grantCredits } from "./ledger.service.ts";

/**
 * GET /user/credits/obtain: grants today's daily reward, once per UTC day (the day is the grant's
 * idempotency key, so a double click or a second tab grants nothing more). Accounts whose email is not
 * validated get none: a fresh throwaway account must not be a source of credits.
 */
export async function claimDailyReward(ctx: UserContext): Promise<DailyCredit> {
  const amount = ctx.config.DAILY_REWARD_CREDITS;
  const [user] = await ctx.db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, ctx.userId));
  const day = ctx.clock.now().toISOString().slice(0, 10);
  const granted =
    amount > 0 && user?.emailVerified
      ? await grantCredits(ctx, {
          userId: ctx.userId,
          amount,
          validDays: ctx.config.CREDITS_VALID_DAYS,
          reason: "daily_reward",
          operation: `daily:${day}`,
        })
      : false;
  const { balance } = await creditBalance(ctx, ctx.userId);
  return { creditAmount: granted ? amount : 0, balance };
}
