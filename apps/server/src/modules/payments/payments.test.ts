import { ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { tempConfigFile } from "../../../test/config-files.ts";
import { buildSession } from "../../../test/factories/index.ts";
import { createTestApp, movableClock, type TestApp } from "../../../test/harness.ts";
import { backgroundContext } from "../../context.ts";
import { renewDevSubscriptions } from "./renewals.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date("2026-11-20T12:00:00Z");
const clock = movableClock(START);
const plansFile = tempConfigFile("plans.yaml", "offers:\n  PREMIUM_ANNUAL: { price: 199.9, trialDays: 3 }\n");
let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({ clock, env: { PLANS_FILE: plansFile.path } });
});
afterAll(async () => {
  await harness.close();
  plansFile.remove();
});

/** Runs a test at `START` plus some days, and puts the clock back after it. */
async function atDay<T>(days: number, run: () => Promise<T>): Promise<T> {
  clock.advance(days * DAY_MS);
  try {
    return await run();
  } finally {
    clock.advance(-days * DAY_MS);
  }
}

async function customer() {
  const { row } = await buildSession(harness.database.db, { now: clock.now() });
  // A session of the moment, since the tests move weeks ahead (sessions expire).
  const token = async () => (await buildSession(harness.database.db, { user: row, now: clock.now() })).token;
  const api = async (method: "GET" | "POST" | "PUT", url: string, body?: object) =>
    call(harness.app, method, `/api${url}`, { token: await token(), ...(body ? { body } : {}) });
  return {
    api,
    subscribe: (vipEnum: string) => api("POST", "/pay/initiate/subscription", { vipEnum }),
    complete: (orderNo: string, outcome: "paid" | "failed" = "paid") =>
      api("POST", "/pay/dev/complete", { orderNo, outcome }),
    status: async () => (await api("GET", "/user/status")).result,
    orders: async () => (await api("POST", "/order/pageQuery", { page: 1, limit: 10 })).result,
  };
}

const renew = () =>
  renewDevSubscriptions(backgroundContext({ config: harness.config, database: harness.database, clock }));

describe("the development checkout", () => {
  it("sells a plan: a pending order, paid on the checkout page, makes the account a member for a month", async () => {
    const user = await customer();
    const checkout = await user.subscribe("STANDARD");
    expect(checkout.code).toBe(0);
    expect(checkout.result).toMatchObject({ amount: 999, currency: "usd" });
    expect(checkout.result.checkoutUrl).toBe(`/dev/checkout/${checkout.result.orderNo}`);
    expect((await user.status()).vip).toBe(false);
    expect((await user.orders()).total).toBe(0);

    const shown = await user.api("POST", "/pay/dev/order", { orderNo: checkout.result.orderNo });
    expect(shown.result).toMatchObject({ status: "pending", vipEnum: "STANDARD", category: "subscription" });
    const paid = await user.complete(checkout.result.orderNo);
    expect(paid.result).toMatchObject({ status: "paid", paidAt: START.toISOString() });
    expect(await user.status()).toMatchObject({
      vip: true,
      vipEnum: "STANDARD",
      lastSubscriptionStatus: "PAID",
    });
    const orders = await user.orders();
    expect(orders.total).toBe(1);
    expect(orders.list[0]).toMatchObject({ orderNo: checkout.result.orderNo, method: "dev", amount: 999 });
    await atDay(29, async () => expect((await user.status()).vip).toBe(true));
    await atDay(30, async () => expect((await user.status()).vip).toBe(false));
  });

  it("settles an order once, however many reports arrive together", async () => {
    const user = await customer();
    const { orderNo } = (await user.subscribe("PREMIUM")).result;
    const answers = await Promise.all(Array.from({ length: 20 }, () => user.complete(orderNo)));
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.message === "This order is already paid or closed"),
    ).toHaveLength(19);
    const account = await user.api("GET", "/user/auth/permission");
    expect(account.result.customPacks).toBe(true);
    // One month from now, not twenty.
    await atDay(31, async () => expect((await user.status()).vip).toBe(false));
  });

  it("reports a failed payment, which makes no one a member", async () => {
    const user = await customer();
    const { orderNo } = (await user.subscribe("STANDARD")).result;
    expect((await user.complete(orderNo, "failed")).result.status).toBe("failed");
    expect(await user.status()).toMatchObject({ vip: false, lastSubscriptionStatus: "PAY_FAILED" });
    expect((await user.orders()).list[0].status).toBe("failed");
  });

  it("refuses another plan while one runs, but sells an upgrade at the prorated difference", async () => {
    const user = await customer();
    await user.complete((await user.subscribe("STANDARD")).result.orderNo);
    const same = await user.subscribe("STANDARD");
    expect(same).toMatchObject({ code: ResponseCode.FAILED });
    expect(same.message).toBe(
      "You are already on a plan. Please contact us if you want to switch to a different plan",
    );
    await atDay(15, async () => {
      // Half of the 30-day period is left: half of 19.99 − 9.99.
      const upgrade = await user.subscribe("PREMIUM");
      expect(upgrade.result.amount).toBe(500);
      await user.complete(upgrade.result.orderNo);
      expect((await user.status()).vipEnum).toBe("PREMIUM");
    });
    await atDay(29, async () => expect((await user.status()).vipEnum).toBe("PREMIUM"));
    await atDay(31, async () => expect((await user.status()).vip).toBe(false));
  });

  it("starts a trial at no cost, which converts to a paid year unless cancelled", async () => {
    const user = await customer();
    const trial = (await user.subscribe("PREMIUM_ANNUAL")).result;
    expect(trial.amount).toBe(0);
    await user.complete(trial.orderNo);
    const live = await user.api("PUT", "/pay/subscription/end", { reasons: [] });
    expect(live.result).toMatchObject({ status: "trialing", cancelAtPeriodEnd: true });
    expect((await user.api("POST", "/pay/reSubscribe")).result.resumed).toMatchObject({
      cancelAtPeriodEnd: false,
    });

    await atDay(3, async () => {
      expect(await renew()).toBeGreaterThanOrEqual(1);
      const status = await user.status();
      expect(status).toMatchObject({ vip: true, vipEnum: "PREMIUM_ANNUAL", lastSubscriptionStatus: "PAID" });
      const orders = (await user.orders()).list;
      expect(
        orders.map((order: { category: string; amount: number }) => [order.category, order.amount]),
      ).toEqual([
        ["renewal", 19990],
        ["trial", 0],
      ]);
      expect(await renew()).toBe(0);
    });
    // A second trial is not offered: the next checkout is at the full price.
    const again = await customer();
    expect((await again.subscribe("PREMIUM_ANNUAL")).result.amount).toBe(0);
    expect((await user.subscribe("PREMIUM_ANNUAL")).message).toMatch(/already on a plan/);
  });

  it("lets a cancelled plan run to its end, then offers to subscribe again", async () => {
    const user = await customer();
    await user.complete((await user.subscribe("STANDARD")).result.orderNo);
    const cancelled = await user.api("PUT", "/pay/subscription/end", {
      reasons: ["too_expensive", "other"],
      comment: "Back in spring",
    });
    expect(cancelled.result).toMatchObject({ vipEnum: "STANDARD", cancelAtPeriodEnd: true });
    await atDay(30, async () => {
      await renew();
      expect((await user.orders()).list.map((order: { category: string }) => order.category)).toEqual([
        "subscription",
      ]);
      const status = await user.status();
      expect(status).toMatchObject({
        vip: false,
        lastVipEndTime: new Date(START.getTime() + 30 * DAY_MS).toISOString(),
      });
      const again = await user.api("POST", "/pay/reSubscribe");
      expect(again.result.resumed).toBeNull();
      expect(again.result.checkout).toMatchObject({ amount: 999 });
    });
  });

  it("renews a plan that is not cancelled, once however many instances run the job", async () => {
    const user = await customer();
    await user.complete((await user.subscribe("STANDARD")).result.orderNo);
    await atDay(30, async () => {
      await Promise.all([renew(), renew(), renew()]);
      const renewals = (await user.orders()).list.filter(
        (order: { category: string }) => order.category === "renewal",
      );
      expect(renewals).toHaveLength(1);
      expect((await user.status()).vip).toBe(true);
    });
    await atDay(59, async () => expect((await user.status()).vip).toBe(true));
  });

  it("keeps each account's orders to itself", async () => {
    const owner = await customer();
    const other = await customer();
    const { orderNo } = (await owner.subscribe("STANDARD")).result;
    expect((await other.api("POST", "/pay/dev/order", { orderNo })).status).toBe(404);
    expect((await other.complete(orderNo)).status).toBe(404);
    expect((await owner.status()).vip).toBe(false);
    expect((await other.api("PUT", "/pay/subscription/end", {})).message).toBe(
      "You have no subscription to change",
    );
  });
});

describe("in production without a payment provider", () => {
  it("tells users to contact the operator and has no development checkout", async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: "production",
        SMTP_URL: "smtp://127.0.0.1:9",
        UPLOAD_SIGNING_SECRET: "a-production-secret-of-at-least-32-characters",
      },
    });
    try {
      const { token } = await buildSession(production.database.db);
      const api = (method: "GET" | "POST", url: string, body?: object) =>
        call(production.app, method, `/api${url}`, { token, ...(body ? { body } : {}) });
      expect((await api("GET", "/plans/list")).result.paymentMode).toBe("operator");
      const refused = await api("POST", "/pay/initiate/subscription", { vipEnum: "STANDARD" });
      expect(refused.message).toBe("Payments are not set up here yet. Contact the operator to get a plan");
      expect((await api("POST", "/pay/dev/complete", { orderNo: "F1", outcome: "paid" })).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe("goods (the writing assistant's shop calls)", () => {
  it("lists the offers as goods and says what buying one would be for the caller", async () => {
    const goods = await call(harness.app, "POST", "/api/goods/goodsInfo");
    expect(goods.result.list.map((good: { id: string; price: number }) => [good.id, good.price])).toEqual([
      ["STANDARD", 999],
      ["STANDARD_ANNUAL", 9990],
      ["PREMIUM", 1999],
      ["PREMIUM_ANNUAL", 19990],
    ]);
    const user = await customer();
    expect((await user.api("GET", "/pay/user/goods/PREMIUM_ANNUAL")).result).toMatchObject({
      category: "trial",
      amount: 0,
    });
    await user.complete((await user.subscribe("STANDARD")).result.orderNo);
    expect((await user.api("GET", "/pay/user/goods/STANDARD")).result).toMatchObject({
      category: "current",
      amount: null,
    });
    expect((await user.api("GET", "/pay/user/goods/PREMIUM")).result).toMatchObject({
      category: "upgrade",
      amount: 1000,
    });
    expect((await user.api("GET", "/pay/user/goods/STANDARD_ANNUAL")).result.category).toBe("unavailable");
    expect((await user.api("GET", "/pay/user/goods/GOLD")).status).toBe(400);
  });
});
