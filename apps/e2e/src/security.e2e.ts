import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, openBrowser } from "./browser.ts";
import { firstCatalogueChatPath, signUpInBrowser } from "./session.ts";

let browser: Browser;
/** Every Content Security Policy violation the pages reported, as console text. */
const violations: string[] = [];

beforeAll(async () => {
  browser = await openBrowser();
  // Init scripts run through the DevTools protocol, which the page's policy does not govern, so
  // every violation event is echoed to the console whatever the policy blocks.
  await browser.context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  browser.page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" && /Content Security Policy|CSP violation/i.test(text))
      violations.push(text);
  });
});
afterAll(() => browser.close());

describe("the content security policy in Chromium", () => {
  it("is sent with the web app and forbids inline script", async () => {
    const response = await browser.page.goto(`${browser.baseUrl}/`);
    const policy = response?.headers()["content-security-policy"] ?? "";
    const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.trim();
    expect(scriptSources).toBe("'self'");
    expect(response?.headers()["x-content-type-options"]).toBe("nosniff");
  });

  it("reports no violation on the home page", async () => {
    const { page, baseUrl } = browser;
    violations.length = 0;
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("home-for-you").getByTestId("bot-card").first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });

  it("reports no violation on a chat page while a reply streams in", async () => {
    const { page, baseUrl } = browser;
    await signUpInBrowser(browser, "csp");
    const chatPath = await firstCatalogueChatPath(baseUrl);
    violations.length = 0;
    await page.goto(`${baseUrl}${chatPath}`);
    await page.getByTestId("chat-screen").waitFor();
    await page.getByTestId("chat-input").fill("Hello there, what is this place?");
    await page.getByTestId("chat-input").press("Enter");
    await page.getByTestId("chat-stop").waitFor({ timeout: 10_000 });
    await page.getByTestId("chat-send").waitFor({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });

  it("reports no violation on the character editor, whose dialogs insert styles", async () => {
    const { page, baseUrl } = browser;
    violations.length = 0;
    await page.goto(`${baseUrl}/create/character`);
    await page.locator("form, [data-testid='create-import-drop']").first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });

  it("reports no violation on the API documentation", async () => {
    const { page, baseUrl } = browser;
    violations.length = 0;
    await page.goto(`${baseUrl}/api/docs`);
    await page.locator(".swagger-ui .information-container").waitFor();
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });

  // Last, so the reports of this deliberate violation cannot reach another test.
  it("blocks an inline script injected into the page, and the watch sees it", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("sidebar").waitFor();
    violations.length = 0;
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
      return (window as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });
});
