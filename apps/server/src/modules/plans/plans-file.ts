import {
  Entitlements,
  PAID_VIP_ENUMS,
  type PaidVipEnum,
  PLAN_TIERS,
  type PlanOffer,
  type PlanTier,
  tierOf,
} from "@fable/contract";
import { z } from "zod";
import type { Config } from "../../config.ts";
import { parseConfigDocument, readConfigFile } from "../../config-file.ts";
import { defaultEntitlements } from "./entitlements.ts";

/** A price as operators write it: 9.99 (in the currency's unit); kept in cents. */
const Price = z.number().min(0).max(1_000_000);

const OfferSetting = z.strictObject({ price: Price, trialDays: z.number().int().min(0).max(365).default(0) });

/**
 * PLANS_FILE (JSON or YAML): prices, trials, the promotion and each tier's entitlements. Every key is
 * optional; what is left out keeps the embedded default (docs/product.md#plans, plans.example.yaml).
 */
const PlansFile = z.strictObject({
  currency: z
    .string()
    .regex(/^[a-z]{3}$/, "a three-letter ISO code in lower case, like usd")
    .default("usd"),
  offers: z.partialRecord(z.enum(PAID_VIP_ENUMS), OfferSetting).default({}),
  promotion: z
    .strictObject({
      /** Percent off the listed prices until `endsAt`; also the subscribe button's badge. */
      percentOff: z.number().int().min(1).max(99),
      endsAt: z.iso.datetime({ offset: true }),
    })
    .nullable()
    .default(null),
  entitlements: z.partialRecord(z.enum(PLAN_TIERS), Entitlements.partial()).default({}),
});
type PlansFile = z.infer<typeof PlansFile>;

/** The embedded prices (cents): monthly, and yearly at two months free. */
const DEFAULT_PRICES: Record<PaidVipEnum, number> = {
  STANDARD: 999,
  STANDARD_ANNUAL: 9990,
  PREMIUM: 1999,
  PREMIUM_ANNUAL: 19990,
};

export interface PlanSettings {
  currency: string;
  offers: Array<Omit<PlanOffer, "listPrice" | "price"> & { fullPrice: number }>;
  promotion: { percentOff: number; endsAt: Date } | null;
  entitlements: Record<PlanTier, z.infer<typeof Entitlements>>;
}

function readPlansFile(file: string): PlansFile {
  const { document, fail } = readConfigFile("PLANS_FILE", file);
  return parseConfigDocument(PlansFile, document ?? {}, fail);
}

function settingsFrom(config: Config, file: PlansFile): PlanSettings {
  const defaults = defaultEntitlements(config);
  const entitlements = Object.fromEntries(
    PLAN_TIERS.map((tier) => [tier, { ...defaults[tier], ...file.entitlements[tier] }]),
  ) as PlanSettings["entitlements"];
  return {
    currency: file.currency,
    offers: PAID_VIP_ENUMS.map((vipEnum) => ({
      vipEnum,
      tier: tierOf(vipEnum),
      period: vipEnum.endsWith("_ANNUAL") ? ("year" as const) : ("month" as const),
      fullPrice: Math.round((file.offers[vipEnum]?.price ?? DEFAULT_PRICES[vipEnum] / 100) * 100),
      currency: file.currency,
      trialDays: file.offers[vipEnum]?.trialDays ?? 0,
    })),
    promotion: file.promotion && {
      percentOff: file.promotion.percentOff,
      endsAt: new Date(file.promotion.endsAt),
    },
    entitlements,
  };
}

const settingsByConfig = new WeakMap<Config, PlanSettings>();

/** The plans of this configuration, read once (a broken PLANS_FILE stops the start: see boot). */
export function planSettings(config: Config): PlanSettings {
  let settings = settingsByConfig.get(config);
  if (!settings) {
    settings = settingsFrom(
      config,
      config.PLANS_FILE ? readPlansFile(config.PLANS_FILE) : PlansFile.parse({}),
    );
    settingsByConfig.set(config, settings);
  }
  return settings;
}

/** An offer's price at `now`: the promotion's when one runs. */
export function offerPrice(settings: PlanSettings, fullPrice: number, now: Date): number {
  const { promotion } = settings;
  if (!promotion || promotion.endsAt.getTime() <= now.getTime()) return fullPrice;
  return Math.round((fullPrice * (100 - promotion.percentOff)) / 100);
}
