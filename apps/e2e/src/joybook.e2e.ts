import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, openBrowser } from "./browser.ts";
import { firstCatalogueChatPath, signUpInBrowser } from "./session.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const botMessages = (page: Page) => page.locator('[data-testid="chat-message"][data-role="bot"]');
const userMessages = (page: Page) => page.locator('[data-testid="chat-message"][data-role="user"]');

const QUESTION = "Tell me about the lighthouse on the hill.";
const TITLE = `The lighthouse ${Date.now().toString(36)}`;
const SUMMARY = "A curious traveller asks about the old lighthouse and hears its story.";

describe("Joybook: share a chat, read it, like it and continue it", () => {
  let postPath = "";
  let botId = "";
  let sharerToken = "";

  it("user A chats with a seeded bot and shares the chat with a typed summary", async () => {
    const { page, baseUrl } = browser;
    sharerToken = await signUpInBrowser(browser, "sharer");
    const chatPath = await firstCatalogueChatPath(baseUrl);
    botId = decodeURIComponent(chatPath.split("/")[2]!).split("-")[0]!;
    await page.goto(`${baseUrl}${chatPath}`);
    // A shared machine can be slow to open the dialogue: allow more than the default second.
    await expect.poll(() => botMessages(page).count(), { timeout: 15_000 }).toBe(1);
    await page.getByTestId("chat-input").fill(QUESTION);
    await page.getByTestId("chat-input").press("Enter");
    await page.getByTestId("chat-stop").waitFor({ timeout: 10_000 });
    await page.getByTestId("chat-send").waitFor({ timeout: 30_000 });
    await expect.poll(() => botMessages(page).count(), { timeout: 10_000 }).toBe(2);

    await page.getByTestId("chat-menu-button").click();
    await page.getByTestId("chat-menu-share").click();
    await page.getByTestId("share-dialog").waitFor();
    // The greeting, the question and the reply are offered, all chosen.
    const choices = page.getByTestId("share-message");
    await expect.poll(() => choices.count(), { timeout: 10_000 }).toBe(3);
    for (const choice of await choices.all()) expect(await choice.isChecked()).toBe(true);
    // Without a title the form says so and sends nothing.
    await page.getByTestId("share-submit").click();
    expect(await page.getByTestId("share-error").textContent()).toBe("Give the post a title");
    await page.getByTestId("share-title").fill(TITLE);
    // A generated summary fills the field; the user may still write their own.
    await page.getByTestId("share-generate").click();
    await expect
      .poll(async () => (await page.getByTestId("share-summary").inputValue()).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.getByTestId("share-summary").fill(SUMMARY);
    await browser.screenshot("joybook-share-dialog");
    await page.getByTestId("share-submit").click();
    await page.getByTestId("share-done").waitFor({ timeout: 15_000 });
    await page.getByTestId("share-post-link").click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toMatch(/^\/joydtl\/\d+$/);
    postPath = new URL(page.url()).pathname;
    expect(await page.getByTestId("post-title").textContent()).toBe(TITLE);
    expect(await page.getByTestId("post-summary").textContent()).toBe(SUMMARY);
    // The author may delete their own post.
    expect(await page.getByTestId("post-delete").count()).toBe(1);
  });

  it("user A finds the post in the /joydtl feed", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/joydtl`);
    await page.getByTestId("joybook-feed").waitFor();
    const card = page.getByTestId("post-card").filter({ hasText: TITLE });
    await card.waitFor();
    expect(await card.textContent()).toContain(SUMMARY);
    expect(await card.getByTestId("post-author").getAttribute("href")).toMatch(/^\/profile\/\d+/);
    await browser.screenshot("joybook-feed");
    await page.getByTestId("joybook-sort-popular").click();
    await expect.poll(() => new URL(page.url()).searchParams.get("sort")).toBe("popular");
    await page.getByTestId("post-card").filter({ hasText: TITLE }).waitFor();
    await card.getByTestId("post-card-link").click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(postPath);
  });

  it("a visitor reads the post, and liking it asks them to sign in", async () => {
    const { page, baseUrl } = browser;
    await page.evaluate(() => localStorage.removeItem("fable.token"));
    await page.goto(`${baseUrl}${postPath}`);
    await page.getByTestId("post-chat").waitFor();
    expect(await page.getByTestId("post-delete").count()).toBe(0);
    await page.getByTestId("post-like").click();
    await page.getByTestId("login-modal").waitFor();
    await page.keyboard.press("Escape");
  });

  it("user B likes the post, copies its link and continues the chat in a dialogue of their own", async () => {
    const { page, baseUrl, context } = browser;
    await signUpInBrowser(browser, "reader");
    await page.goto(`${baseUrl}${postPath}`);
    const shared = page.getByTestId("post-message");
    await expect.poll(() => shared.count(), { timeout: 15_000 }).toBe(3);
    expect(await shared.nth(1).textContent()).toContain(QUESTION);
    const reply = ((await shared.nth(2).locator("div").last().textContent()) ?? "").trim();
    expect(reply.length).toBeGreaterThan(0);
    expect(await page.getByTestId("post-delete").count()).toBe(0);

    await page.getByTestId("post-like").click();
    await expect.poll(() => page.getByTestId("post-like").getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => page.getByTestId("post-like-count").textContent()).toBe("1");

    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    await page.getByTestId("post-share").click();
    await page.getByText("Copy success!").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}${postPath}`);
    await browser.screenshot("joybook-post");

    await page.getByTestId("post-continue").click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(new RegExp(`^/chat/${botId}-`));
    expect(new URL(page.url()).searchParams.get("dialogueId")).toMatch(/^\d+$/);
    await page.getByTestId("chat-screen").waitFor();
    // The new dialogue's history is the shared chat: the question and the reply, no new greeting.
    await expect.poll(() => userMessages(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await userMessages(page).first().textContent()).toContain(QUESTION);
    await expect.poll(() => botMessages(page).count()).toBe(2);
    expect(await botMessages(page).last().textContent()).toContain(reply.slice(0, 40));
  });

  it("user A deletes the post and it leaves the feed", async () => {
    const { page, baseUrl } = browser;
    await page.evaluate((token) => localStorage.setItem("fable.token", token), sharerToken);
    await page.goto(`${baseUrl}${postPath}`);
    await page.getByTestId("post-delete").click();
    await page.getByTestId("chat-confirm").click();
    await page.getByText("Post deleted").waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/joydtl");
    await page.getByTestId("joybook-screen").waitFor();
    await expect.poll(() => page.getByTestId("post-card").filter({ hasText: TITLE }).count()).toBe(0);
    await page.goto(`${baseUrl}${postPath}`);
    await page.getByTestId("post-unavailable").waitFor();
    expect(await page.getByTestId("post-unavailable").textContent()).toContain("This post no longer exists");
  });
});

describe("documents", () => {
  it.each([
    ["tos", "Terms of Service"],
    ["privacy", "Privacy Policy"],
    ["help", "Help"],
    ["faq", "Frequently asked questions"],
    ["guide", "Creator guide"],
  ])("/document/%s opens with its heading", async (name, heading) => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/document/${name}`);
    const title = page.getByTestId("document-body").locator("h1");
    await title.waitFor();
    expect(await title.textContent()).toBe(heading);
    expect(await page.getByTestId(`document-nav-${name}`).getAttribute("aria-current")).toBe("page");
    await browser.screenshot(`document-${name}`);
  });

  it("opens Help from the user menu (signed in as user A still)", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("user-menu-button").click();
    await page.getByTestId("user-menu-help").click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/document/help");
    await page.getByTestId("document-body").waitFor();
  });

  it("shows the Chinese text when the interface is in Chinese", async () => {
    const { page, baseUrl, context } = browser;
    await context.addCookies([{ name: "lang", value: "zh-CN", url: baseUrl }]);
    await page.goto(`${baseUrl}/document/privacy`);
    const title = page.getByTestId("document-body").locator("h1");
    await expect.poll(() => title.textContent(), { timeout: 10_000 }).toBe("隐私政策");
    expect(await page.getByTestId("document-nav-tos").textContent()).toBe("服务条款");
    await context.clearCookies({ name: "lang" });
  });
});
