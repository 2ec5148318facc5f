/**
 * The plans of docs/product.md#plans (vipEnum is a plan name with an optional MONTH, ANNUAL or YEAR suffix).
 */
export type PlanTierName = "FREE" | "STANDARD" | "PREMIUM";
export type PlanPeriod = "monthly" | "annual" | null;

export interface PlanName {
  tier: PlanTierName | null;
  period: PlanPeriod;
  /** The value as received, for plans this version does not know. */
  raw: string;
}

export function parsePlan(vipEnum: string | null | undefined): PlanName {
  const raw = (vipEnum ?? "").trim();
  const upper = raw.toUpperCase();
  const match = /^(FREE|STANDARD|PREMIUM)(?:_(MONTH|MONTHLY|ANNUAL|YEAR|YEARLY))?$/.exec(upper);
  if (!raw) return { tier: "FREE", period: null, raw };
  if (!match) return { tier: null, period: null, raw };
  const suffix = match[2];
  const period: PlanPeriod = !suffix ? null : suffix.startsWith("MONTH") ? "monthly" : "annual";
  return { tier: match[1] as PlanTierName, period, raw };
}

/** A paid plan shows the member badge; unknown plan names count as paid, since only FREE is free. */
export function isPaidPlan(vipEnum: string | null | undefined): boolean {
  return parsePlan(vipEnum).tier !== "FREE";
}
