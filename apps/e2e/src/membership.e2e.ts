import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../../scripts/lib/server-process.mjs";
import { type Browser, openBrowser } from "./browser.ts";
import { api, signUp, uniqueEmail } from "./session.ts";

/**
 * The paid side end to end on its own server (an admin, a promotion, a house ad): credits, a task,
 * subscribing through the development checkout, what membership changes, cancelling, the end of the
 * membership and the resubscribe hint.
 */
const adminEmail = uniqueEmail("membership-admin");
let dataDir: string;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let token = "";
let email = "";

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "fable-membership-"));
  const plansFile = path.join(dataDir, "plans.yaml");
  await writeFile(plansFile, "promotion: { percentOff: 60, endsAt: '2099-01-01T00:00:00Z' }\n");
  const adsFile = path.join(dataDir, "ads.yaml");
  await writeFile(
    adsFile,
    "houseAds:\n  - { name: House promotion, image: /favicon.svg, jumpTo: /billing?tab=plans, sort: 10 }\n",
  );
  server = await startServer({
    dataDir,
    env: { ADMIN_EMAILS: adminEmail, PLANS_FILE: plansFile, ADS_FILE: adsFile },
  });
  browser = { ...(await openBrowser()), baseUrl: server.baseUrl };
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const creditChip = () => browser.page.getByTestId("credit-chip");
const listAd = () => browser.page.getByTestId("list-ad");

describe("credits, tasks and a membership", () => {
  it("shows a new account's credits with today's reward, and pays a finished task into them", async () => {
    const { page } = browser;
    email = uniqueEmail("member");
    token = await signUp(server.baseUrl, "member", email);
    await page.goto(`${server.baseUrl}/`);
    await page.evaluate((stored) => localStorage.setItem("fable.token", stored), token);
    await page.goto(`${server.baseUrl}/billing?tab=task`);
    await expect.poll(() => creditChip().getAttribute("data-amount"), { timeout: 15_000 }).toBe("35");

    // Validating the email at sign-up finished a special task: claimed once, paid into the chip.
    const task = page.getByTestId("task-special_validate_email");
    await task.getByTestId("task-claim").click();
    await task.getByTestId("task-claimed").waitFor();
    await expect.poll(() => creditChip().getAttribute("data-amount")).toBe("45");
    await browser.screenshot("membership-tasks");
  });

  it("shows a free account the house ad at index 3 and the subscribe button with the promotion", async () => {
    const { page } = browser;
    await page.goto(`${server.baseUrl}/category`);
    await listAd().waitFor({ timeout: 15_000 });
    const items = page.locator('[data-testid="list-ad"], [data-testid="bot-card"]');
    await expect.poll(async () => (await items.nth(3).getAttribute("data-testid")) ?? "").toBe("list-ad");
    const subscribe = page.getByTestId("subscribe-button");
    await expect.poll(() => subscribe.textContent()).toMatch(/60% off/);
    expect(await page.getByTestId("promo-countdown").textContent()).toMatch(/^\d\d:\d\d:\d\d$/);
  });

  it("subscribes through the development checkout and comes back a member: badge, no ads, higher limits", async () => {
    const { page } = browser;
    await page.goto(`${server.baseUrl}/billing?tab=plans`);
    const standard = page.getByTestId("plan-card-standard");
    // The promotion's price, with the list price struck through.
    await expect.poll(() => standard.textContent()).toMatch(/\$4\.00.*\$9\.99/);
    await browser.screenshot("membership-plans");
    await page.getByTestId("plan-choose-standard").click();
    await page.waitForURL(/\/dev\/checkout\/F\d{8}[A-Z0-9]{8}$/);
    expect(await page.getByTestId("dev-checkout-amount").textContent()).toContain("$4.00");
    await page.getByTestId("dev-checkout-pay").click();

    await page.waitForURL(/businessId=/);
    await page.getByTestId("payment-check").waitFor();
    await page.getByTestId("vip-badge").waitFor({ timeout: 20_000 });
    expect(await page.getByTestId("vip-badge").textContent()).toContain("Standard");
    await expect.poll(() => page.url()).not.toMatch(/businessId/);

    const limits = await api<{ used: number; limit: number | null }>(
      server.baseUrl,
      "GET",
      "/v1/chat/edit/bot/count",
      undefined,
      token,
    );
    expect(limits.limit).toBe(300);
    await page.goto(`${server.baseUrl}/category`);
    await page.getByTestId("bot-card").first().waitFor();
    expect(await listAd().count()).toBe(0);
    await browser.screenshot("membership-member");
  });

  it("cancels with a reason, keeps the plan to the end of the period, and lists the order", async () => {
    const { page } = browser;
    await page.goto(`${server.baseUrl}/billing?tab=plans`);
    await page.getByTestId("subscription-cancel").click();
    const dialog = page.getByTestId("cancel-dialog");
    await dialog.getByLabel("Too expensive").check();
    await dialog.getByTestId("cancel-confirm").click();
    await page.getByTestId("subscription-resume").waitFor();
    expect(await page.getByTestId("subscription-period").textContent()).toMatch(/^Ends on/);
    expect(await page.getByTestId("vip-badge").isVisible()).toBe(true);

    await page.goto(`${server.baseUrl}/fitting/order`);
    const row = page.getByTestId("order-row").first();
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Standard · Subscription.*\$4\.00Paid/);
  });

  it("says the membership ended once it has, and resubscribing leads to checkout again", async () => {
    const { page } = browser;
    // The operator ends it now on the admin Plans page, standing in for the end of the period.
    const adminToken = await signUp(server.baseUrl, "membership-admin", adminEmail);
    await page.evaluate((stored) => localStorage.setItem("fable.token", stored), adminToken);
    await page.goto(`${server.baseUrl}/admin/plans`);
    await page.getByTestId("admin-plans-email").fill(email);
    await page.getByTestId("admin-plans-lookup").click();
    await expect
      .poll(() => page.getByTestId("admin-plans-current").textContent())
      .toMatch(/STANDARD · until/);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByTestId("admin-plans-end").click();
    await expect.poll(() => page.getByTestId("admin-plans-current").textContent()).toBe("Plan now: FREE");
    await page.evaluate((stored) => localStorage.setItem("fable.token", stored), token);

    await page.goto(`${server.baseUrl}/`);
    const hint = page.getByTestId("resubscribe-hint");
    await hint.waitFor({ timeout: 15_000 });
    expect(await hint.textContent()).toContain("Your membership ended today");
    expect(await page.getByTestId("vip-badge").count()).toBe(0);
    await browser.screenshot("membership-resubscribe");
    await page.getByTestId("resubscribe-button").click();
    await page.waitForURL(/\/dev\/checkout\//);

    // Shown once: back in the app, the hint does not come again.
    await page.goto(`${server.baseUrl}/`);
    await page.getByTestId("subscribe-button").waitFor();
    expect(await hint.count()).toBe(0);
  });
});
