import { type PaymentMode, PLAN_TIERS, type PlanCatalogue } from "@fable/contract";
import type { ServiceContext } from "../../context.ts";
import { offerPrice, planSettings } from "./plans-file.ts";

/**
 * How this installation takes payments. With a Stripe key, through Stripe (in production too).
 * Otherwise, outside production the development checkout completes or fails payments locally; in
 * production plans are granted by the operator and users are told to contact them — never a fake checkout.
 */
export function paymentMode(ctx: Pick<ServiceContext, "config">): PaymentMode {
  if (ctx.config.STRIPE_SECRET_KEY) return "stripe";
  return ctx.config.NODE_ENV === "production" ? "operator" : "dev";
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
