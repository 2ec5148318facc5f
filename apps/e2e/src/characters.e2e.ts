import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_FIXTURES, fixturesPresent } from "../../server/test/fixtures.ts";
import { ARTIFACTS_DIR, type Browser, openBrowser } from "./browser.ts";
import { api, signUpInBrowser } from "./session.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe("characters: create, import, My Bots, export and re-import", () => {
  let token: string;
  const botName = `Wren ${Math.random().toString(36).slice(2, 7)}`;

  it("creates a bot with an uploaded, cropped avatar", async () => {
    const { page, baseUrl } = browser;
    token = await signUpInBrowser(browser, "creator");
    await page.goto(`${baseUrl}/create/bot`);
    await page.getByTestId("create-form").waitFor();

    const portrait = path.join(ARTIFACTS_DIR, "portrait-input.png");
    await sharp({ create: { width: 900, height: 600, channels: 3, background: "#8a5cf6" } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="300" height="300"><circle cx="150" cy="150" r="140" fill="#f5c26b"/></svg>',
          ),
          left: 300,
          top: 150,
        },
      ])
      .png()
      .toFile(portrait);
    await page.getByTestId("create-avatar-file").setInputFiles(portrait);
    await page.getByTestId("create-crop-canvas").waitFor();
    await page.getByTestId("create-crop-confirm").click();
    // The preview shows the stored upload: a /uploads/ URL without the signature's query.
    const previewAvatar = page.getByTestId("create-preview").locator("img").first();
    await expect
      .poll(() => previewAvatar.getAttribute("src"), { timeout: 15_000 })
      .toMatch(/\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);

    await page.locator("#create-name").fill(botName);
    await page.locator("#create-greeting").fill("Oh! You found my lantern shop. Mind the fog.");
    await page.locator("#create-intro").fill("Keeper of a lantern shop at the end of a foggy pier.");
    await browser.screenshot("create-bot-filled");
    await page.getByTestId("create-submit").click();

    await page.getByTestId("create-result").waitFor({ timeout: 15_000 });
    expect(await page.getByTestId("result-name").textContent()).toContain(botName);
    const botId = new URL(page.url()).searchParams.get("botId")!;
    const detail = await api<{ avatar: string; reviewStatus: string }>(
      browser.baseUrl,
      "GET",
      `/ai/roleInfo/getBotInfo?botId=${botId}`,
    );
    expect(detail.reviewStatus).toBe("approved");
    const stored = await fetch(`${baseUrl}${detail.avatar}`);
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(meta.height);
    expect(meta.width!).toBeGreaterThanOrEqual(400);
  });

  it.skipIf(!fixturesPresent)("imports seraphina_v2.png and shows both bots in My Bots", async () => {
    const { page, baseUrl } = browser;
    // My Bots' empty state offers "Import a card", which opens the import tab directly.
    await page.goto(`${baseUrl}/create/bot?tab=import`);
    await page.getByTestId("create-import-file").setInputFiles(path.join(CARD_FIXTURES, "seraphina_v2.png"));
    await page.getByTestId("create-import-summary").waitFor({ timeout: 15_000 });
    expect(await page.getByTestId("create-import-summary").textContent()).toContain("Seraphina");

    await page.goto(`${baseUrl}/mine`);
    await page.getByTestId("my-bots-list").waitFor();
    const names = await page.getByTestId("my-bot").allTextContents();
    expect(names.some((text) => text.includes(botName))).toBe(true);
    expect(names.some((text) => text.includes("Seraphina"))).toBe(true);
    const seraphina = page.getByTestId("my-bot").filter({ hasText: "Seraphina" });
    expect(await seraphina.textContent()).toMatch(/Private/);
    await browser.screenshot("my-bots");
  });

  it.skipIf(!fixturesPresent)(
    "exports the imported card from My Bots and imports the download again without loss",
    async () => {
      const { page, baseUrl } = browser;
      const seraphina = page.getByTestId("my-bot").filter({ hasText: "Seraphina" });
      const originalId = (await seraphina.getAttribute("data-bot-id"))!;
      await seraphina.getByTestId("export-card-button").click();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByTestId("export-png").click(),
      ]);
      const exported = path.join(ARTIFACTS_DIR, "seraphina-export.png");
      await download.saveAs(exported);
      expect(download.suggestedFilename()).toMatch(/\.png$/);
      expect((await readFile(exported)).subarray(1, 4).toString()).toBe("PNG");

      await page.goto(`${baseUrl}/create/bot`);
      await page.getByTestId("create-tab-import").click();
      await page.getByTestId("create-import-file").setInputFiles(exported);
      await page.getByTestId("create-import-summary").waitFor({ timeout: 15_000 });

      const mine = await api<{ botId: string; characterName: string }[]>(
        browser.baseUrl,
        "GET",
        "/ai/roleInfo/myBots",
        undefined,
        token,
      );
      const copies = mine.filter((bot) => bot.characterName === "Seraphina");
      expect(copies).toHaveLength(2);
      const copyId = copies.find((bot) => bot.botId !== originalId)!.botId;
      const cardOf = async (botId: string) => {
        const response = await fetch(`${baseUrl}/api/ai/roleInfo/exportCard?botId=${botId}&format=json`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return response.json();
      };
      expect(await cardOf(copyId)).toEqual(await cardOf(originalId));
    },
  );
});
