import { type PaidVipEnum, tierOf } from "@fable/contract";
import type { ServiceContext } from "../../context.ts";
import { offerPrice, planSettings, type SubscriptionRow } from "../plans/index.ts";

const TIER_RANK = { free: 0, standard: 1, premium: 2 } as const;

/** An offer as it is sold now (the promotion's price while one runs). */
export function currentOffer(ctx: ServiceContext, vipEnum: PaidVipEnum) {
  const settings = planSettings(ctx.config);
  const offer = settings.offers.find((candidate) => candidate.vipEnum === vipEnum);
  if (!offer) throw new Error(`No offer for ${vipEnum}`);
  return { ...offer, price: offerPrice(settings, offer.fullPrice, ctx.clock.now()) };
}

/** Whether moving from `from` to `to` is an upgrade: a higher tier billed over the same period. */
export function isUpgrade(from: string, to: PaidVipEnum): boolean {
  const samePeriod = from.endsWith("_ANNUAL") === to.endsWith("_ANNUAL");
  return samePeriod && TIER_RANK[tierOf(to)] > TIER_RANK[tierOf(from)];
}

/**
 * An upgrade's price (spec: the higher plan's price minus the lower one's, pro-rated by the days used):
 * the difference for the part of the period still to come, rounded to the cent.
 */
export function upgradePrice(ctx: ServiceContext, live: SubscriptionRow, to: PaidVipEnum): number {
  const difference = currentOffer(ctx, to).price - currentOffer(ctx, live.vipEnum as PaidVipEnum).price;
  const period = live.periodEnd.getTime() - live.periodStart.getTime();
  const left = Math.max(0, live.periodEnd.getTime() - ctx.clock.now().getTime());
  return period > 0 ? Math.max(0, Math.round((difference * left) / period)) : 0;
}
