import { creditRoutes as routes } from "@fable/contract/routes/credits";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { claimDailyReward } from "./daily-reward.service.ts";
import { creditBalance, creditHistory } from "./ledger.service.ts";
import { priceFor } from "./paid-action.service.ts";

/** The caller's credits: balance, daily reward, history. */
export async function creditsRoutes(app: FastifyInstance) {
  serve(app, routes.getCount, async (ctx) => {
    const { balance, nextExpiry } = await creditBalance(ctx, ctx.userId);
    return {
      creditAmount: balance,
      nextExpiry: nextExpiry && { amount: nextExpiry.amount, at: nextExpiry.at.toISOString() },
    };
  });
  serve(app, routes.obtain, (ctx) => claimDailyReward(ctx));
  serve(app, routes.avatarGenPrice, async (ctx) => {
    const price = ctx.config.AVATAR_GENERATION_CREDITS;
    return { price, yourPrice: await priceFor(ctx, { userId: ctx.userId, price }) };
  });
  serve(app, routes.history, async (ctx, { query }) => ({
    list: (await creditHistory(ctx, ctx.userId, query)).map((line) => ({
      kind: line.kind as "grant" | "spend" | "refund",
      amount: line.amount,
      reason: line.reason,
      createdAt: new Date(line.createdAt).toISOString(),
      expiresAt: line.kind === "grant" && line.expiresAt ? new Date(line.expiresAt).toISOString() : null,
    })),
    page: query.page,
  }));
}
