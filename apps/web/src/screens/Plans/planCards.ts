import {
  type Entitlements,
  type PlanCatalogue,
  type PlanOffer,
  type PlanTier,
  tierOf,
} from "@fable/contract";

export type BillingPeriod = "month" | "year";

/** What a plan card's button does for this user. */
export type CardAction = "current" | "subscribe" | "upgrade" | "contact" | "none";

export interface PlanCard {
  tier: PlanTier;
  offer: PlanOffer | null;
  /** What one month costs on this billing period (a yearly price divided by 12), in cents. */
  monthly: number | null;
  recommended: boolean;
  action: CardAction;
}

const RANK: Record<PlanTier, number> = { free: 0, standard: 1, premium: 2 };

/** The tier a vipEnum names (FREE, STANDARD_ANNUAL, PREMIUM …), as the server reads it (contract tierOf). */
export { tierOf as tierOfVip } from "@fable/contract";

const periodOfVip = (vipEnum: string): BillingPeriod =>
  /_(?:annual|year|yearly)$/i.test(vipEnum) ? "year" : "month";

/** The button of a card: the current plan, an upgrade (higher tier, same period), or a new subscription. */
export function cardAction(
  tier: PlanTier,
  period: BillingPeriod,
  currentVip: string,
  paymentMode: PlanCatalogue["paymentMode"],
): CardAction {
  const current = tierOf(currentVip);
  if (tier === "free") return "none";
  if (current === tier && periodOfVip(currentVip) === period) return "current";
  if (paymentMode === "operator") return "contact";
  if (current === "free") return "subscribe";
  return RANK[tier] > RANK[current] && periodOfVip(currentVip) === period ? "upgrade" : "none";
}

/** The three plan cards of a billing period, premium recommended. */
export function planCards(catalogue: PlanCatalogue, period: BillingPeriod, currentVip: string): PlanCard[] {
  return catalogue.tiers.map(({ tier }) => {
    const offer =
      catalogue.offers.find((candidate) => candidate.tier === tier && candidate.period === period) ?? null;
    return {
      tier,
      offer,
      monthly: offer ? Math.round(period === "year" ? offer.price / 12 : offer.price) : null,
      recommended: tier === "premium",
      action: cardAction(tier, period, currentVip, catalogue.paymentMode),
    };
  });
}

/** How much the yearly plans save against twelve months, in whole percent (the pill switch shows it). */
export function yearlySaving(catalogue: PlanCatalogue): number {
  const savings = catalogue.offers
    .filter((offer) => offer.period === "year")
    .map((yearly) => {
      const monthly = catalogue.offers.find(
        (offer) => offer.tier === yearly.tier && offer.period === "month",
      );
      return monthly && monthly.price > 0 ? 1 - yearly.price / (monthly.price * 12) : 0;
    });
  return Math.max(0, Math.round(Math.max(0, ...savings) * 100));
}

/** The comparison table's rows, in the order people care about. */
export const COMPARISON_ROWS: (keyof Entitlements)[] = [
  "noAds",
  "fasterReplies",
  "dailyRegenerations",
  "dailyEdits",
  "dailySuggestions",
  "dailyImages",
  "dailyMessages",
  "memoryLibrary",
  "nsfw",
  "customPacks",
  "noCreditUse",
];

/** A comparison cell: a limit (null: unlimited) or a yes/no. */
export type CellValue = { kind: "limit"; value: number | null } | { kind: "switch"; value: boolean };

export function comparisonCell(entitlements: Entitlements, key: keyof Entitlements): CellValue {
  const value = entitlements[key];
  return typeof value === "boolean" ? { kind: "switch", value } : { kind: "limit", value };
}

/** Rows worth showing: those that differ between tiers (daily messages unlimited everywhere is noise). */
export function comparisonRows(catalogue: PlanCatalogue): (keyof Entitlements)[] {
  return COMPARISON_ROWS.filter((key) => {
    const values = catalogue.tiers.map(({ entitlements }) => JSON.stringify(entitlements[key]));
    return new Set(values).size > 1;
  });
}

/** A price in cents as the reader's currency text. */
export function formatPrice(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: "currency", currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}
