import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixturesPresent, IMAGE_FIXTURES } from "../../server/test/fixtures.ts";
import { type Browser, openBrowser } from "./browser.ts";
import { api, signUpInBrowser, uploadPicture } from "./session.ts";

/** The real photos of ../shared/fixtures/images: four pictures, all large enough to be usable. */
const PHOTOS = ["astronaut.png", "chelsea.png", "coffee.png", "rocket.jpg"].map((name) =>
  path.join(IMAGE_FIXTURES, name),
);

/** Offline training crops, measures and captions each picture: seconds, not minutes. */
const TRAIN_TIMEOUT = 90_000;

let browser: Browser;
/** The signed-in account of the first test, whose pack the second one's character sends pictures from. */
let token = "";
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe.skipIf(!fixturesPresent)("image packs: made in the browser from real photos", () => {
  it("uploads the photos, removes one, creates the pack and sees it completed in the Toolkit", async () => {
    const { page, baseUrl } = browser;
    token = await signUpInBrowser(browser, "imagepacks");
    await page.goto(`${baseUrl}/fitting`);
    await page.getByTestId("image-pack-new").click();
    await page.waitForURL(/\/fitting\/create\/image$/);
    await page.getByTestId("image-pack-name-input").fill("Fixture photos");
    await page.getByTestId("image-pack-files").setInputFiles([...PHOTOS, PHOTOS[0]!]);
    const pictures = page.getByTestId("image-pack-picture");
    await expect.poll(() => pictures.count()).toBe(5);
    await expect
      .poll(() => page.locator('[data-testid="image-pack-picture"][data-uploaded="true"]').count(), {
        timeout: 30_000,
      })
      .toBe(5);
    // The repeated photo goes again before the pack is made.
    await pictures.last().getByTestId("image-pack-picture-remove").click();
    await expect.poll(() => pictures.count()).toBe(4);
    await page.getByTestId("image-pack-submit").click();
    await page.waitForURL(/\/fitting$/, { timeout: 30_000 });
    const card = page.getByTestId("image-pack").filter({ hasText: "Fixture photos" });
    await expect
      .poll(() => card.getByTestId("image-pack-state").getAttribute("data-state"), { timeout: TRAIN_TIMEOUT })
      .toBe("completed");
    await expect.poll(() => card.textContent()).toMatch(/4 of 4 pictures usable/);
  });

  it("lets a character with the pack send a picture: blurred for a free account, unlocked with credits, in the gallery, as the background", async () => {
    const { page, baseUrl } = browser;
    const { packs } = await api<{ packs: { id: string; state: string }[] }>(
      baseUrl,
      "GET",
      "/image/pack/packList",
      undefined,
      token,
    );
    const pack = packs.find((entry) => entry.state === "completed");
    expect(pack, "the first test's pack").toBeDefined();
    // Pictures show the character: its avatar must show a clear face (the fixture portrait does).
    const avatar = await uploadPicture(baseUrl, token, await readFile(PHOTOS[0]!));
    const bot = await api<{ botId: string }>(
      baseUrl,
      "POST",
      "/ai/roleInfo/addBotV2",
      {
        name: "Eileen",
        greeting: "Hello from orbit.",
        intro: "An astronaut.",
        avatar,
        imagePackId: pack!.id,
      },
      token,
    );
    await page.goto(`${baseUrl}/chat/${bot.botId}-Eileen`);
    await page.getByTestId("chat-input").fill("the rocket launch");
    await page.getByTestId("chat-ask-picture").click();
    const picture = page.getByTestId("chat-picture");
    await expect.poll(() => picture.getAttribute("data-locked"), { timeout: 30_000 }).toBe("true");
    // The typed words said what to show: they went with the ask.
    await expect.poll(() => page.getByTestId("chat-input").inputValue()).toBe("");
    await picture.getByTestId("chat-picture-unlock").click();
    await expect.poll(() => picture.getAttribute("data-locked"), { timeout: 15_000 }).toBe("false");

    await page.getByTestId("chat-menu-button").click();
    await page.getByTestId("chat-menu-gallery").click();
    const gallery = page.getByTestId("chat-gallery");
    await expect.poll(() => gallery.getByTestId("gallery-picture").count()).toBe(1);
    await gallery.getByTestId("gallery-set-background").click();
    await expect.poll(() => gallery.textContent()).toMatch(/Background/);
    await page.keyboard.press("Escape");
    await expect
      .poll(() => page.getByTestId("chat-backdrop").getAttribute("data-background"), { timeout: 10_000 })
      .toMatch(/chat-pictures\//);
  });
});
