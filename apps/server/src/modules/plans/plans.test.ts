import path from "node:path";
import { ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, uniqueEmail } from "../../../test/accounts.ts";
import { tempConfigFile } from "../../../test/config-files.ts";
import { openDialogue } from "../../../test/dialogues.ts";
import { buildSession } from "../../../test/factories/index.ts";
import { createTestApp, movableClock, type TestApp } from "../../../test/harness.ts";
import { ConfigError, loadConfig } from "../../config.ts";
import { planSettings } from "./plans-file.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = movableClock(new Date("2026-11-20T12:00:00Z"));
const plansFile = tempConfigFile(
  "plans.yaml",
  [
    "currency: eur",
    "offers:",
    "  PREMIUM: { price: 12.5, trialDays: 3 }",
    "promotion: { percentOff: 60, endsAt: '2026-12-01T00:00:00Z' }",
    "entitlements:",
    "  free: { memoryLibrary: false, dailyMessages: 2 }",
  ].join("\n"),
);
const adminEmail = uniqueEmail("plans-admin");
let harness: TestApp;
let admin: string;

beforeAll(async () => {
  harness = await createTestApp({
    clock,
    env: { PLANS_FILE: plansFile.path, ADMIN_EMAILS: adminEmail, OFFLINE_MODEL_DELAY_MS: "0" },
  });
  admin = (
    await buildSession(harness.database.db, { now: clock.now(), userOverrides: { email: adminEmail } })
  ).token;
});
afterAll(async () => {
  await harness.close();
  plansFile.remove();
});

const get = (url: string, token?: string) => call(harness.app, "GET", `/api${url}`, token ? { token } : {});
const post = (url: string, body: object, token: string) =>
  call(harness.app, "POST", `/api${url}`, { body, token });
const grant = (email: string, vipEnum: string, days: number) =>
  post("/admin/plans/grant", { email, vipEnum, days }, admin);

async function member() {
  const account = await buildSession(harness.database.db, { now: clock.now() });
  return { ...account, email: account.email as string };
}

describe("the plan catalogue", () => {
  it("lists each plan's price from the plans file, with the promotion while it runs", async () => {
    const catalogue = (await get("/plans/list")).result;
    const premium = catalogue.offers.find((offer: { vipEnum: string }) => offer.vipEnum === "PREMIUM");
    expect(premium).toEqual({
      vipEnum: "PREMIUM",
      tier: "premium",
      period: "month",
      price: 500,
      listPrice: 1250,
      currency: "eur",
      trialDays: 3,
    });
    expect(catalogue.offers.map((offer: { vipEnum: string }) => offer.vipEnum)).toEqual([
      "STANDARD",
      "STANDARD_ANNUAL",
      "PREMIUM",
      "PREMIUM_ANNUAL",
    ]);
    expect(catalogue).toMatchObject({
      paymentMode: "dev",
      discountBadge: 60,
      promotionEndsAt: "2026-12-01T00:00:00.000Z",
    });
    const free = catalogue.tiers.find((tier: { tier: string }) => tier.tier === "free");
    expect(free.entitlements).toMatchObject({ memoryLibrary: false, dailyMessages: 2, noAds: false });
  });

  it("drops the promotion the second it ends", async () => {
    const untilTheEnd = new Date("2026-12-01T00:00:00Z").getTime() - clock.now().getTime();
    clock.advance(untilTheEnd);
    try {
      const catalogue = (await get("/plans/list")).result;
      expect(catalogue.discountBadge).toBeNull();
      expect(catalogue.offers[2]).toMatchObject({ price: 1250, listPrice: null });
    } finally {
      clock.advance(-untilTheEnd);
    }
  });
});

describe("an operator's grants", () => {
  it("make an account a member until the period ends, then free with the resubscribe hint", async () => {
    const account = await member();
    const granted = await grant(account.email, "PREMIUM", 10);
    expect(granted.code).toBe(0);
    expect(granted.result).toMatchObject({
      vipEnum: "PREMIUM",
      subscription: { status: "active", provider: "operator", cancelAtPeriodEnd: false },
    });
    const ends = new Date(clock.now().getTime() + 10 * DAY_MS).toISOString();
    expect(granted.result.subscription.periodEnd).toBe(ends);
    expect((await get("/user/status", account.token)).result).toMatchObject({
      vip: true,
      vipEnum: "PREMIUM",
    });
    expect((await get("/user/auth/permission", account.token)).result).toMatchObject({
      nsfw: true,
      memoryLibrary: true,
      customPacks: true,
    });

    clock.advance(10 * DAY_MS);
    try {
      expect((await get("/user/status", account.token)).result).toEqual({
        vip: false,
        userVip: false,
        vipEnum: "FREE",
        lastVipEndTime: ends,
        lastVipEndReminded: false,
        lastSubscriptionStatus: null,
        subscription: null,
      });
      expect((await get("/user/auth/permission", account.token)).result.nsfw).toBe(false);
      expect((await get("/uservip/setReminded", account.token)).result).toEqual({ reminded: true });
      expect((await get("/user/status", account.token)).result.lastVipEndReminded).toBe(true);
    } finally {
      clock.advance(-10 * DAY_MS);
    }
  });

  it("extend the same plan from its end, and replace another plan from now", async () => {
    const account = await member();
    await grant(account.email, "STANDARD", 10);
    const extended = (await grant(account.email, "STANDARD", 5)).result.subscription;
    expect(extended.periodEnd).toBe(new Date(clock.now().getTime() + 15 * DAY_MS).toISOString());
    const replaced = (await grant(account.email, "PREMIUM_ANNUAL", 365)).result;
    expect(replaced.vipEnum).toBe("PREMIUM_ANNUAL");
    expect(replaced.subscription.periodStart).toBe(clock.now().toISOString());
    expect(replaced.subscription.id).not.toBe(extended.id);
  });

  it("end a plan now", async () => {
    const account = await member();
    await grant(account.email, "STANDARD", 10);
    const ended = (await post("/admin/plans/end", { email: account.email }, admin)).result;
    expect(ended).toMatchObject({ vipEnum: "FREE", subscription: null });
    const status = (await get("/user/status", account.token)).result;
    expect(status).toMatchObject({ vip: false, lastVipEndTime: clock.now().toISOString() });
  });

  it("say when no account has the email, and refuse whoever is not an admin", async () => {
    const unknown = await grant("nobody-at-all@example.com", "PREMIUM", 3);
    expect(unknown).toMatchObject({ status: 404, message: "No account has this email" });
    const account = await member();
    const refused = await post(
      "/admin/plans/grant",
      { email: account.email, vipEnum: "PREMIUM", days: 3 },
      account.token,
    );
    expect(refused.status).toBe(403);
    expect((await get("/user/status", account.token)).result.vip).toBe(false);
  });

  it("are granted once however many arrive together", async () => {
    const account = await member();
    await Promise.all(Array.from({ length: 10 }, () => grant(account.email, "STANDARD", 1)));
    const status = (await post("/admin/plans/account", { email: account.email }, admin)).result;
    expect(status.subscription.periodEnd).toBe(new Date(clock.now().getTime() + 10 * DAY_MS).toISOString());
  });
});

describe("entitlements drive every limit", () => {
  it("refuse pinning and custom memory with code 470 when the plan leaves out the memory library", async () => {
    const { reader, dialogueId } = await openDialogue(harness);
    const history = await post("/v1/chat/chatHistory", { dialogueId, limit: 1 }, reader.token);
    const msgId = history.result.messages[0].msgId;
    const pinned = await post("/memory/pin", { dialogueId, msgId }, reader.token);
    expect(pinned).toMatchObject({ code: ResponseCode.PLAN_REQUIRED, status: 403 });
    expect(pinned.message).toBe("This needs a paid plan. Upgrade to use it");
    expect((await post("/memory/unpin", { dialogueId, msgId }, reader.token)).code).toBe(0);
    const custom = await post(
      "/memory/custom/addOrUpdate",
      { dialogueId, content: "Likes tea" },
      reader.token,
    );
    expect(custom.code).toBe(ResponseCode.PLAN_REQUIRED);

    await grant(reader.email as string, "STANDARD", 1);
    expect((await post("/memory/pin", { dialogueId, msgId }, reader.token)).code).toBe(0);
  });

  it("count the plan's daily messages, and a member's plan has none", async () => {
    const { reader, botId, dialogueId } = await openDialogue(harness);
    const send = () => post("/v1/chat/chat", { botId, dialogueId, content: "Hello" }, reader.token);
    expect((await send()).code).toBe(0);
    expect((await send()).code).toBe(0);
    const refused = await send();
    expect(refused.code).toBe(ResponseCode.QUOTA_EXCEEDED);
    expect(refused.message).toBe("You have used all of today's messages on your plan. Upgrade for more");
    await grant(reader.email as string, "PREMIUM", 1);
    expect((await send()).code).toBe(0);
  });

  it("give the standard plan higher daily limits than the free one, and premium none", async () => {
    const account = await member();
    expect((await get("/v1/chat/edit/bot/count", account.token)).result).toEqual({ used: 0, limit: 30 });
    await grant(account.email, "STANDARD", 1);
    expect((await get("/v1/chat/edit/bot/count", account.token)).result).toEqual({ used: 0, limit: 300 });
    await grant(account.email, "PREMIUM", 1);
    expect((await get("/v1/chat/edit/bot/count", account.token)).result).toEqual({ used: 0, limit: null });
  });

  it("let the adult-content switch through only for plans with it", async () => {
    const account = await member();
    const enable = () => post("/v1/chat/setNsfw", { enabled: true, confirmAdult: true }, account.token);
    expect((await enable()).code).toBe(ResponseCode.PLAN_REQUIRED);
    await grant(account.email, "STANDARD", 1);
    expect((await enable()).code).toBe(0);
  });
});

describe("PLANS_FILE", () => {
  it("stops the start naming the file and the key that is wrong", () => {
    const broken = tempConfigFile(
      "broken.json",
      JSON.stringify({ offers: { GOLD: { price: 5 } }, entitlements: { free: { nsfw: "yes" } } }),
    );
    try {
      expect(() => planSettings(loadConfig({ PLANS_FILE: broken.path }))).toThrow(ConfigError);
      expect(() => planSettings(loadConfig({ PLANS_FILE: broken.path }))).toThrow(
        /PLANS_FILE .*broken\.json: offers: Unrecognized key: "GOLD"; entitlements\.free\.nsfw: /,
      );
      const missing = path.join(path.dirname(broken.path), "missing.yaml");
      expect(() => planSettings(loadConfig({ PLANS_FILE: missing }))).toThrow(/file not found/);
    } finally {
      broken.remove();
    }
  });

  it("reads the example file that ships with Fable", () => {
    const example = path.resolve(import.meta.dirname, "../../../../../plans.example.yaml");
    const settings = planSettings(loadConfig({ PLANS_FILE: example }));
    expect(settings.offers.find((offer) => offer.vipEnum === "PREMIUM")).toMatchObject({
      fullPrice: 1999,
      trialDays: 3,
    });
    expect(settings.promotion?.percentOff).toBe(60);
    expect(settings.entitlements.premium).toMatchObject({
      customPacks: true,
      dailyRegenerations: null,
      noAds: true,
    });
  });

  it("keeps the embedded plans without one", () => {
    const settings = planSettings(loadConfig({}));
    expect(settings.offers.map((offer) => offer.fullPrice)).toEqual([999, 9990, 1999, 19990]);
    expect(settings.entitlements.premium.dailyRegenerations).toBeNull();
    expect(settings.promotion).toBeNull();
  });
});

describe("the faster models of paid plans", () => {
  it("are offered while the membership counts and withdrawn the second it ends", async () => {
    const modelsFile = tempConfigFile(
      "models.yaml",
      [
        "scenes:",
        "  - { id: house, label: House model, provider: openai-compatible, baseUrl: 'http://127.0.0.1:9/v1', model: house }",
        "  - { id: fast, label: Fast model, provider: openai-compatible, baseUrl: 'http://127.0.0.1:9/v1', model: fast, plans: [vip] }",
      ].join("\n"),
    );
    const own = await createTestApp({
      clock,
      env: { MODELS_FILE: modelsFile.path, ADMIN_EMAILS: adminEmail },
    });
    try {
      const db = own.database.db;
      const operator = (await buildSession(db, { now: clock.now(), userOverrides: { email: adminEmail } }))
        .token;
      const account = await buildSession(db, { now: clock.now() });
      const ask = (method: "GET" | "POST", url: string, token: string, body?: object) =>
        call(own.app, method, `/api${url}`, { token, ...(body ? { body } : {}) });
      const fastAvailable = async () =>
        (await ask("GET", "/model/scene/getModelSceneInfo", account.token)).result.scenes.find(
          (scene: { id: string }) => scene.id === "fast",
        ).available;
      const chooseFast = () =>
        ask("POST", "/model/scene/chooseModelScene", account.token, { sceneId: "fast" });

      expect(await fastAvailable()).toBe(false);
      expect((await chooseFast()).code).toBe(ResponseCode.PLAN_REQUIRED);
      await ask("POST", "/admin/plans/grant", operator, {
        email: account.email,
        vipEnum: "STANDARD",
        days: 2,
      });
      expect(await fastAvailable()).toBe(true);
      expect((await chooseFast()).code).toBe(0);
      clock.advance(2 * DAY_MS);
      try {
        expect(await fastAvailable()).toBe(false);
        expect((await ask("GET", "/model/scene/getModelSceneInfo", account.token)).result.selected).toBe(
          "house",
        );
      } finally {
        clock.advance(-2 * DAY_MS);
      }
    } finally {
      await own.close();
      modelsFile.remove();
    }
  });
});
