import { z } from "zod";
import {
  BotAdsLock,
  BotAdsLockChange,
  ConfigStringQuery,
  HouseAd,
  PublicConfigString,
  RewardWatchRequest,
  StartWatchRequest,
  WatchedAdsProcess,
  WatchProcessQuery,
  WatchReward,
} from "../ads.ts";
import { defineRoute } from "./define.ts";

/** House ads, ad-network slots and rewarded ads (docs/product.md#ads, #rewarded-ads). */
export const adRoutes = {
  list: defineRoute({
    method: "GET",
    path: "/ad/list",
    access: "public",
    tag: "ads",
    summary: "The operator's house ads, highest sort first; none for members",
    result: z.array(HouseAd),
  }),
  configString: defineRoute({
    method: "GET",
    path: "/config/getConfigStringByKey",
    access: "public",
    tag: "ads",
    summary:
      "An ads setting: AD_WEB_SHOW → { show, scriptUrl, slots } (off for members); REWARDED_ADS_FRONT_CONFIG → the rewarded ad's settings",
    query: ConfigStringQuery,
    result: PublicConfigString,
  }),
  startWatch: defineRoute({
    method: "POST",
    path: "/mission/watchedAds",
    access: "user",
    tag: "ads",
    summary: "Starts watching a rewarded ad (optionally to unlock a bot); the server's clock times it",
    body: StartWatchRequest,
    result: WatchedAdsProcess,
  }),
  process: defineRoute({
    method: "GET",
    path: "/mission/getWatchedAdsProcess",
    access: "user",
    tag: "ads",
    summary: "Where a watch is (TO_WATCH_ADS, TO_REWARD, FINISH) and today's rewarded watches of the cap",
    query: WatchProcessQuery,
    result: WatchedAdsProcess,
  }),
  reward: defineRoute({
    method: "POST",
    path: "/mission/rewardWatchedAds",
    access: "user",
    tag: "ads",
    summary: "Claims a finished watch's credits (and its bot's unlock) once, within the daily cap",
    body: RewardWatchRequest,
    result: WatchReward,
  }),
  adsLock: defineRoute({
    method: "POST",
    path: "/admin/bots/adsLock",
    access: "admin",
    tag: "admin",
    summary: "Locks a bot behind a rewarded ad for free users, or opens it",
    body: BotAdsLockChange,
    result: BotAdsLock,
  }),
} as const;
