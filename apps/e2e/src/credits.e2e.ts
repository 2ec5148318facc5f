import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, openBrowser } from "./browser.ts";
import { api, signUpInBrowser } from "./session.ts";

/** The welcome credits of a new account and today's daily reward, at the server's defaults (docs/product.md#credits). */
const WELCOME = 30;
const DAILY = 5;

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await openBrowser();
  // The app claims today's reward itself, as it does after any sign-in.
  token = await signUpInBrowser(browser, "credits", { leaveDailyReward: true });
});
afterAll(() => browser.close());

describe("credits in the web app", () => {
  it("claims the daily reward on load and shows it once, with the new balance in the header", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    const modal = page.getByTestId("daily-reward-modal");
    await modal.waitFor();
    expect(await page.getByTestId("daily-reward-amount").getAttribute("data-amount")).toBe(String(DAILY));
    expect(await page.getByTestId("daily-reward-amount").textContent()).toBe(`+${DAILY} credits`);
    expect(await page.getByTestId("daily-reward-balance").textContent()).toBe(
      `Balance: ${WELCOME + DAILY} credits`,
    );
    // A free account is offered the plans; the tasks are a link away.
    expect(await page.getByTestId("daily-reward-upgrade").getAttribute("href")).toBe("/billing?tab=plans");
    expect(await page.getByTestId("daily-reward-tasks").getAttribute("href")).toBe("/billing?tab=task");
    expect(await page.getByTestId("daily-reward-chat").count()).toBe(0);
    const chip = page.getByTestId("credit-chip");
    await expect.poll(() => chip.getAttribute("data-amount")).toBe(String(WELCOME + DAILY));
    await browser.screenshot("credits-daily-reward");

    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    expect(await chip.textContent()).toBe(String(WELCOME + DAILY));

    // The same day, a reload neither asks again nor shows the modal.
    const claims: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/user/credits/obtain")) claims.push(request.url());
    });
    await page.reload();
    await expect.poll(() => chip.getAttribute("data-amount")).toBe(String(WELCOME + DAILY));
    await page.waitForLoadState("networkidle");
    expect(await modal.count()).toBe(0);
    expect(claims).toEqual([]);
    // The server agrees: today's reward is granted once.
    const again = await api<{ creditAmount: number }>(
      baseUrl,
      "GET",
      "/user/credits/obtain",
      undefined,
      token,
    );
    expect(again.creditAmount).toBe(0);
  });

  it("shows the balance, what expires next and the history on /billing, reached from the chip", async () => {
    const { page, baseUrl } = browser;
    await page.getByTestId("credit-chip").click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe("/billing?tab=credits");
    await page.getByTestId("credits-tab").waitFor();
    await expect.poll(() => page.getByTestId("credits-balance").textContent()).toBe(String(WELCOME + DAILY));
    // The welcome grant was written first, so it is the first to expire, in 30 days.
    const expiry = await page.getByTestId("credits-next-expiry").textContent();
    expect(expiry).toMatch(new RegExp(`^${WELCOME} credits expire \\S`));
    expect(expiry).toContain(String(new Date(Date.now() + 30 * 86_400_000).getFullYear()));

    const lines = page.getByTestId("credits-history-line");
    await expect.poll(() => lines.count()).toBe(2);
    // Newest first: today's reward, then the welcome credits.
    expect(await lines.nth(0).getAttribute("data-reason")).toBe("daily_reward");
    expect(await lines.nth(0).textContent()).toContain("Daily reward");
    expect(await lines.nth(0).getByTestId("credits-history-amount").textContent()).toBe(`+${DAILY}`);
    expect(await lines.nth(1).getAttribute("data-reason")).toBe("welcome");
    expect(await lines.nth(1).textContent()).toContain("Welcome gift");
    expect(await lines.nth(1).getByTestId("credits-history-amount").textContent()).toBe(`+${WELCOME}`);
    expect(await lines.nth(1).getAttribute("data-kind")).toBe("grant");
    expect(await lines.nth(1).textContent()).toMatch(/expires /);

    // Today's reward is taken: the button says so.
    const claim = page.getByTestId("credits-claim");
    expect(await claim.isDisabled()).toBe(true);
    expect(await claim.textContent()).toBe("Today's reward claimed");
    // The tab row offers Plans, Credits and Tasks; ?tab=task opens the tasks.
    expect(await page.getByTestId("billing-tab-credits").count()).toBe(1);
    await page.waitForLoadState("networkidle");
    await browser.screenshot("credits-billing");
    await page.goto(`${baseUrl}/billing?tab=task`);
    await expect.poll(() => page.getByTestId("billing").getAttribute("data-tab")).toBe("task");
  });

  it("shows the credits beside the plan in settings, and Manage Subscription opens the plans", async () => {
    const { page } = browser;
    await page.getByTestId("user-menu-button").click();
    await page.getByTestId("user-menu-settings").click();
    await page.getByTestId("settings-dialog").waitFor();
    await expect.poll(() => page.getByTestId("settings-credits").textContent()).toBe(String(WELCOME + DAILY));
    expect(await page.getByTestId("settings-credits-expiry").textContent()).toMatch(/^30 credits expire /);
    expect(await page.getByTestId("settings-manage-subscription").getAttribute("href")).toBe(
      "/billing?tab=plans",
    );
  });

  it("claims with the button on /billing when the app's own claim failed, and refreshes balance and history", async () => {
    const { page, baseUrl } = browser;
    await signUpInBrowser(browser, "credits-button", { leaveDailyReward: true });
    // The claim the app makes on load fails (the network drops it), so nothing is granted or remembered.
    const obtain = "**/api/user/credits/obtain*";
    await page.route(obtain, (route) => route.abort());
    const failed = page.waitForEvent("requestfailed", (request) => request.url().includes("/credits/obtain"));
    await page.goto(`${baseUrl}/billing?tab=credits`);
    await failed;
    await page.unroute(obtain);
    await expect.poll(() => page.getByTestId("credits-balance").textContent()).toBe(String(WELCOME));
    await expect.poll(() => page.getByTestId("credits-history-line").count()).toBe(1);

    const claim = page.getByTestId("credits-claim");
    await expect.poll(() => claim.isDisabled()).toBe(false);
    expect(await claim.textContent()).toBe("Claim today's reward");
    await claim.click();
    await page.getByText(`${DAILY} credits added`).waitFor();
    await expect.poll(() => page.getByTestId("credits-balance").textContent()).toBe(String(WELCOME + DAILY));
    await expect.poll(() => page.getByTestId("credits-history-line").count()).toBe(2);
    expect(await page.getByTestId("credit-chip").getAttribute("data-amount")).toBe(String(WELCOME + DAILY));
    expect(await claim.isDisabled()).toBe(true);
    // The button's claim is a toast, not the modal.
    expect(await page.getByTestId("daily-reward-modal").count()).toBe(0);
  });

  it("asks a visitor to sign in before /billing, and fits a phone once signed in", async () => {
    const phone = await openBrowser({ width: 390, height: 844 });
    try {
      const { page, baseUrl } = phone;
      await page.goto(`${baseUrl}/billing`);
      await page.getByTestId("login-modal").waitFor();
      expect(await page.getByTestId("credit-chip").count()).toBe(0);

      await page.evaluate((stored) => localStorage.setItem("fable.token", stored), token);
      await page.goto(`${baseUrl}/billing?tab=credits`);
      await expect
        .poll(() => page.getByTestId("credits-balance").textContent())
        .toBe(String(WELCOME + DAILY));
      const chip = await page.getByTestId("credit-chip").boundingBox();
      expect((chip?.x ?? 0) + (chip?.width ?? 0)).toBeLessThanOrEqual(390);
      const card = await page.getByTestId("credits-balance-card").boundingBox();
      expect((card?.x ?? 0) + (card?.width ?? 0)).toBeLessThanOrEqual(390);
      await page.waitForLoadState("networkidle");
      await phone.screenshot("credits-billing-mobile");
    } finally {
      await phone.close();
    }
  });
});
