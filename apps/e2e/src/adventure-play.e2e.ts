import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, openBrowser } from "./browser.ts";
import { api, signUpInBrowser } from "./session.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const narrations = (page: Page) => page.getByTestId("adventure-narration");
const choices = (page: Page) => page.getByTestId("adventure-choice");
const choiceTexts = async (page: Page) =>
  (await choices(page).allTextContents()).map((text) => text.slice(1));

/** Waits until the narrator's turn is over: the choices are enabled again. */
const turnOver = (page: Page) =>
  expect.poll(() => choices(page).first().isEnabled(), { timeout: 30_000 }).toBe(true);

/** The first seeded text adventure the catalogue lists (only read: seeded bots are shared). */
async function seededAdventureId(baseUrl: string): Promise<string> {
  const { list } = await api<{ list: { id: string; botType: number }[] }>(
    baseUrl,
    "POST",
    "/ai/roleInfo/queryBotInfo",
    { type: 2, limit: 1 },
  );
  expect(list[0]?.botType, "the catalogue lists a seeded story").toBe(2);
  return list[0]!.id;
}

describe("playing a text adventure with the offline narrator", () => {
  it("plays turns by choosing and typing actions, rewinds one, reaches a chapter's end and restarts", async () => {
    const { page, baseUrl } = browser;
    const botId = await seededAdventureId(baseUrl);
    await page.goto(`${baseUrl}/adventure/${botId}`);
    // Visitors are asked to sign in first.
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");

    await signUpInBrowser(browser, "adventurer");
    await page.goto(`${baseUrl}/adventure/${botId}`);
    await page.getByTestId("adventure-screen").waitFor();
    expect(await page.getByTestId("adventure-chapter").textContent()).toMatch(/^Chapter 1 \/ \d+$/);
    await expect.poll(() => narrations(page).count()).toBe(1);
    expect(await choices(page).count()).toBe(3);

    // Two turns by clicking an action: each shows as the player's bubble, then narration and new actions.
    for (let turn = 1; turn <= 2; turn++) {
      const offered = await choiceTexts(page);
      await choices(page)
        .nth(turn - 1)
        .click();
      await expect
        .poll(() => page.getByTestId("adventure-action").last().textContent())
        .toBe(offered[turn - 1]);
      await turnOver(page);
      await expect.poll(() => narrations(page).count()).toBe(turn + 1);
      expect(await narrations(page).last().textContent()).toMatch(/\byou\b/i);
      const next = await choiceTexts(page);
      expect(next).toHaveLength(3);
      expect(next).not.toEqual(offered);
    }
    await browser.screenshot("adventure-two-turns");

    // Rewind: the last narrator turn is told again with other actions.
    const before = await narrations(page).last().textContent();
    const actionsBefore = await choiceTexts(page);
    await page.getByTestId("adventure-rewind").click();
    await turnOver(page);
    await expect.poll(() => narrations(page).last().textContent()).not.toBe(before);
    expect(await narrations(page).count()).toBe(3);
    expect(await choiceTexts(page)).not.toEqual(actionsBefore);

    // A typed action, then clicked ones until the chapter ends (the offline narrator reaches the beat
    // by a chapter's third turn).
    await page.getByTestId("adventure-input").fill("I look Seren in the eye and ask what comes next");
    await page.getByTestId("adventure-send").click();
    await expect
      .poll(() => page.getByTestId("adventure-action").last().textContent())
      .toContain("Seren in the eye");
    await turnOver(page);
    for (
      let extra = 0;
      extra < 3 && (await page.getByTestId("adventure-chapter-end").count()) === 0;
      extra++
    ) {
      await choices(page).first().click();
      await turnOver(page);
    }
    await page.getByTestId("adventure-chapter-end").first().waitFor();
    await expect.poll(() => page.getByTestId("adventure-chapter").textContent()).toMatch(/^Chapter 2 \//);
    await page.getByTestId("adventure-score-5").first().click();
    await page.getByText("You rated this chapter").first().waitFor();
    await browser.screenshot("adventure-chapter-end");

    // Restart: after confirming, the story begins again at chapter 1 with only its opening.
    await page.getByTestId("adventure-restart").click();
    await page.getByTestId("chat-confirm").click();
    await expect.poll(() => narrations(page).count()).toBe(1);
    expect(await page.getByTestId("adventure-chapter").textContent()).toMatch(/^Chapter 1 \//);
    expect(await page.getByTestId("adventure-action").count()).toBe(0);
  });

  it("sends /adventure to the novels and opens a story's chat on its adventure screen", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/adventure`);
    await expect.poll(() => new URL(page.url()).pathname).toBe("/AI-novels");
    const botId = await seededAdventureId(baseUrl);
    await page.goto(`${baseUrl}/chat/${botId}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/adventure/${botId}`);
    await page.getByTestId("adventure-screen").waitFor();
  });
});
