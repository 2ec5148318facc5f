import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURES, fixturesPresent } from "../../server/test/fixtures.ts";
import { type Browser, openBrowser } from "./browser.ts";
import { api, signUpInBrowser, uploadPicture } from "./session.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/**
 * A story of this test's own (the seeded stories are shared by every e2e file): created through the
 * adventure form's call, then two chapters written on request by the offline engine (REVIEW_MODE is
 * auto on the e2e server, so they are readable at once).
 */
async function storyWithTwoChapters(token: string): Promise<{ botId: string; title: string }> {
  const { baseUrl } = browser;
  const title = `The Drowned Bells ${Date.now().toString(36)}`;
  const created = await api<{ botId: string }>(
    baseUrl,
    "POST",
    "/ai/roleInfo/botStory",
    {
      title,
      characterName: "Mara Vell",
      gender: "female",
      age: 34,
      avatar: await uploadPicture(
        baseUrl,
        token,
        await readFile(path.join(FIXTURES, "images", "astronaut.png")),
      ),
      characterDescription: "A lighthouse keeper who hears the drowned ring their bells.",
      protagonistDescription: "You are a cartographer who lost your map of the northern reefs.",
      storyline:
        "The keeper finds a stranger washed up below the lighthouse at dawn. The harbour guild demands the stranger be handed over before nightfall. A storm cuts the island off and the bells start ringing under the water.",
      openingScene: "Waves break on the rocks below the lamp room.",
      actions: ["Climb the stairs", "Call out to the keeper", "Wait for the tide"],
      background: "A storm-bound island town whose harbour guild rules every boat and every debt.",
      briefIntro: "A keeper, a stranger and the bells beneath the sea.",
      prologue: "The lamp turns, and turns, and somewhere under the water a bell answers.",
      visibility: "public",
    },
    token,
  );
  for (let chapter = 1; chapter <= 2; chapter++) {
    const written = await api<{ status: string }>(
      baseUrl,
      "POST",
      "/v1/story/writeNextChapter",
      { botId: created.botId },
      token,
    );
    expect(written.status).toBe("approved");
  }
  return { botId: created.botId, title };
}

describe.skipIf(!fixturesPresent)(
  "AI novels: read two chapters with a larger font, then continue as a chat",
  () => {
    it("keeps the font size across a reload and opens the adventure at the chapter", async () => {
      const { page, baseUrl } = browser;
      const token = await signUpInBrowser(browser, "reader");
      const { botId, title } = await storyWithTwoChapters(token);

      await page.goto(`${baseUrl}/AI-novels/detail/${botId}-Mara`);
      await page.getByTestId("novel-detail").waitFor({ timeout: 15_000 });
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
      await page.getByTestId("novel-start-reading").click();
      await page.getByTestId("reader-chapter-title").waitFor({ timeout: 15_000 });
      expect(await page.getByTestId("reader-chapter-title").textContent()).toMatch(/^Chapter 1/);

      await page.getByTestId("reader-settings").click();
      await page.getByTestId("reader-font-larger").click();
      await page.getByTestId("reader-font-larger").click();
      const fontSize = () =>
        page.getByTestId("reader-text").evaluate((element) => getComputedStyle(element).fontSize);
      await expect.poll(fontSize).toBe("18px");

      await page.getByTestId("reader-next").click();
      await expect.poll(() => page.getByTestId("reader-chapter-title").textContent()).toMatch(/^Chapter 2/);
      await browser.screenshot("novel-reader");

      await page.reload();
      await page.getByTestId("reader-chapter-title").waitFor({ timeout: 15_000 });
      expect(await page.getByTestId("reader-chapter-title").textContent()).toMatch(/^Chapter 2/);
      await expect.poll(fontSize, { timeout: 10_000 }).toBe("18px");

      await page.getByTestId("reader-continue-chat").click();
      await expect
        .poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`, { timeout: 15_000 })
        .toMatch(new RegExp(`^/adventure/${botId}\\?dialogueId=\\d+$`));
    });
  },
);
