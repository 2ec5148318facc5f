import { ALLOWED, WATCH_NOT_FOUND } from "./outcomes.ts";
import { CHATTABLE_BOT, type Row, signedInExcept } from "./table.ts";

/** The chatter's own rewarded-ad watch: no one else learns it exists. */
const OWN_WATCH = signedInExcept(WATCH_NOT_FOUND, { chatter: ALLOWED });

/**
 * Rewarded ads (docs/product.md#rewarded-ads). These rows come last: every cell before them moves
 * the clock on, so the fixture's watch has long passed its seconds and the chatter's claim is allowed.
 */
export const AD_ROWS: Row[] = [
  {
    name: "start a watch that unlocks the bot",
    method: "POST",
    path: "/mission/watchedAds",
    object: "the bot",
    fixture: "plain",
    states: "bot",
    request: (t) => ({ body: { botId: t.botId } }),
    expect: CHATTABLE_BOT,
    writes: true,
  },
  {
    name: "where a watch is",
    method: "GET",
    path: "/mission/getWatchedAdsProcess",
    object: "the chatter's watch",
    fixture: "watch",
    states: "none",
    request: (t) => ({ query: { watchId: t.watchId } }),
    expect: OWN_WATCH,
  },
  {
    name: "claim a watch's reward",
    method: "POST",
    path: "/mission/rewardWatchedAds",
    object: "the chatter's watch",
    fixture: "watch",
    states: "none",
    request: (t) => ({ body: { watchId: t.watchId } }),
    expect: OWN_WATCH,
    writes: true,
  },
];
