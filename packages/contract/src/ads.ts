import { z } from "zod";
import { CharacterMessages } from "./character.ts";
import { ConfigKeyQuery } from "./system.ts";

/** Messages of ads and rewarded ads (docs/product.md#ads, #rewarded-ads). */
export const AdMessages = {
  botAdsLocked: "Watch an ad to unlock this character, or upgrade to chat without ads",
  watchNotFound: "This ad watch does not exist",
  watchNotFinished: "Keep watching: the reward comes when the ad has finished",
  dailyCapReached: "You have watched all of today's rewarded ads. Come back tomorrow",
  watchIdFormat: "watchId must be a number",
} as const;

/** Rewarded-ad states (spec: watched-ads process). */
export const WATCHED_ADS_PROCESSES = ["TO_WATCH_ADS", "TO_REWARD", "FINISH"] as const;
export type WatchedAdsProcessState = (typeof WATCHED_ADS_PROCESSES)[number];

/** A house ad: the operator's own picture and link (spec: Ad). Lists show the first at index 3. */
export const HouseAd = z.object({
  name: z.string(),
  /** An https URL, or a path under the web app (`/ads/spring.webp`). */
  image: z.string(),
  /** Where a click goes: an https URL or a path of the web app. */
  jumpTo: z.string(),
  /** Higher first. */
  sort: z.number().int(),
  /** Shown in the flow of a list (infused) rather than as a banner. */
  isInfusion: z.boolean(),
});
export type HouseAd = z.infer<typeof HouseAd>;

const Size = z.tuple([z.number().int(), z.number().int()]);

/** One ad-network slot (spec: Ad slot config). */
export const AdSlotConfig = z.object({
  id: z.string(),
  /** Width and height in CSS pixels. */
  size: Size,
  /** The network's slot (ad unit) id. */
  slotId: z.string(),
  /** Sizes by viewport: the first whose viewport fits wins. */
  sizeMapping: z.array(z.object({ viewport: Size, sizes: z.array(Size) })),
  /** Seconds between refreshes, 0 for none. */
  refreshTime: z.number().int(),
  /** How many times a failed load is retried. */
  refreshRetry: z.number().int(),
});
export type AdSlotConfig = z.infer<typeof AdSlotConfig>;

/** GET /config/getConfigStringByKey?key=AD_WEB_SHOW: whether ad-network slots show, and how. */
export const AdWebShow = z.object({
  show: z.boolean(),
  /** The network's script, loaded only when `show`. */
  scriptUrl: z.string().nullable(),
  slots: z.array(AdSlotConfig),
});
export type AdWebShow = z.infer<typeof AdWebShow>;

/** What the rewarded ad shows: the operator's video or picture, or Fable's own house card. */
export const RewardedCreative = z.object({
  kind: z.enum(["video", "image", "house"]),
  url: z.string().nullable(),
  jumpTo: z.string().nullable(),
});
export type RewardedCreative = z.infer<typeof RewardedCreative>;

/** GET /config/getConfigStringByKey?key=REWARDED_ADS_FRONT_CONFIG: the rewarded ad's settings. */
export const RewardedAdsFrontConfig = z.object({
  /** Credits one completed watch grants. */
  credits: z.number().int(),
  /** Seconds a watch lasts before it can be claimed. */
  watchSeconds: z.number().int(),
  /** Rewarded watches per UTC day. */
  dailyCap: z.number().int(),
  /** Hours a watch unlocks an ads-locked bot for. */
  unlockHours: z.number().int(),
  creative: RewardedCreative,
});
export type RewardedAdsFrontConfig = z.infer<typeof RewardedAdsFrontConfig>;

/** GET /config/getConfigStringByKey: the same key rule as /config/getConfigByKey. */
export const ConfigStringQuery = ConfigKeyQuery;
export const PublicConfigString = z.union([AdWebShow, RewardedAdsFrontConfig]);

const botId = z.string().regex(/^\d{1,18}$/, CharacterMessages.botIdFormat);
const watchId = z.string().regex(/^\d{1,18}$/, AdMessages.watchIdFormat);

/** POST /mission/watchedAds: start a watch; with a bot, the watch unlocks it once rewarded. */
export const StartWatchRequest = z.object({
  botId: botId.optional(),
});

/** GET /mission/getWatchedAdsProcess: a watch by id, else the latest of the caller's. */
export const WatchProcessQuery = z.object({ watchId: watchId.optional() });

/** POST /mission/rewardWatchedAds. */
export const RewardWatchRequest = z.object({ watchId });

/** Where a watch is (spec: watched-ads process), with today's rewarded count. */
export const WatchedAdsProcess = z.object({
  /** The watch this answers for; null before the first. */
  watchId: z.string().nullable(),
  process: z.enum(WATCHED_ADS_PROCESSES),
  /** Seconds until the watch can be claimed (0 once it can). */
  secondsLeft: z.number().int(),
  /** The bot the watch unlocks, if any. */
  botId: z.string().nullable(),
  watchedToday: z.number().int(),
  dailyCap: z.number().int(),
});
export type WatchedAdsProcess = z.infer<typeof WatchedAdsProcess>;

/** POST /mission/rewardWatchedAds: what the claim granted (0 when this watch was rewarded already). */
export const WatchReward = z.object({
  creditAmount: z.number().int(),
  balance: z.number().int(),
  /** The bot now unlocked for the caller, and until when. */
  unlockedBotId: z.string().nullable(),
  unlockedUntil: z.string().nullable(),
  process: WatchedAdsProcess,
});
export type WatchReward = z.infer<typeof WatchReward>;

/** POST /admin/bots/adsLock: lock a bot behind a rewarded ad for free users, or open it. */
export const BotAdsLockChange = z.object({
  botId,
  locked: z.boolean(),
});
export const BotAdsLock = z.object({ botId: z.string(), isAdsLocked: z.boolean() });
