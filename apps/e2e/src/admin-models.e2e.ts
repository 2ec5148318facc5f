import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replyText } from "../../../scripts/lib/mock-backends/replies.mjs";
import { startMock } from "../../../scripts/lib/mock-llm-process.mjs";
import { startServer } from "../../../scripts/lib/server-process.mjs";
import { type Browser, openBrowser } from "./browser.ts";
import { mockModelEnv } from "./mock-model-env.ts";
import { signUp, uniqueEmail } from "./session.ts";

const REPLY_WORDS = 6;
const adminEmail = uniqueEmail("models-admin");

let dataDir: string;
let model: Awaited<ReturnType<typeof startMock>>;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

/** Signs the browser in as the account behind `token`. */
async function signInAs(token: string) {
  await browser.page.goto(`${server.baseUrl}/`);
  await browser.page.evaluate((stored) => localStorage.setItem("fable.token", stored), token);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "fable-models-admin-"));
  model = await startMock({ tokens: REPLY_WORDS });
  // The start-up probe is on by default: the page shows what it found.
  server = await startServer({
    dataDir,
    env: { ...mockModelEnv(model.url), ADMIN_EMAILS: adminEmail },
  });
  browser = { ...(await openBrowser()), baseUrl: server.baseUrl };
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await model?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the admin Models page", () => {
  it("tells someone who is not an admin that the page is not for them", async () => {
    await signInAs(await signUp(server.baseUrl, "models-reader"));
    await browser.page.goto(`${server.baseUrl}/admin/models`);
    await browser.page.getByTestId("models-forbidden").waitFor({ timeout: 15_000 });
    expect(await browser.page.getByTestId("model-scene").count()).toBe(0);
  });

  it("shows the admin the configured model checked ok, and a test message answered by it", async () => {
    const { page } = browser;
    await signInAs(await signUp(server.baseUrl, "models-admin", adminEmail));
    // The user menu leads admins to the page.
    await page.goto(`${server.baseUrl}/`);
    await page.getByTestId("user-menu-button").click();
    await page.getByTestId("user-menu-models").click();
    await page.waitForURL(/\/admin\/models$/);

    const scene = page.locator('[data-testid="model-scene"][data-scene-id="default"]');
    await scene.waitFor({ timeout: 15_000 });
    // The start-up probe ran in the background once the server listened; reload until its result is in.
    await expect
      .poll(
        async () => {
          const status = await scene.getByTestId("model-status").getAttribute("data-status");
          if (status !== "ok") await page.reload();
          return status;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe("ok");
    expect(await scene.getByTestId("probe-streams").getAttribute("data-value")).toBe("true");
    expect(await scene.getByTestId("probe-model-found").getAttribute("data-value")).toBe("true");
    expect(await scene.textContent()).toContain(new URL(model.url).host);
    const offline = page.locator('[data-testid="model-scene"][data-scene-id="offline"]');
    expect(await offline.getByTestId("model-status").getAttribute("data-status")).toBe("ok");

    await scene.getByTestId("model-test-input").fill("Are you there?");
    await scene.getByTestId("model-test-send").click();
    await scene.getByTestId("model-test-answer").waitFor({ timeout: 15_000 });
    expect(await scene.getByTestId("model-test-text").textContent()).toBe(replyText(REPLY_WORDS));
    expect(await scene.getByTestId("model-test-figures").textContent()).toContain(
      `tokens in, ${REPLY_WORDS} out`,
    );
    // The test message's tokens are now part of the scene's usage.
    await expect
      .poll(() => scene.getByTestId("model-usage-totals").textContent(), { timeout: 10_000 })
      .toContain("Calls: 1");
    await browser.screenshot("admin-models");

    await scene.getByTestId("model-recheck").click();
    await page.getByText("Checked again").waitFor({ timeout: 10_000 });
    expect(await scene.getByTestId("model-status").getAttribute("data-status")).toBe("ok");
  });
});
