import type { Entitlements, PlanTier } from "@fable/contract";
import type { CancelReason } from "../../queries/plans";

/** Catalog keys written out, so the catalog test sees every one of them. */
export const TIER_LABEL: Record<PlanTier, string> = {
  free: "plans.tier.free",
  standard: "plans.tier.standard",
  premium: "plans.tier.premium",
};

export const ENTITLEMENT_LABEL: Record<keyof Entitlements, string> = {
  dailyMessages: "plans.entitlement.dailyMessages",
  dailyRegenerations: "plans.entitlement.dailyRegenerations",
  dailyEdits: "plans.entitlement.dailyEdits",
  dailySuggestions: "plans.entitlement.dailySuggestions",
  dailyImages: "plans.entitlement.dailyImages",
  noAds: "plans.entitlement.noAds",
  fasterReplies: "plans.entitlement.fasterReplies",
  memoryLibrary: "plans.entitlement.memoryLibrary",
  nsfw: "plans.entitlement.nsfw",
  customPacks: "plans.entitlement.customPacks",
  noCreditUse: "plans.entitlement.noCreditUse",
  voiceTrainings: "plans.entitlement.voiceTrainings",
  voiceTrainingsMonthly: "plans.entitlement.voiceTrainingsMonthly",
  imagePackTrainings: "plans.entitlement.imagePackTrainings",
  imagePackTrainingsMonthly: "plans.entitlement.imagePackTrainingsMonthly",
};

export const CANCEL_REASON_LABEL: Record<CancelReason, string> = {
  too_expensive: "plans.cancelReason.too_expensive",
  not_using: "plans.cancelReason.not_using",
  missing_features: "plans.cancelReason.missing_features",
  quality: "plans.cancelReason.quality",
  other: "plans.cancelReason.other",
};
