import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, openBrowser } from "./browser.ts";
import { api, claimDailyReward, firstCatalogueChatPath } from "./session.ts";

let browser: Browser;
let chatPath = "";
let account: { email: string; password: string };
beforeAll(async () => {
  browser = await openBrowser();
  chatPath = await firstCatalogueChatPath(browser.baseUrl);
  account = await registeredAccount(browser.baseUrl);
});
afterAll(() => browser.close());

const botMessages = (page: Page) => page.locator('[data-testid="chat-message"][data-role="bot"]');
const userMessages = (page: Page) => page.locator('[data-testid="chat-message"][data-role="user"]');
const texts = async (page: Page) =>
  (await page.getByTestId("chat-message").allTextContents()).map((text) => text.trim());

/** An account made through the real sign-up (login → emailed code → verify), not yet signed in here. */
async function registeredAccount(baseUrl: string) {
  const email = `visitor-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = "lantern42";
  await api(baseUrl, "POST", "/user/login", { srcType: "LOCAL", email, userPwd: password });
  const outbox = await api<{ to: string; code: string }[]>(baseUrl, "GET", "/dev/outbox");
  const code = outbox.find((message) => message.to === email)!.code;
  const { token } = await api<{ token: string }>(baseUrl, "POST", "/user/valid/email", {
    email,
    authCode: code,
  });
  // Today's reward is taken already, so no daily reward modal opens over the chat after signing in.
  await claimDailyReward(baseUrl, token);
  return { email, password };
}

/** Sends a message and waits for the whole reply to arrive. */
async function sendAndWait(page: Page, text: string) {
  const replies = await botMessages(page).count();
  await page.getByTestId("chat-input").fill(text);
  await page.getByTestId("chat-input").press("Enter");
  await expect.poll(() => botMessages(page).count(), { timeout: 10_000 }).toBe(replies + 1);
  await expect
    .poll(() => page.locator('[data-testid="chat-message"][data-streaming="true"]').count(), {
      timeout: 30_000,
    })
    .toBe(0);
}

describe("a visitor's chat", () => {
  it("chats a little without an account, and the conversation survives a reload", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}${chatPath}`);
    await page.getByTestId("chat-screen").waitFor();
    await expect.poll(() => botMessages(page).count()).toBe(1);
    await expect.poll(() => page.getByTestId("visitor-left").textContent()).toMatch(/^5 messages left/);
    // No sign-in prompt until the visitor asks for it or runs out.
    expect(await page.getByTestId("login-modal").count()).toBe(0);

    await page.getByTestId("chat-input").fill("Hello! Where are we right now?");
    await page.getByTestId("chat-input").press("Enter");
    // The reply streams in; Stop replaces Send meanwhile.
    await page.getByTestId("chat-stop").waitFor({ timeout: 10_000 });
    await page.getByTestId("chat-send").waitFor({ timeout: 60_000 });
    expect(await botMessages(page).count()).toBe(2);
    expect(((await botMessages(page).last().textContent()) ?? "").trim()).not.toBe("");
    expect(await userMessages(page).last().textContent()).toContain("Where are we right now?");
    await expect.poll(() => page.getByTestId("visitor-left").textContent()).toMatch(/^4 messages left/);
    await browser.screenshot("visitor-chat");

    const before = await texts(page);
    await page.reload();
    await expect.poll(() => texts(page)).toEqual(before);
  });

  it("signs in and finds the visitor's conversation in the signed-in chat", async () => {
    const { page, baseUrl } = browser;
    const conversation = await texts(page);

    await page.getByTestId("visitor-left").click();
    await page.getByTestId("login-view-main").waitFor();
    expect(await page.getByTestId("login-modal").locator("[data-view]").getAttribute("data-source")).toBe(
      "chat",
    );
    await page.getByTestId("login-email-button").click();
    await page.getByTestId("login-email").fill(account.email);
    await page.getByTestId("login-password").fill(account.password);
    await page.getByTestId("login-email-submit").click();

    // The conversation became a new dialogue, which the chat opens.
    await expect
      .poll(() => new URL(page.url()).searchParams.get("dialogueId"), { timeout: 15_000 })
      .toMatch(/^\d+$/);
    // Its messages are stored ones now, with the server's ids.
    await expect
      .poll(() => userMessages(page).first().getAttribute("data-msg-id"), { timeout: 15_000 })
      .toMatch(/^\d+$/);
    expect(await page.getByTestId("visitor-left").count()).toBe(0);
    const signedIn = await texts(page);
    // The greeting now names the account instead of "You"; everything after it is the visitor's chat.
    expect(signedIn).toHaveLength(conversation.length);
    expect(signedIn.slice(1).map((text) => text.replace(/\d+\/\d+$/, ""))).toEqual(conversation.slice(1));
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).filter((key) => key.startsWith("fable.visitorChat.")),
      ),
    ).toEqual([]);
    await browser.screenshot("visitor-chat-adopted");

    // It is an ordinary dialogue: the chat goes on, and reopening the bot resumes it.
    await sendAndWait(page, "And where does the road lead?");
    expect(await userMessages(page).count()).toBe(2);
    await page.goto(`${baseUrl}${chatPath}`);
    await expect.poll(() => userMessages(page).count(), { timeout: 15_000 }).toBe(2);
  });

  it("opens the sign-in prompt by itself once the visitor's messages are used up", async () => {
    const visitor = await openBrowser();
    try {
      const { page, baseUrl } = visitor;
      await page.goto(`${baseUrl}${chatPath}`);
      await expect.poll(() => page.getByTestId("visitor-left").textContent()).toMatch(/^5 messages left/);
      for (let turn = 1; turn <= 5; turn += 1) await sendAndWait(page, `Question number ${turn}?`);
      await page.getByTestId("login-view-main").waitFor({ timeout: 10_000 });
      expect(await page.getByTestId("chat-input").count()).toBe(0);
      await page.keyboard.press("Escape");
      await page.getByTestId("login-modal").waitFor({ state: "detached" });
      // The way to sign in stays in place of the composer.
      await page.getByTestId("chat-sign-in").click();
      await page.getByTestId("login-view-main").waitFor();
      await visitor.screenshot("visitor-chat-limit");
    } finally {
      await visitor.close();
    }
  });
});
