import path from "node:path";
import { AdMessages, ResponseCode } from "@fable/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, uniqueEmail } from "../../../test/accounts.ts";
import { tempConfigFile } from "../../../test/config-files.ts";
import { buildBot, buildSession } from "../../../test/factories/index.ts";
import { createTestApp, movableClock, type TestApp, testConfig } from "../../../test/harness.ts";
import { creditLedger } from "../credits/credits.schema.ts";
import { adSettings } from "./ads-file.ts";

const HOUR_MS = 60 * 60 * 1000;
const clock = movableClock(new Date("2026-11-20T08:00:00Z"));
const adsFile = tempConfigFile(
  "ads.yaml",
  [
    "houseAds:",
    "  - { name: Low, image: /ads/low.webp, jumpTo: /billing, sort: 1 }",
    "  - { name: High, image: 'https://cdn.example.com/high.png', jumpTo: 'https://example.com', sort: 9 }",
    "  - { name: Middle, image: /ads/middle.webp, jumpTo: /creators, sort: 5, isInfusion: false }",
    "network:",
    "  scriptUrl: https://ads.example.com/tag.js",
    "  slots:",
    "    - { id: list, size: [300, 250], slotId: '/123/list', refreshTime: 30, refreshRetry: 1 }",
    "rewarded: { credits: 7, watchSeconds: 30, dailyCap: 2, unlockHours: 24 }",
  ].join("\n"),
);
const adminEmail = uniqueEmail("ads-admin");
let harness: TestApp;
let admin: string;

beforeAll(async () => {
  harness = await createTestApp({ clock, env: { ADS_FILE: adsFile.path, ADMIN_EMAILS: adminEmail } });
  admin = (
    await buildSession(harness.database.db, { now: clock.now(), userOverrides: { email: adminEmail } })
  ).token;
});
afterAll(async () => {
  await harness.close();
  adsFile.remove();
});

const get = (url: string, token?: string) => call(harness.app, "GET", `/api${url}`, token ? { token } : {});
const post = (url: string, body: object, token?: string) =>
  call(harness.app, "POST", `/api${url}`, token ? { body, token } : { body });

const freeUser = async () => (await buildSession(harness.database.db, { now: clock.now() })).token;
const member = async () =>
  (
    await buildSession(harness.database.db, {
      now: clock.now(),
      userOverrides: { vipEnum: "PREMIUM", vipUntil: new Date(clock.now().getTime() + 30 * 24 * HOUR_MS) },
    })
  ).token;
const balance = async (token: string) => (await get("/user/credits/getCount", token)).result.creditAmount;

/** Starts a watch, lets its seconds pass on the server's clock, and returns its id. */
async function finishedWatch(token: string, botId?: string) {
  const started = await post("/mission/watchedAds", botId ? { botId } : {}, token);
  expect(started.code, started.message).toBe(0);
  clock.advance(30 * 1000);
  return started.result.watchId as string;
}

describe("house ads", () => {
  it("lists them highest sort first, to visitors and free users", async () => {
    const names = ["High", "Middle", "Low"];
    expect((await get("/ad/list")).result.map((ad: { name: string }) => ad.name)).toEqual(names);
    const listed = (await get("/ad/list", await freeUser())).result;
    expect(listed.map((ad: { name: string }) => ad.name)).toEqual(names);
    expect(listed[1]).toEqual({
      name: "Middle",
      image: "/ads/middle.webp",
      jumpTo: "/creators",
      sort: 5,
      isInfusion: false,
    });
  });

  it("shows members none, and turns the ad network off for them", async () => {
    const token = await member();
    expect((await get("/ad/list", token)).result).toEqual([]);
    expect((await get("/config/getConfigStringByKey?key=AD_WEB_SHOW", token)).result).toEqual({
      show: false,
      scriptUrl: null,
      slots: [],
    });
  });

  it("gives free users the network's script and slots", async () => {
    expect((await get("/config/getConfigStringByKey?key=AD_WEB_SHOW")).result).toEqual({
      show: true,
      scriptUrl: "https://ads.example.com/tag.js",
      slots: [
        {
          id: "list",
          size: [300, 250],
          slotId: "/123/list",
          sizeMapping: [],
          refreshTime: 30,
          refreshRetry: 1,
        },
      ],
    });
  });

  it("answers the rewarded ad's settings, and unknown keys as /config/getConfigByKey does", async () => {
    expect((await get("/config/getConfigStringByKey?key=REWARDED_ADS_FRONT_CONFIG")).result).toEqual({
      credits: 7,
      watchSeconds: 30,
      dailyCap: 2,
      unlockHours: 24,
      creative: { kind: "house", url: null, jumpTo: null },
    });
    const unknown = await get("/config/getConfigStringByKey?key=NO_SUCH_KEY");
    expect(unknown).toMatchObject({ status: 404, message: "No configuration key NO_SUCH_KEY" });
    expect((await get("/config/getConfigStringByKey?key=%3Cscript%3E")).status).toBe(400);
  });

  it("has no house ads and a house creative without ADS_FILE", () => {
    const settings = adSettings(testConfig());
    expect(settings.houseAds).toEqual([]);
    expect(settings.network).toBeNull();
    expect(settings.rewarded.creative).toEqual({ kind: "house", url: null, jumpTo: null });
  });

  it("reads ads.example.yaml", () => {
    const example = adSettings(
      testConfig({ ADS_FILE: path.resolve(import.meta.dirname, "../../../../../ads.example.yaml") }),
    );
    expect(example.houseAds.map((ad) => ad.name)).toEqual(["Spring promotion", "Our Discord"]);
    expect(example.rewarded).toMatchObject({ credits: 5, watchSeconds: 15, dailyCap: 5, unlockHours: 24 });
  });

  it("refuses an ADS_FILE with a link that is neither https nor a path of the app", () => {
    const bad = tempConfigFile(
      "bad.yaml",
      "houseAds:\n  - { name: X, image: 'javascript:alert(1)', jumpTo: /x }\n",
    );
    try {
      expect(() => adSettings(testConfig({ ADS_FILE: bad.path }))).toThrow(/houseAds\[0\]\.image/);
    } finally {
      bad.remove();
    }
  });
});

describe("a rewarded watch", () => {
  it("goes TO_WATCH_ADS → TO_REWARD → FINISH on the server's clock and grants its credits once", async () => {
    const token = await freeUser();
    const before = await balance(token);
    expect((await get("/mission/getWatchedAdsProcess", token)).result).toMatchObject({
      watchId: null,
      process: "TO_WATCH_ADS",
      watchedToday: 0,
      dailyCap: 2,
    });
    const started = (await post("/mission/watchedAds", {}, token)).result;
    expect(started).toMatchObject({ process: "TO_WATCH_ADS", secondsLeft: 30, watchedToday: 0 });
    const early = await post("/mission/rewardWatchedAds", { watchId: started.watchId }, token);
    expect(early).toMatchObject({ code: ResponseCode.FAILED, message: AdMessages.watchNotFinished });
    clock.advance(29 * 1000);
    expect((await get("/mission/getWatchedAdsProcess", token)).result).toMatchObject({
      process: "TO_WATCH_ADS",
      secondsLeft: 1,
    });
    clock.advance(1000);
    expect(
      (await get(`/mission/getWatchedAdsProcess?watchId=${started.watchId}`, token)).result,
    ).toMatchObject({
      watchId: started.watchId,
      process: "TO_REWARD",
      secondsLeft: 0,
    });
    const reward = await post("/mission/rewardWatchedAds", { watchId: started.watchId }, token);
    expect(reward.result).toMatchObject({
      creditAmount: 7,
      balance: before + 7,
      unlockedBotId: null,
      process: { process: "FINISH", watchedToday: 1 },
    });
    const again = await post("/mission/rewardWatchedAds", { watchId: started.watchId }, token);
    expect(again.result).toMatchObject({ creditAmount: 0, balance: before + 7 });
    expect((await get("/mission/getWatchedAdsProcess", token)).result.process).toBe("FINISH");
  });

  it("grants once under 20 parallel claims", async () => {
    const token = await freeUser();
    const before = await balance(token);
    const watchId = await finishedWatch(token);
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => post("/mission/rewardWatchedAds", { watchId }, token)),
    );
    expect(claims.map((claim) => claim.code)).toEqual(Array(20).fill(0));
    expect(claims.reduce((sum, claim) => sum + claim.result.creditAmount, 0)).toBe(7);
    expect(await balance(token)).toBe(before + 7);
    const rows = await harness.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.operation, `ad-watch:${watchId}`));
    expect(rows).toHaveLength(1);
  });

  it("stops at the daily cap, counted at the claim, and opens again the next UTC day", async () => {
    const token = await freeUser();
    const watches = [];
    for (let i = 0; i < 3; i++) watches.push((await post("/mission/watchedAds", {}, token)).result.watchId);
    clock.advance(30 * 1000);
    const claims = [];
    for (const watchId of watches) claims.push(await post("/mission/rewardWatchedAds", { watchId }, token));
    expect(claims.map((claim) => claim.code)).toEqual([0, 0, ResponseCode.FAILED]);
    expect(claims[2]!.message).toBe(AdMessages.dailyCapReached);
    const refused = await post("/mission/watchedAds", {}, token);
    expect(refused).toMatchObject({ code: ResponseCode.FAILED, message: AdMessages.dailyCapReached });
    clock.advance(24 * HOUR_MS);
    const late = await post("/mission/rewardWatchedAds", { watchId: watches[2] }, token);
    expect(late.result).toMatchObject({ creditAmount: 7, process: { watchedToday: 1 } });
  });

  it("is the caller's own: another user's watch is not found", async () => {
    const watchId = await finishedWatch(await freeUser());
    const stranger = await freeUser();
    expect((await post("/mission/rewardWatchedAds", { watchId }, stranger)).status).toBe(404);
    expect((await get(`/mission/getWatchedAdsProcess?watchId=${watchId}`, stranger)).status).toBe(404);
  });
});

describe("an ads-locked bot", () => {
  async function lockedBot(creatorId?: number) {
    const bot = await buildBot(harness.database.db, creatorId === undefined ? {} : { creatorId });
    const locked = await post("/admin/bots/adsLock", { botId: bot.botId, locked: true }, admin);
    expect(locked.result).toEqual({ botId: bot.botId, isAdsLocked: true });
    return bot;
  }
  const enter = (botId: string, token: string) => post("/v1/chat/enterDialogueV2", { botId }, token);

  it("shows the lock on list records", async () => {
    const bot = await lockedBot();
    const found = await post("/ai/roleInfo/queryBotByNameV2", { name: bot.name, page: 1, limit: 5 });
    const record = found.result.list.find((entry: { id: string }) => entry.id === bot.botId);
    expect(record?.isAdsLocked, JSON.stringify(found)).toBe(true);
  });

  it("opens to a free user for 24 hours after a rewarded watch", async () => {
    const bot = await lockedBot();
    const token = await freeUser();
    const refused = await enter(bot.botId, token);
    expect(refused).toMatchObject({
      status: 403,
      code: ResponseCode.ADS_LOCKED,
      message: AdMessages.botAdsLocked,
    });
    const watchId = await finishedWatch(token, bot.botId);
    expect((await enter(bot.botId, token)).code).toBe(ResponseCode.ADS_LOCKED);
    const reward = await post("/mission/rewardWatchedAds", { watchId }, token);
    expect(reward.result).toMatchObject({ creditAmount: 7, unlockedBotId: bot.botId });
    expect((await enter(bot.botId, token)).code).toBe(0);
    expect((await enter(bot.botId, await freeUser())).code).toBe(ResponseCode.ADS_LOCKED);
    clock.advance(24 * HOUR_MS + 1000);
    expect((await enter(bot.botId, token)).code).toBe(ResponseCode.ADS_LOCKED);
  });

  it("is open to members and to its creator, and closed to visitors' preview chat", async () => {
    const creator = await buildSession(harness.database.db, { now: clock.now() });
    const bot = await lockedBot(creator.row.id);
    expect((await enter(bot.botId, await member())).code).toBe(0);
    expect((await enter(bot.botId, creator.token)).code).toBe(0);
    const visitor = await post("/v1/chat/preview/chat", {
      botId: bot.botId,
      messages: [{ role: "user", content: "Hello" }],
    });
    expect(visitor.code).toBe(ResponseCode.ADS_LOCKED);
  });

  it("opens again for everyone when the admin unlocks it", async () => {
    const bot = await lockedBot();
    const token = await freeUser();
    expect((await enter(bot.botId, token)).code).toBe(ResponseCode.ADS_LOCKED);
    expect((await post("/admin/bots/adsLock", { botId: bot.botId, locked: false }, admin)).code).toBe(0);
    expect((await enter(bot.botId, token)).code).toBe(0);
    expect((await post("/admin/bots/adsLock", { botId: "999999999", locked: true }, admin)).status).toBe(404);
  });
});
