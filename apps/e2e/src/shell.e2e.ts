import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, openBrowser } from "./browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe("home and app frame on a desktop", () => {
  it("shows the seeded For You characters as real bot cards", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    const cards = page.getByTestId("home-for-you").getByTestId("bot-card");
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(16);
    const firstCard = cards.first();
    expect(await firstCard.locator("img").getAttribute("alt")).toBeTruthy();
    const href = await firstCard.getAttribute("href");
    expect(href).toMatch(/^\/chat\/\d+-/);
    // Avatars are generated locally and actually load.
    const loaded = await firstCard
      .locator("img")
      .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
    expect(loaded).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("novel-card").count()).toBe(12);
    await page.waitForLoadState("networkidle");
    await browser.screenshot("home-desktop");
  });

  it("advances the creators carousel on its own every 3 seconds", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    const firstCreator = page.getByTestId("home-creators").getByTestId("creator-card").first();
    await firstCreator.waitFor();
    await page.mouse.move(0, 0);
    const startX = (await firstCreator.boundingBox())!.x;
    await expect
      .poll(async () => (await firstCreator.boundingBox())!.x, { timeout: 6000 })
      .toBeLessThan(startX - 50);
  });

  it("keeps a carousel scrollable by the browser when Embla cannot be fetched", async () => {
    const { page, baseUrl } = browser;
    const blocked: string[] = [];
    await page.route(/\/assets\/embla-carousel[^/]*\.js$/, (route) => {
      blocked.push(route.request().url());
      return route.abort();
    });
    try {
      await page.goto(`${baseUrl}/`);
      const creators = page.getByTestId("home-creators");
      await creators.getByTestId("creator-card").first().waitFor();
      const viewport = creators.locator("[aria-roledescription='carousel'] > div").first();
      await expect
        .poll(() => viewport.evaluate((element) => getComputedStyle(element).overflowX))
        .toBe("auto");
      expect(blocked.length).toBeGreaterThan(0);
      expect(await viewport.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    } finally {
      await page.unroute(/\/assets\/embla-carousel[^/]*\.js$/);
    }
  });

  it.each([
    ["/joy", "/joydtl"],
    ["/document", "/"],
    ["/profile", "/"],
    ["/profile?userId=10001", "/profile/10001"],
    ["/chat", "/"],
    ["/chat?botId=100001", "/chat/100001"],
    ["/no/such/page", "/"],
  ])("redirects %s to %s", async (from, to) => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}${from}`);
    await expect.poll(() => pathOf(page.url())).toBe(to);
  });

  it("toggles the sidebar with Ctrl+B and remembers it across reloads", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    const sidebar = page.getByTestId("sidebar");
    await sidebar.waitFor();
    expect(await sidebar.getAttribute("data-collapsed")).toBe("false");
    expect(Math.round((await sidebar.boundingBox())?.width ?? 0)).toBeGreaterThanOrEqual(230);
    await page.keyboard.press("Control+b");
    await expect.poll(() => sidebar.getAttribute("data-collapsed")).toBe("true");
    await browser.screenshot("sidebar-collapsed");
    await page.reload();
    await expect.poll(() => page.getByTestId("sidebar").getAttribute("data-collapsed")).toBe("true");
    const cookies = await browser.context.cookies();
    const sidebarCookie = cookies.find((cookie) => cookie.name === "sidebar");
    expect(sidebarCookie).toBeDefined();
    // Persisted for 7 days (give or take a minute of test time).
    expect(Math.abs(sidebarCookie!.expires - Date.now() / 1000 - 7 * 86400)).toBeLessThan(120);
    await page.keyboard.press("Control+b");
    await expect.poll(() => page.getByTestId("sidebar").getAttribute("data-collapsed")).toBe("false");
  });

  it("switches to 中文 and back, remembering the choice", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    const englishNav = await page.getByTestId("nav-home").textContent();
    await page.getByTestId("lang-option-zh-CN").click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("zh-CN");
    await expect.poll(() => page.getByTestId("nav-home").textContent()).not.toBe(englishNav);
    expect(await page.getByTestId("nav-home").textContent()).toMatch(/[\u4e00-\u9fff]/);
    await browser.screenshot("home-zh-CN");
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("zh-CN");
    await page.getByTestId("lang-option-en").click();
    await expect.poll(() => page.getByTestId("nav-home").textContent()).toBe(englishNav);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
  });

  it("searches from the header", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    const search = page.getByTestId("header-search");
    await search.fill("  wren, the witch! ");
    await search.press("Enter");
    await expect
      .poll(() => decodeURIComponent(new URL(page.url()).pathname))
      .toMatch(/^\/search\/wren the witch/);
  });
});

describe("coming soon pages", () => {
  let fresh: Browser;
  beforeAll(async () => {
    fresh = await openBrowser();
    // Their strings come with the screen's code; a catalog key on screen, even for one frame, is a bug.
    await fresh.page.addInitScript(() => {
      const rawKeys: string[] = [];
      Object.assign(window, { rawKeys });
      new MutationObserver(() => {
        const text = `${document.title}\n${document.body?.innerText ?? ""}`;
        const key = text.match(/\b(?:comingSoon|features)\.\w+/);
        if (key) rawKeys.push(key[0]);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
  });
  afterAll(() => fresh.close());

  const heading = () => fresh.page.getByTestId("coming-soon").getByRole("heading", { level: 1 });
  const rawKeysSeen = () => fresh.page.evaluate(() => (window as unknown as { rawKeys: string[] }).rawKeys);

  it("names the feature in English, then in 中文 after a switch on the page", async () => {
    const { page, baseUrl } = fresh;
    await page.goto(`${baseUrl}/contact`);
    await expect.poll(() => heading().textContent()).toBe("Contact us — coming soon");
    expect(await page.title()).toBe("Contact us · Fable");
    await page.getByTestId("lang-option-zh-CN").click();
    await expect.poll(() => heading().textContent()).toBe("联系我们——即将上线");
    expect(await page.title()).toBe("联系我们 · Fable");
    expect(await rawKeysSeen()).toEqual([]);
  });

  it("opens in the saved language, directly and after moving there in the app", async () => {
    const { page, baseUrl } = fresh;
    await fresh.context.addCookies([{ name: "lang", value: "zh-CN", url: baseUrl }]);
    await page.goto(`${baseUrl}/contact`);
    await expect.poll(() => heading().textContent()).toBe("联系我们——即将上线");
    await page.goto(`${baseUrl}/`);
    // A move inside the app (no page load): the lazily loaded screen brings its strings with it.
    await page.evaluate(() => {
      window.history.pushState({}, "", "/subscribestar/auth");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect.poll(() => heading().textContent()).toBe("SubscribeStar 绑定——即将上线");
    expect(await rawKeysSeen()).toEqual([]);
    await page.getByTestId("lang-option-en").click();
    await expect.poll(() => heading().textContent()).toBe("SubscribeStar connection — coming soon");
  });
});

describe("mobile layout at 390×844", () => {
  let mobile: Browser;
  beforeAll(async () => {
    mobile = await openBrowser({ width: 390, height: 844 });
  });
  afterAll(() => mobile.close());

  it("hides the sidebar behind a menu button and opens it as an overlay", async () => {
    const { page, baseUrl } = mobile;
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("bot-card").first().waitFor();
    const header = page.getByTestId("header");
    expect(Math.round((await header.boundingBox())?.height ?? 0)).toBe(48);
    expect(await page.getByTestId("sidebar").isVisible()).toBe(false);
    expect(await page.getByTestId("header-search-link").isVisible()).toBe(true);
    await mobile.screenshot("home-mobile");
    await page.getByTestId("mobile-menu-button").click();
    const drawer = page.getByTestId("sidebar");
    await drawer.waitFor({ state: "visible" });
    await mobile.screenshot("mobile-menu-open");
    await page.getByTestId("mobile-menu-backdrop").click({ position: { x: 370, y: 400 } });
    await drawer.waitFor({ state: "hidden" });
  });

  it("fits the page to the screen without horizontal scrolling", async () => {
    const { page, baseUrl } = mobile;
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("bot-card").first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
