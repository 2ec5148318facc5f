import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixturesPresent, IMAGE_FIXTURES } from "../../server/test/fixtures.ts";
import { type Browser, openBrowser } from "./browser.ts";
import { signUpInBrowser } from "./session.ts";

/** The real photos of ../shared/fixtures/images: four pictures, all large enough to be usable. */
const PHOTOS = ["astronaut.png", "chelsea.png", "coffee.png", "rocket.jpg"].map((name) =>
  path.join(IMAGE_FIXTURES, name),
);

/** Offline training crops, measures and captions each picture: seconds, not minutes. */
const TRAIN_TIMEOUT = 90_000;

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe.skipIf(!fixturesPresent)("image packs: made in the browser from real photos", () => {
  it("uploads the photos, removes one, creates the pack and sees it completed in the Toolkit", async () => {
    const { page, baseUrl } = browser;
    await signUpInBrowser(browser, "imagepacks");
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
});
