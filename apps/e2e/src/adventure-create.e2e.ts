import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURES, fixturesPresent } from "../../server/test/fixtures.ts";
import { type Browser, openBrowser } from "./browser.ts";
import { api, signUpInBrowser } from "./session.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe.skipIf(!fixturesPresent)("text adventures: create one and find it in My Bots", () => {
  const title = `The Drowned Archive ${Math.random().toString(36).slice(2, 7)}`;

  it("fills the form (one field written for me), uploads a fixture avatar, lands on the result and in My Bots", async () => {
    const { page, baseUrl } = browser;
    const token = await signUpInBrowser(browser, "storyteller");
    await page.goto(`${baseUrl}/create/adventure`);
    await page.getByTestId("adventure-form").waitFor();

    // Submitting the empty form shows the spec's messages and scrolls to the first field.
    await page.getByTestId("create-submit").click();
    await expect
      .poll(() => page.locator("#create-title-error").textContent())
      .toContain("Story title must be 1-50");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("create-title");

    await page.locator("#create-title").fill(title);
    await page.locator("#create-briefIntro").fill("Dive into a flooded library and bring back one ledger.");
    await page.locator("#create-characterName").fill("Ilse");
    await page.locator("#create-gender").selectOption("female");
    await page.locator("#create-age").fill("29");
    await page
      .getByTestId("create-avatar-file")
      .setInputFiles(path.join(FIXTURES, "images", "astronaut.png"));
    await page.getByTestId("create-crop-canvas").waitFor();
    await page.getByTestId("create-crop-confirm").click();
    const avatar = page.locator("#create-avatar img").first();
    await expect
      .poll(() => avatar.getAttribute("src"), { timeout: 15_000 })
      .toMatch(/\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    await page
      .locator("#create-characterDescription")
      .fill("Ilse is an archivist android who remembers every book the flood destroyed.");
    await page
      .locator("#create-protagonistDescription")
      .fill("You are a salvage diver hired to recover a single ledger.");

    // "Write it for me" fills the storyline from what is written so far.
    await page.getByTestId("write-storyline").click();
    await expect
      .poll(() => page.locator("#create-storyline").inputValue(), { timeout: 15_000 })
      .toContain("Ilse");

    await page
      .locator("#create-background")
      .fill("A library city drowned by the sea, where the tides keep time.");
    await page.locator("#create-prologue").fill("The water is cold and the ledger is somewhere below.");
    await page
      .locator("#create-openingScene")
      .fill("You surface inside the reading room. Ilse waits on a shelf.");
    await page.locator("#create-actions-0").fill("Greet Ilse");
    await page.locator("#create-actions-1").fill("Swim to the catalogue");
    await page.locator("#create-actions-2").fill("Dive again");
    await browser.screenshot("adventure-create-filled");
    await page.getByTestId("create-submit").click();

    await page.getByTestId("create-result").waitFor({ timeout: 15_000 });
    expect(await page.getByTestId("result-name").textContent()).toContain("Ilse");
    const botId = new URL(page.url()).searchParams.get("botId")!;
    expect(await page.getByTestId("result-play").getAttribute("href")).toBe(`/adventure/${botId}`);
    expect(await page.getByTestId("result-edit").getAttribute("href")).toBe(
      `/create/adventure?botId=${botId}`,
    );
    const info = await api<{ title: string; storyline: string; actions: string[] }>(
      baseUrl,
      "GET",
      `/ai/roleInfo/getBotStoryInfo?botId=${botId}`,
      undefined,
      token,
    );
    expect(info.title).toBe(title);
    expect(info.storyline).toContain("Ilse");
    expect(info.actions).toEqual(["Greet Ilse", "Swim to the catalogue", "Dive again"]);

    await page.goto(`${baseUrl}/mine`);
    await page.getByTestId("my-bots-list").waitFor();
    const card = page.getByTestId("my-bot").filter({ hasText: title });
    await card.waitFor();
    expect(await card.getByTestId("my-bot-edit").getAttribute("href")).toBe(
      `/create/adventure?botId=${botId}`,
    );
    await browser.screenshot("adventure-in-my-bots");

    // Edit opens the adventure form with the stored values.
    await card.getByTestId("my-bot-edit").click();
    await page.getByTestId("adventure-form").waitFor();
    await expect.poll(() => page.locator("#create-title").inputValue()).toBe(title);
  });
});
