import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, openBrowser } from "./browser.ts";
import { api, signUpInBrowser } from "./session.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

const botMessages = (page: Page) => page.locator('[data-testid="chat-message"][data-role="bot"]');
/** The last reply's text, without the "n/m" swipe index shown under it. */
const lastBotText = async (page: Page) =>
  ((await botMessages(page).last().textContent()) ?? "").replace(/\d+\/\d+$/, "");

describe("character chat with the offline model", () => {
  let chatPath = "";

  it("opens a seeded bot, sends a message and watches the reply stream in", async () => {
    const { page, baseUrl } = browser;
    await signUpInBrowser(browser, "reader");
    const [bot] = (
      await api<{ list: { id: string; botName: string }[] }>(
        browser.baseUrl,
        "POST",
        "/ai/roleInfo/queryBotInfo",
        {
          limit: 1,
        },
      )
    ).list;
    chatPath = `/chat/${bot!.id}-${encodeURIComponent(bot!.botName)}`;
    await page.goto(`${baseUrl}${chatPath}`);
    await byTestId(page, "chat-screen").waitFor();
    await expect.poll(() => botMessages(page).count()).toBe(1);
    expect(await byTestId(page, "chat-model-badge").first().textContent()).toMatch(/Offline model/);

    await byTestId(page, "chat-input").fill("Hello! Where are we right now?");
    await byTestId(page, "chat-input").press("Enter");
    // While the reply streams, Stop replaces Send and the text grows piece by piece.
    await byTestId(page, "chat-stop").waitFor({ timeout: 10_000 });
    const early = await lastBotText(page);
    await byTestId(page, "chat-send").waitFor({ timeout: 30_000 });
    const full = await lastBotText(page);
    expect(full.length).toBeGreaterThan(early.length);
    expect(await botMessages(page).count()).toBe(2);
    expect(
      await page.locator('[data-testid="chat-message"][data-role="user"]').last().textContent(),
    ).toContain("Where are we right now?");
    await browser.screenshot("chat-streamed");
  });

  it("regenerates the reply as a second swipe and swipes back to the first", async () => {
    const { page } = browser;
    const first = await lastBotText(page);
    await byTestId(page, "chat-swipe-next").last().click();
    await expect
      .poll(() => byTestId(page, "chat-swipe-index").last().textContent(), { timeout: 30_000 })
      .toBe("2/2");
    await byTestId(page, "chat-send").waitFor({ timeout: 30_000 });
    const second = await lastBotText(page);
    expect(second).not.toBe(first);
    await byTestId(page, "chat-swipe-prev").last().click();
    await expect.poll(() => byTestId(page, "chat-swipe-index").last().textContent()).toBe("1/2");
    await expect.poll(() => lastBotText(page)).toBe(first);
  });

  it("edits the reply in place and pins it to memory", async () => {
    const { page } = browser;
    const reply = botMessages(page).last();
    await reply.hover();
    await reply.locator('[data-testid="chat-edit"]').click();
    await byTestId(page, "chat-edit-input").fill("*smiles* We are at the old harbour, friend.");
    await byTestId(page, "chat-edit-save").click();
    await expect.poll(() => lastBotText(page)).toContain("We are at the old harbour, friend.");

    await reply.hover();
    await reply.locator('[data-testid="chat-pin"]').click();
    await byTestId(page, "chat-memory-button").click();
    await byTestId(page, "chat-memory-panel").waitFor();
    await expect.poll(() => byTestId(page, "chat-memory-pins").textContent()).toContain("old harbour");
    await page.keyboard.press("Escape");
  });

  it("starts a new chat from the greeting and finds the conversation in /chats", async () => {
    const { page, baseUrl } = browser;
    await byTestId(page, "chat-new").click();
    await expect.poll(() => botMessages(page).count()).toBe(1);
    expect(await page.locator('[data-testid="chat-message"][data-role="user"]').count()).toBe(0);

    await page.goto(`${baseUrl}/chats`);
    await byTestId(page, "chats-list").waitFor();
    const rows = byTestId(page, "chats-row");
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().click();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe(decodeURIComponent(chatPath).replace(/ /g, "%20"));
    await byTestId(page, "chat-screen").waitFor();
    await browser.screenshot("chats-reopened");
  });
});
