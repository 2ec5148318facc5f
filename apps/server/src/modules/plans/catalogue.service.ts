import { type PaymentMode, PLAN_TIERS, type PlanCatalogue } from "@fable/contract";
import type { ServiceContext } from "../../context.ts";
import { offerPrice, planSettings } from "./plans-file.ts";

/**
 * How this installation takes payments. Until a payment provider is connected (issue 18: Stripe, and
 * the development checkout page), plans are granted by the operator and users are told to contact them.
 */
export function paymentMode(_ctx: Pick<ServiceContext, "config">): PaymentMode {
  return "operator";
}

/** GET /plans/list. */
export function planCatalogue(ctx: ServiceContext): PlanCatalogue {
  const settings = planSettings(ctx.config);
  const now = ctx.clock.now();
  const promotion = settings.promotion && settings.promotion.endsAt > now ? settings.promotion : null;
  return {
    tiers: PLAN_TIERS.map((tier) => ({ tier, entitlements: settings.entitlements[tier] })),
    offers: settings.offers.map(({ fullPrice, ...offer }) => ({
      ...offer,
      price: offerPrice(settings, fullPrice, now),
      listPrice: promotion ? fullPrice : null,
    })),
    paymentMode: paymentMode(ctx),
    discountBadge: promotion?.percentOff ?? null,
    promotionEndsAt: promotion?.endsAt.toISOString() ?? null,
  };
}
