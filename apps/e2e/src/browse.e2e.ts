import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, openBrowser } from "./browser.ts";
import { api } from "./session.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

interface Category {
  id: number;
  name: string;
}
interface BotPage {
  list: { id: string; botName: string }[];
  total: number;
}

const PAGE_SIZE = 20;
const categoriesOf = (baseUrl: string) => api<Category[]>(baseUrl, "GET", "/ai/roleInfo/getBotCategory");
const botsOf = (baseUrl: string, categoryId: number, sortType = 1, page = 1) =>
  api<BotPage>(baseUrl, "POST", "/ai/roleInfo/queryBotInfo", {
    categoryId,
    type: 1,
    page,
    limit: PAGE_SIZE,
    sortType,
  });
/** Chat links of the cards shown, in order; each ends with the bot's id and name. */
const shownBotLinks = (page: Page) =>
  page
    .getByTestId("category-bots")
    .getByTestId("bot-card")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("href") ?? ""));
const chatLink = (bot: { id: string; botName: string }) =>
  `/chat/${bot.id}-${encodeURIComponent(bot.botName)}`;

describe("category page", () => {
  it("opens from Home's Show all bots on the first category, by name in the URL", async () => {
    const { page, baseUrl } = browser;
    const [first] = await categoriesOf(baseUrl);
    expect(first, "the seed has categories").toBeDefined();
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("home-show-all-bots").click();
    await expect.poll(() => pathOf(page)).toBe(`/category/${first!.name}`);
    await page.getByTestId("category-bots").waitFor();
    const expected = await botsOf(baseUrl, first!.id);
    expect(await shownBotLinks(page)).toEqual(expected.list.map(chatLink));
    // Nothing is reserved for ads while there are none.
    expect(await page.getByTestId("category-ad-slot").count()).toBe(0);
    await browser.screenshot("category-first");
  });

  it("switches category with a chip and from the more popover, updating the URL", async () => {
    const { page, baseUrl } = browser;
    const categories = await categoriesOf(baseUrl);
    const target = categories[3]!;
    await page.locator(`[data-testid="category-chip"][data-category="${target.name}"]`).click();
    await expect.poll(() => pathOf(page)).toBe(`/category/${target.name}`);
    const expected = await botsOf(baseUrl, target.id);
    await expect.poll(() => shownBotLinks(page)).toEqual(expected.list.map(chatLink));
    expect(
      await page
        .locator(`[data-testid="category-chip"][data-category="${target.name}"]`)
        .getAttribute("aria-current"),
    ).toBe("page");

    const last = categories.at(-1)!;
    await page.getByTestId("category-more").click();
    await page.getByTestId("category-more-panel").waitFor();
    await page.locator(`[data-testid="category-more-chip"][data-category="${last.name}"]`).click();
    await expect.poll(() => pathOf(page)).toBe(`/category/${last.name}`);
    await expect.poll(() => page.getByTestId("category-more-panel").count()).toBe(0);
  });

  it("selects a category from the category query parameter and falls back to the first for unknown names", async () => {
    const { page, baseUrl } = browser;
    const categories = await categoriesOf(baseUrl);
    await page.goto(`${baseUrl}/category?category=${encodeURIComponent(categories[2]!.name)}`);
    await expect.poll(() => pathOf(page)).toBe(`/category/${categories[2]!.name}`);
    await page.goto(`${baseUrl}/category/No-Such-Category`);
    await expect.poll(() => pathOf(page)).toBe(`/category/${categories[0]!.name}`);
  });

  it("changes the sort, remembers it as homeSortType, and restarts the list", async () => {
    const { page, baseUrl } = browser;
    const categories = await categoriesOf(baseUrl);
    const target = categories[1]!;
    await page.goto(`${baseUrl}/category/${encodeURIComponent(target.name)}`);
    await page.getByTestId("category-bots").waitFor();
    expect(await page.getByTestId("category-sort").getAttribute("data-sort")).toBe("1");

    await page.getByTestId("category-sort").click();
    await page.getByTestId("category-sort-newest").click();
    await expect.poll(() => page.getByTestId("category-sort").getAttribute("data-sort")).toBe("2");
    expect(await page.evaluate(() => localStorage.getItem("homeSortType"))).toBe("2");
    const newest = await botsOf(baseUrl, target.id, 2);
    await expect.poll(() => shownBotLinks(page)).toEqual(newest.list.map(chatLink));

    await page.reload();
    await page.getByTestId("category-bots").waitFor();
    expect(await page.getByTestId("category-sort").getAttribute("data-sort")).toBe("2");
    // Back to the default for the next tests.
    await page.getByTestId("category-sort").click();
    await page.getByTestId("category-sort-popular").click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("homeSortType"))).toBe("1");
  });

  it("loads the next page near the bottom, or shows the end when one page holds the whole category", async () => {
    const { page, baseUrl } = browser;
    // The category with the most characters: the only one that could need a second page.
    const categories = await categoriesOf(baseUrl);
    const totals = await Promise.all(
      categories.map(async (category) => ({ category, ...(await botsOf(baseUrl, category.id)) })),
    );
    const largest = totals.reduce((best, candidate) => (candidate.total > best.total ? candidate : best));
    await page.goto(`${baseUrl}/category/${encodeURIComponent(largest.category.name)}`);
    await page.getByTestId("category-bots").waitFor();

    if (largest.total > PAGE_SIZE) {
      expect(await shownBotLinks(page)).toHaveLength(PAGE_SIZE);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(async () => (await shownBotLinks(page)).length)
        .toBe(Math.min(largest.total, 2 * PAGE_SIZE));
    } else {
      // The seed's largest category fits in one page: a shorter page marks the list finished.
      await page.getByTestId("category-finished").waitFor();
      expect(await shownBotLinks(page)).toHaveLength(largest.total);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(300);
      expect(await page.getByTestId("category-loading-more").count()).toBe(0);
      expect(await shownBotLinks(page)).toHaveLength(largest.total);
    }
  });
});

describe("leaderboard page", () => {
  it("opens from Home's See Full Rankings on the first creators' board", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("home-full-rankings").click();
    await expect.poll(() => pathOf(page)).toBe("/leaderboard/creators/creative-stars");
    await page.getByTestId("leaderboard-board").waitFor();
    expect(await page.getByTestId("leaderboard-period").textContent()).toMatch(/Covers \w+ \d{4}/);
  });

  it("shows each board as the API has it: a podium and rows, or the empty state", async () => {
    const { page, baseUrl } = browser;
    const board = await api<{ list: { rank: number; userName: string }[] }>(
      baseUrl,
      "GET",
      "/leaderboard/list/1",
    );
    await page.goto(`${baseUrl}/leaderboard/creators/creative-stars`);
    await page.getByTestId("leaderboard-board").waitFor();
    if (board.list.length === 0) {
      await page.getByTestId("leaderboard-empty").waitFor();
    } else {
      const podium = board.list.filter((entry) => entry.rank <= 3).length;
      expect(await page.getByTestId("leaderboard-podium-entry").count()).toBe(podium);
      expect(await page.getByTestId("leaderboard-row").count()).toBe(board.list.length - podium);
    }
  });

  it("switches primary and secondary tabs, replacing the URL", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("home").waitFor();
    await page.goto(`${baseUrl}/leaderboard`);
    await expect.poll(() => pathOf(page)).toBe("/leaderboard/creators/creative-stars");

    await page.getByTestId("leaderboard-tab-fablers").click();
    await expect.poll(() => pathOf(page)).toBe("/leaderboard/fablers/chat-legend");
    await expect.poll(() => page.getByTestId("leaderboard-board").getAttribute("data-type")).toBe("4");
    expect(await page.getByTestId("leaderboard-period").textContent()).toMatch(/Covers \w{3} \d+/);

    await page.getByTestId("leaderboard-child-comment-master").click();
    await expect.poll(() => pathOf(page)).toBe("/leaderboard/fablers/comment-master");
    await expect.poll(() => page.getByTestId("leaderboard-board").getAttribute("data-type")).toBe("6");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByTestId("leaderboard-tab-creators").click();
    await expect.poll(() => pathOf(page)).toBe("/leaderboard/creators/creative-stars");
    await page.getByTestId("leaderboard-child-fan-favorite").click();
    await expect.poll(() => pathOf(page)).toBe("/leaderboard/creators/fan-favorite");

    // Tab switches replace the entry: Back leaves the leaderboard instead of stepping through tabs.
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe("/");
  });

  it("sends an invalid child to the first child and an unknown tab to creators", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/leaderboard/fablers/not-a-board`);
    await expect.poll(() => pathOf(page)).toBe("/leaderboard/fablers/chat-legend");
    await page.goto(`${baseUrl}/leaderboard/wizards/chat-legend`);
    await expect.poll(() => pathOf(page)).toBe("/leaderboard/creators/creative-stars");
  });

  it("explains the boards in the guidelines popup", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/leaderboard/creators/creative-stars`);
    await page.getByTestId("leaderboard-guidelines-button").click();
    const popup = page.getByTestId("leaderboard-guidelines");
    await popup.waitFor();
    expect(await popup.getAttribute("role")).toBe("dialog");
    const text = (await popup.textContent()) ?? "";
    for (const board of [
      "Creative Stars",
      "Newcomer Spotlight",
      "Fan Favorite",
      "Chat Legend",
      "Active Fabler",
      "Comment Master",
    ])
      expect(text).toContain(board);
    expect(text).toContain("180 days");
    await browser.screenshot("leaderboard-guidelines");
    await page.keyboard.press("Escape");
    await expect.poll(() => popup.count()).toBe(0);
  });

  it("copies the page link with the share button", async () => {
    const { page, baseUrl, context } = browser;
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    await page.goto(`${baseUrl}/leaderboard/fablers/active-fabler`);
    await page.getByTestId("leaderboard-board").waitFor();
    await page.getByTestId("leaderboard-share").click();
    await page.getByText("Copy success!").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseUrl}/leaderboard/fablers/active-fabler`,
    );
  });

  it("shows the current activities and the Q&A beside the board on a wide screen", async () => {
    const { page, baseUrl } = browser;
    const home = await api<{ activities: { id: string }[] }>(baseUrl, "GET", "/homePage/getContent");
    await page.goto(`${baseUrl}/leaderboard/creators/creative-stars`);
    await page.getByTestId("leaderboard-qa").waitFor();
    await expect
      .poll(() => page.getByTestId("leaderboard-announcement").count())
      .toBe(home.activities.length);
    if (home.activities.length > 0) {
      expect(await page.getByTestId("leaderboard-announcement").first().getAttribute("href")).toMatch(
        new RegExp(`^/activity/${home.activities[0]!.id}-`),
      );
    }
    await page.getByTestId("leaderboard-qa-tab-guidelines").click();
    expect(await page.getByTestId("leaderboard-tos").getAttribute("href")).toBe("/document/tos");
    expect(await page.getByTestId("leaderboard-privacy").getAttribute("href")).toBe("/document/privacy");
    // Side by side above 1200 px: the Q&A panel starts to the right of the board.
    const board = await page.getByTestId("leaderboard-board").boundingBox();
    const qa = await page.getByTestId("leaderboard-qa").boundingBox();
    expect(qa!.x).toBeGreaterThan(board!.x + board!.width - 1);
    await browser.screenshot("leaderboard-desktop");
  });

  it("stacks in one column and opens the guidelines as a drawer on a phone", async () => {
    const { page, baseUrl } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/leaderboard/creators/creative-stars`);
    await page.getByTestId("leaderboard-board").waitFor();
    const board = await page.getByTestId("leaderboard-board").boundingBox();
    const qa = await page.getByTestId("leaderboard-qa").boundingBox();
    expect(qa!.y).toBeGreaterThan(board!.y);
    await page.getByTestId("leaderboard-guidelines-button").click();
    await expect
      .poll(() => page.getByTestId("leaderboard-guidelines").getAttribute("data-layout"))
      .toBe("drawer");
    await page.waitForTimeout(250); // let the drawer finish appearing before the screenshot
    await browser.screenshot("leaderboard-mobile-guidelines");
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 860 });
  });
});
