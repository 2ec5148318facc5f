import { type Entitlements, IMAGE_PACK_LIMITS, type PlanTier, tierOf, VOICE_LIMITS } from "@fable/contract";
import type { Config } from "../../config.ts";

/**
 * What each tier grants when no PLANS_FILE says otherwise. The free tier's daily limits come from the
 * older FREE_DAILY_* settings, so installations that set them keep them. The memory library stays open
 * to free accounts (pins and custom memory are how long chats stay coherent; an operator may close it):
 * docs/decisions/0025-plans-entitlements.md. Voice training: a few tries in all for free accounts, a pack
 * a month for members (spec §9; docs/decisions/0034-voice-packs-clips-and-rights.md).
 */
export function defaultEntitlements(config: Config): Record<PlanTier, Entitlements> {
  return {
    free: {
      dailyMessages: null,
      dailyRegenerations: config.FREE_DAILY_REGENERATIONS,
      dailyEdits: config.FREE_DAILY_EDITS,
      dailySuggestions: config.FREE_DAILY_SUGGESTIONS,
      dailyImages: 20,
      noAds: false,
      fasterReplies: false,
      memoryLibrary: true,
      nsfw: false,
      customPacks: false,
      noCreditUse: false,
      voiceTrainings: VOICE_LIMITS.freeTrainings,
      voiceTrainingsMonthly: false,
      imagePackTrainings: IMAGE_PACK_LIMITS.freeTrainings,
      imagePackTrainingsMonthly: false,
    },
    standard: {
      dailyMessages: null,
      dailyRegenerations: 500,
      dailyEdits: 300,
      dailySuggestions: 300,
      dailyImages: 100,
      noAds: true,
      fasterReplies: true,
      memoryLibrary: true,
      nsfw: true,
      customPacks: false,
      noCreditUse: true,
      voiceTrainings: VOICE_LIMITS.memberMonthlyTrainings,
      voiceTrainingsMonthly: true,
      imagePackTrainings: IMAGE_PACK_LIMITS.memberMonthlyTrainings,
      imagePackTrainingsMonthly: true,
    },
    premium: {
      dailyMessages: null,
      dailyRegenerations: null,
      dailyEdits: null,
      dailySuggestions: null,
      dailyImages: null,
      noAds: true,
      fasterReplies: true,
      memoryLibrary: true,
      nsfw: true,
      customPacks: true,
      noCreditUse: true,
      voiceTrainings: VOICE_LIMITS.memberMonthlyTrainings,
      voiceTrainingsMonthly: true,
      imagePackTrainings: IMAGE_PACK_LIMITS.memberMonthlyTrainings,
      imagePackTrainingsMonthly: true,
    },
  };
}

/** The daily limits an entitlement table holds, by what the quota counts. */
export type DailyLimitKey =
  | "dailyMessages"
  | "dailyRegenerations"
  | "dailyEdits"
  | "dailySuggestions"
  | "dailyImages";

/** The switches of an entitlement table. */
export type PlanFeature =
  | "noAds"
  | "fasterReplies"
  | "memoryLibrary"
  | "nsfw"
  | "customPacks"
  | "noCreditUse";

export { tierOf };
