import { z } from "zod";

/**
 * Plans and what each one grants (docs/product.md#plans). A subscription is named by its vipEnum:
 * a tier with an optional period suffix (spec §3: FREE, STANDARD, STANDARD_ANNUAL, PREMIUM, PREMIUM_ANNUAL).
 */
export const PLAN_TIERS = ["free", "standard", "premium"] as const;
export const PlanTier = z.enum(PLAN_TIERS);
export type PlanTier = z.infer<typeof PlanTier>;

export const PAID_VIP_ENUMS = ["STANDARD", "STANDARD_ANNUAL", "PREMIUM", "PREMIUM_ANNUAL"] as const;
export const PaidVipEnum = z.enum(PAID_VIP_ENUMS);
export type PaidVipEnum = z.infer<typeof PaidVipEnum>;

/** A vipEnum without its period, lower-cased: "PREMIUM_ANNUAL" → "premium", "VIP_MONTH" → "vip". */
export function planBaseName(vipEnum: string): string {
  return vipEnum
    .trim()
    .toLowerCase()
    .replace(/[_-](?:month|monthly|annual|year|yearly)$/, "");
}

/**
 * The tier a vipEnum names: "PREMIUM_ANNUAL" and "premium" are the premium tier. Only FREE (or
 * nothing) is free: another paid name an older installation stored (such as VIP_MONTH) is the
 * standard tier, as the web's badges have always counted it paid.
 */
export function tierOf(vipEnum: string): PlanTier {
  const name = planBaseName(vipEnum);
  if (name === "" || name === "free") return "free";
  return name === "premium" ? "premium" : "standard";
}

/**
 * One entitlement table drives everything a plan changes. A daily limit of null means none; every
 * quota and `/user/auth/permission` read this, so they cannot disagree.
 */
export const Entitlements = z.object({
  dailyMessages: z.number().int().min(0).nullable(),
  dailyRegenerations: z.number().int().min(0).nullable(),
  dailyEdits: z.number().int().min(0).nullable(),
  dailySuggestions: z.number().int().min(0).nullable(),
  dailyImages: z.number().int().min(0).nullable(),
  noAds: z.boolean(),
  /** Model scenes reserved for paid plans (the models file's `plans: [vip]`). */
  fasterReplies: z.boolean(),
  memoryLibrary: z.boolean(),
  nsfw: z.boolean(),
  customPacks: z.boolean(),
  /** What costs credits (unlocking images, generating avatars…) costs members nothing. */
  noCreditUse: z.boolean(),
  /** Voice packs one may train (GET /user/checkUserRight?rightType=voiceTraining); null means no limit. */
  voiceTrainings: z.number().int().min(0).nullable(),
  /** The voiceTrainings count renews each calendar month (UTC); false: it is for the account's whole life. */
  voiceTrainingsMonthly: z.boolean(),
  /** Image packs one may train (POST /image/pack/create); null means no limit. */
  imagePackTrainings: z.number().int().min(0).nullable(),
  /** The imagePackTrainings count renews each calendar month (UTC); false: it is for the account's whole life. */
  imagePackTrainingsMonthly: z.boolean(),
});
export type Entitlements = z.infer<typeof Entitlements>;

/** One price of a paid plan: the tier billed monthly or yearly. */
export const PlanOffer = z.object({
  vipEnum: PaidVipEnum,
  tier: PlanTier,
  period: z.enum(["month", "year"]),
  /** In the currency's smallest unit (cents). */
  price: z.number().int().min(0),
  /** The price before the promotion, when one runs; shown struck through. */
  listPrice: z.number().int().min(0).nullable(),
  currency: z.string(),
  trialDays: z.number().int().min(0),
});
export type PlanOffer = z.infer<typeof PlanOffer>;

/**
 * How this installation takes payments: `stripe` (Stripe Checkout), `dev` (a local checkout page that
 * completes or fails a payment; never in production), `operator` (no payment provider: the operator grants
 * plans, and users are told to contact them).
 */
export const PaymentMode = z.enum(["stripe", "dev", "operator"]);
export type PaymentMode = z.infer<typeof PaymentMode>;

/** GET /plans/list: the plans, what each grants, and how to pay. */
export const PlanCatalogue = z.object({
  tiers: z.array(z.object({ tier: PlanTier, entitlements: Entitlements })),
  offers: z.array(PlanOffer),
  paymentMode: PaymentMode,
  /** The discount badge ("60% off"), from configuration; null hides it. */
  discountBadge: z.number().int().min(1).max(99).nullable(),
  /** When the promotion (and the header banner's countdown) ends; null: no promotion. */
  promotionEndsAt: z.string().nullable(),
});
export type PlanCatalogue = z.infer<typeof PlanCatalogue>;

/** POST /admin/plans/grant: an operator gives an account a plan for some days. */
export const GrantPlanRequest = z.object({
  email: z.string().trim().toLowerCase().min(3).max(254),
  vipEnum: PaidVipEnum,
  days: z.coerce.number().int().min(1).max(3660),
});
export type GrantPlanRequest = z.infer<typeof GrantPlanRequest>;

/** POST /admin/plans/end: an operator ends an account's plan now. */
export const EndPlanRequest = z.object({ email: z.string().trim().toLowerCase().min(3).max(254) });
export type EndPlanRequest = z.infer<typeof EndPlanRequest>;

/** One subscription as the admin page and the account's status show it. */
export const SubscriptionView = z.object({
  id: z.number().int(),
  vipEnum: z.string(),
  status: z.enum(["trialing", "active", "pay_failed", "ended"]),
  provider: z.enum(["operator", "dev", "stripe"]),
  periodStart: z.string(),
  periodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionView = z.infer<typeof SubscriptionView>;

export const AdminPlanAnswer = z.object({
  userId: z.number().int(),
  email: z.string(),
  vipEnum: z.string(),
  subscription: SubscriptionView.nullable(),
});
export type AdminPlanAnswer = z.infer<typeof AdminPlanAnswer>;

/** Messages of plan refusals that users read. */
export const PlanMessages = {
  planRequired: "This needs a paid plan. Upgrade to use it",
  noSuchAccount: "No account has this email",
} as const;
