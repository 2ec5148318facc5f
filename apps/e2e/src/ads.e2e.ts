import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../../scripts/lib/server-process.mjs";
import { type Browser, openBrowser } from "./browser.ts";
import { api, signUp, uniqueEmail } from "./session.ts";

/** Rewarded ads on their own server: a short watch for credits, and a bot locked behind one. */
const adminEmail = uniqueEmail("ads-admin");
let dataDir: string;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "fable-ads-"));
  const adsFile = path.join(dataDir, "ads.yaml");
  await writeFile(adsFile, "rewarded: { credits: 5, watchSeconds: 2, dailyCap: 3, unlockHours: 24 }\n");
  server = await startServer({ dataDir, env: { ADMIN_EMAILS: adminEmail, ADS_FILE: adsFile } });
  browser = { ...(await openBrowser()), baseUrl: server.baseUrl };
  const token = await signUp(server.baseUrl, "ads-reader");
  await browser.page.goto(`${server.baseUrl}/`);
  await browser.page.evaluate((stored) => localStorage.setItem("fable.token", stored), token);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Watches the rewarded ad the dialog shows to its end, then claims it. */
async function watchAndClaim() {
  const dialog = browser.page.getByTestId("rewarded-ad-dialog");
  await dialog.waitFor();
  await dialog.getByTestId("rewarded-countdown").waitFor();
  await dialog.getByTestId("rewarded-claim").click({ timeout: 15_000 });
  await dialog.waitFor({ state: "detached" });
}

describe("rewarded ads", () => {
  it("grants a free user credits for a watched ad, from the Tasks tab", async () => {
    const { page } = browser;
    await page.goto(`${server.baseUrl}/billing?tab=task`);
    const chip = page.getByTestId("credit-chip");
    await expect.poll(() => chip.getAttribute("data-amount"), { timeout: 15_000 }).toBe("35");
    await page.getByTestId("watch-ad").click();
    await watchAndClaim();
    await expect.poll(() => chip.getAttribute("data-amount")).toBe("40");
  });

  it("opens a bot an admin locked behind an ad once the user has watched one", async () => {
    const { page } = browser;
    // A bot of its own: on PostgreSQL the other e2e files share this database and chat with the
    // catalogue's bots at the same time.
    const admin = await signUp(server.baseUrl, "ads-admin", adminEmail);
    const name = "Lantern Keeper";
    const { botId } = await api<{ botId: string }>(
      server.baseUrl,
      "POST",
      "/ai/roleInfo/addBotV2",
      { name, greeting: "The lantern is lit. Who goes there?", visibility: "public" },
      admin,
    );
    await api(server.baseUrl, "POST", "/admin/bots/adsLock", { botId, locked: true }, admin);
    const chatPath = `/chat/${botId}-${encodeURIComponent(name)}`;

    await page.goto(`${server.baseUrl}${chatPath}`);
    await page.getByTestId("chat-ads-locked").waitFor({ timeout: 15_000 });
    await browser.screenshot("ads-locked-bot");
    await page.getByTestId("watch-to-unlock").click();
    await watchAndClaim();
    await page.getByTestId("chat-input").waitFor({ timeout: 15_000 });
    expect(await page.getByTestId("chat-ads-locked").count()).toBe(0);
  });
});
