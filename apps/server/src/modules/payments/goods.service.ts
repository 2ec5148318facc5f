import type { GoodsList, PaidVipEnum, UserGoods } from "@fable/contract";
import type { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { liveSubscription, paymentMode, planCatalogue } from "../plans/index.ts";
import { orderTerms } from "./checkout.service.ts";
import { refusal } from "./refusal.ts";

/** POST /goods/goodsInfo: the offers of /plans/list, each named by its vipEnum. */
export function goodsList(ctx: ServiceContext): z.infer<typeof GoodsList> {
  return { list: planCatalogue(ctx).offers.map((offer) => ({ ...offer, id: offer.vipEnum })) };
}

/** GET /pay/user/goods/{id}: what a checkout of the good would be for the caller now. */
export async function userGoods(ctx: UserContext, id: PaidVipEnum): Promise<z.infer<typeof UserGoods>> {
  const goods = goodsList(ctx).list.find((candidate) => candidate.id === id);
  if (!goods) throw AppError.notFound("PaymentMessages.noSuchOrder");
  const mode = paymentMode(ctx);
  try {
    if (mode === "operator") throw refusal("PaymentMessages.notConfigured");
    const terms = await orderTerms(ctx, id, mode);
    return { goods, category: terms.category as "subscription" | "trial" | "upgrade", amount: terms.amount };
  } catch (error) {
    // Not for sale to this account now: it is the plan it has, or a change only upwards is sold.
    if (!(error instanceof AppError)) throw error;
    const live = await liveSubscription(ctx.db, ctx.userId, ctx.clock.now());
    return { goods, category: live?.vipEnum === id ? "current" : "unavailable", amount: null };
  }
}
