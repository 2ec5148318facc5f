import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, openBrowser } from "./browser.ts";
import { api, signUpInBrowser } from "./session.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const pathname = (page: Page) => new URL(page.url()).pathname;

/** A seeded bot the public catalogue lists, found through the real API. */
async function seededBot(baseUrl: string) {
  const { list } = await api<{ list: { id: string; botName: string }[] }>(
    baseUrl,
    "POST",
    "/ai/roleInfo/queryBotInfo",
    { limit: 1 },
  );
  expect(list[0], "the catalogue lists a bot").toBeDefined();
  return list[0]!;
}

describe("search", () => {
  it("invites a visitor to create a bot when nothing matches, behind the login modal", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    const box = page.getByTestId("header-search");
    await box.click();
    await box.fill("qqzzxv nobody has this name");
    await page.getByTestId("search-popper-item-create").click();
    await page.getByTestId("login-view-main").waitFor();
    await page.keyboard.press("Escape");
    await page.getByTestId("login-view-main").waitFor({ state: "detached" });
  });

  it("shows live results in the popper, then all results at /search/{text}, and opens the bot", async () => {
    const { page, baseUrl } = browser;
    const bot = await seededBot(baseUrl);
    await signUpInBrowser(browser, "seeker");
    await page.goto(`${baseUrl}/`);

    const box = page.getByTestId("header-search");
    await box.click();
    await box.fill(bot.botName);
    const result = page.getByTestId("search-popper-item-result").filter({ hasText: bot.botName });
    await result.first().waitFor();
    await browser.screenshot("search-popper-results");

    // Arrow keys move the highlight through the results and back to the box.
    await box.press("ArrowDown");
    expect(await page.getByTestId("search-popper-item-result").first().getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(await box.getAttribute("aria-activedescendant")).toBeTruthy();
    await box.press("ArrowUp");
    expect(await box.getAttribute("aria-activedescendant")).toBeNull();

    await box.press("Enter");
    await expect.poll(() => pathname(page)).toBe(`/search/${encodeURIComponent(bot.botName)}`);
    await page.getByTestId("search-popper").waitFor({ state: "detached" });
    const card = page.getByTestId("search-results").getByTestId("bot-card").filter({
      hasText: bot.botName,
    });
    await card.first().waitFor();
    expect(await page.getByTestId("search-results-count").textContent()).toMatch(/\d+ characters? found/);
    await browser.screenshot("search-results");

    await card.first().click();
    await page.getByTestId("chat-screen").waitFor();
    expect(pathname(page)).toMatch(new RegExp(`^/chat/${bot.id}-`));
  });

  it("lists the search under recent searches next time, and clears them", async () => {
    const { page, baseUrl } = browser;
    const bot = await seededBot(baseUrl);
    const token = (await page.evaluate(() => localStorage.getItem("fable.token")))!;
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("header-search").click();
    const recent = page.getByTestId("search-popper-recent-section");
    await recent.waitFor();
    expect(await recent.textContent()).toContain(bot.botName.toLowerCase());
    await browser.screenshot("search-popper-recent");

    await page.getByTestId("search-recent-clear").click();
    await recent.waitFor({ state: "detached" });
    // Popular searches remain (the seeded ones; one searcher does not make a text popular).
    await page.getByTestId("search-popper-popular-section").waitFor();
    expect(await api<unknown[]>(baseUrl, "GET", "/ai/roleInfo/recent/search", undefined, token)).toEqual([]);

    await page.keyboard.press("Escape");
    await page.getByTestId("search-popper").waitFor({ state: "detached" });

    // A like, for the search page's most-liked list below.
    await api(baseUrl, "GET", `/v1/chat/like?botId=${bot.id}`, undefined, token);
  });

  it("pages the results as the window scrolls, 20 at a time", async () => {
    const { page, baseUrl } = browser;
    // A one-letter text matches most seeded bots, more than one page of them.
    const { total } = await api<{ total: number }>(baseUrl, "POST", "/ai/roleInfo/queryBotByNameV2", {
      name: "a",
      limit: 1,
    });
    expect(total).toBeGreaterThan(20);
    // The popper shows 5 of them and leads to the rest.
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("header-search").fill("a");
    await page.getByTestId("search-popper-item-more").waitFor();
    expect(await page.getByTestId("search-popper-item-result").count()).toBe(5);
    await page.getByTestId("search-popper-item-more").click();
    await expect.poll(() => pathname(page)).toBe("/search/a");
    const cards = page.getByTestId("search-results").getByTestId("bot-card");
    await expect.poll(() => cards.count()).toBe(20);
    expect(await page.getByTestId("search-results-count").textContent()).toContain(String(total));

    await page.mouse.wheel(0, 100_000);
    await expect.poll(() => cards.count()).toBe(Math.min(total, 40));
    if (total <= 40) await page.getByTestId("search-results-end").waitFor();
  });

  it("on a phone, the header icon leads to the search page with its own box", async () => {
    const phone = await openBrowser({ width: 390, height: 800 });
    try {
      const bot = await seededBot(phone.baseUrl);
      await phone.page.goto(`${phone.baseUrl}/`);
      await phone.page.getByTestId("header-search-link").click();
      await expect.poll(() => pathname(phone.page)).toBe("/search");
      // With no text the page suggests searches and bots: popular searches (the seeded ones: one person's
      // search above is not enough to put a text in front of everyone) and the liked bot above.
      await phone.page.getByTestId("search-discover").waitFor();
      await expect
        .poll(async () => (await phone.page.getByTestId("search-popular-list").textContent())?.trim() ?? "")
        .not.toBe("");
      expect(await phone.page.getByTestId("search-popular-list").textContent()).not.toContain(
        bot.botName.toLowerCase(),
      );
      await phone.page
        .getByTestId("search-most-liked-list")
        .getByTestId("bot-card")
        .filter({ hasText: bot.botName })
        .waitFor();
      await phone.screenshot("search-phone-discover");
      const input = phone.page.getByTestId("search-page-input");
      await input.fill(bot.botName);
      await input.press("Enter");
      await expect.poll(() => pathname(phone.page)).toBe(`/search/${encodeURIComponent(bot.botName)}`);
      await phone.page
        .getByTestId("search-results")
        .getByTestId("bot-card")
        .filter({ hasText: bot.botName })
        .first()
        .waitFor();
      await phone.screenshot("search-phone");
    } finally {
      await phone.close();
    }
  });
});
