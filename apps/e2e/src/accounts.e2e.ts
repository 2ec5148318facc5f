import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, openBrowser } from "./browser.ts";
import { closeDailyReward } from "./session.ts";

interface OutboxMessage {
  to: string;
  subject: string;
  code: string | null;
  createdAt: string;
}

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

// A fresh account per run, so the spec never depends on what an earlier run left behind.
const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
const firstPassword = "reader2024";
// The public name is chosen at sign-up (never taken from the email) and changed later in settings.
let publicName = `Reader ${Math.random().toString(36).slice(2, 8)}`;
const newPassword = "storyteller7";

async function outboxFor(to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${browser.baseUrl}/api/dev/outbox`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { code: number; result: OutboxMessage[] };
  expect(body.code).toBe(0);
  return body.result.filter((message) => message.to === to);
}

/** Waits for a message to `to` beyond the `known` ones already there, and returns its code (newest first). */
async function nextCode(to: string, known: number): Promise<string> {
  let messages: OutboxMessage[] = [];
  await expect
    .poll(
      async () => {
        messages = await outboxFor(to);
        return messages.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(known);
  const code = messages[0]?.code;
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** Any six digits except `code`. */
const wrongCodeFor = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

async function expectSignedIn(page: Page) {
  await page.getByTestId("user-menu-button").waitFor();
  await expect.poll(() => page.getByTestId("user-menu-name").textContent()).toBe(publicName);
  expect(await page.getByTestId("login-modal").count()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem("fable.token"))).toBeTruthy();
}

async function logOut(page: Page) {
  await page.getByTestId("user-menu-button").click();
  await page.getByTestId("user-menu-logout").click();
  await page.getByTestId("sign-in-button").waitFor();
  expect(await page.evaluate(() => localStorage.getItem("fable.token"))).toBeNull();
}

async function openEmailLogin(page: Page) {
  await page.getByTestId("sign-in-button").click();
  await page.getByTestId("login-view-main").waitFor();
  await page.getByTestId("login-email-button").click();
  await page.getByTestId("login-view-email").waitFor();
}

async function logInWithPassword(page: Page, password: string) {
  await openEmailLogin(page);
  await page.getByTestId("login-email").fill(email);
  await page.getByTestId("login-password").fill(password);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/user/login"));
  await page.getByTestId("login-email-submit").click();
  const body = (await (await answer).json()) as { code: number; result: Record<string, unknown> };
  await expectSignedIn(page);
  return body;
}

describe("accounts", () => {
  it("opens the login modal from ?login=1 and from a guarded create route", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/?login=1`);
    const modal = page.getByTestId("login-modal");
    await page.getByTestId("login-view-main").waitFor();
    // Only methods the server enables are offered; email always is on a fresh install.
    expect(await page.getByTestId("login-email-button").isVisible()).toBe(true);
    expect(await modal.locator('a[href="/document/tos"]').count()).toBe(1);
    expect(await modal.locator('a[href="/document/privacy"]').count()).toBe(1);
    await page.waitForLoadState("networkidle");
    await browser.screenshot("login-main");
    await page.keyboard.press("Escape");
    await modal.waitFor({ state: "detached" });
    expect(new URL(page.url()).search).toBe("");

    await page.goto(`${baseUrl}/create/bot`);
    await expect.poll(() => new URL(page.url()).search).toBe("?login=1");
    expect(new URL(page.url()).pathname).toBe("/");
    await expect.poll(() => modal.locator("[data-view]").getAttribute("data-source")).toBe("create_bot");
    await page.keyboard.press("Escape");
  });

  it("signs up with email and password, verified by the emailed code", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    await openEmailLogin(page);
    const submit = page.getByTestId("login-email-submit");
    expect(await submit.isDisabled()).toBe(true);

    // Client-side checks use the contract's rules and wording.
    await page.getByTestId("login-email").fill("not-an-email");
    await page.getByTestId("login-password").fill(firstPassword);
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await expect
      .poll(() => page.getByTestId("login-email-error").textContent())
      .toBe("The format of the email address is incorrect");
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill("12345678");
    await submit.click();
    await page.getByTestId("login-password-error").waitFor();

    await page.getByTestId("login-password").fill(firstPassword);

    // The name others see is a generated suggestion, never the email's local part; another can be drawn.
    const nameField = page.getByTestId("login-name");
    await expect.poll(() => nameField.inputValue()).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{1,3}$/);
    const suggested = await nameField.inputValue();
    expect(suggested.toLowerCase()).not.toContain(email.split("@")[0]!.toLowerCase());
    await page.getByTestId("login-name-suggest").click();
    await expect.poll(() => nameField.inputValue()).not.toBe(suggested);
    await nameField.fill(publicName);
    await browser.screenshot("login-email");
    const known = (await outboxFor(email)).length;
    await submit.click();
    await page.getByTestId("login-view-verify").waitFor();
    expect(await page.getByTestId("login-view-verify").textContent()).toContain(email);
    // The code went out with the login, so resending waits out the 60-second countdown.
    expect(await page.getByTestId("verify-resend").isDisabled()).toBe(true);
    expect(await page.getByTestId("verify-resend").textContent()).toMatch(/Resend in \d+ s/);
    // This server sends no mail: the hint points at the dev outbox page instead of the spam folder.
    const outboxLink = page.getByTestId("login-dev-outbox-link");
    await outboxLink.waitFor();
    expect(await outboxLink.getAttribute("href")).toBe("/dev/outbox");
    expect(await page.getByTestId("login-view-verify").textContent()).not.toContain("spam");
    const code = await nextCode(email, known);

    // A wrong code shows the tip, empties the boxes and keeps the focus there.
    await page.getByTestId("verify-code").fill(wrongCodeFor(code));
    await expect
      .poll(() => page.getByTestId("verify-code-error").textContent())
      .toBe("wrong verification code");
    await expect.poll(() => page.getByTestId("verify-code").inputValue()).toBe("");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
      .toBe("verify-code");
    await browser.screenshot("login-verify-error");
    // The countdown runs.
    await expect
      .poll(() => page.getByTestId("verify-resend").textContent(), { timeout: 4000 })
      .toMatch(/Resend in 5\d s/);

    // Pasted text keeps only its digits and submits itself at six.
    await page.getByTestId("verify-code").fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await expectSignedIn(page);
    await closeDailyReward(page);
    await browser.screenshot("signed-in");
  });

  it("logs out and logs back in with the password, offering email as the recent method", async () => {
    const { page } = browser;
    await logOut(page);
    await page.getByTestId("sign-in-button").click();
    await expect.poll(() => page.getByTestId("login-email-button").getAttribute("data-recent")).toBe("true");
    await page.getByTestId("login-email-button").click();
    await page.getByTestId("login-email").fill(email);
    // A wrong password goes on to the emailed code, as a new address would: the form tells no one
    // whether an account exists. A common one is refused unless it is the account's own.
    await page.getByTestId("login-password").fill("Password1");
    await page.getByTestId("login-email-submit").click();
    await expect
      .poll(() => page.getByTestId("login-password-error").textContent())
      .toBe("This password is too common and easy to guess, please choose another");
    await page.getByTestId("login-password").fill("wrongpass1");
    await page.getByTestId("login-email-submit").click();
    await page.getByTestId("login-view-verify").waitFor();
    await page.keyboard.press("Escape");
    await page.getByTestId("login-modal").waitFor({ state: "detached" });

    await logInWithPassword(page, firstPassword);
  });

  it("resets a forgotten password with an emailed code, which signs in", async () => {
    const { page } = browser;
    await logOut(page);
    await openEmailLogin(page);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-forgot").click();
    await page.getByTestId("reset-step-1").waitFor();
    expect(await page.getByTestId("reset-email").inputValue()).toBe(email);
    const known = (await outboxFor(email)).length;
    await page.getByTestId("reset-send-code").click();
    await expect.poll(() => page.getByTestId("reset-send-code").textContent()).toMatch(/Resend in \d+ s/);
    const code = await nextCode(email, known);
    await browser.screenshot("login-reset-step-1");
    await page.getByTestId("reset-code").fill(code);
    await page.getByTestId("reset-step-2").waitFor();

    await page.getByTestId("reset-new-password").fill("iloveyou");
    await page.getByTestId("reset-confirm-password").fill("iloveyou");
    await page.getByTestId("reset-save").click();
    await expect
      .poll(() => page.getByTestId("reset-new-password-error").textContent())
      .toBe("This password is too common and easy to guess, please choose another");
    await page.getByTestId("reset-new-password").fill(newPassword);
    await page.getByTestId("reset-confirm-password").fill(`${newPassword}x`);
    await page.getByTestId("reset-save").click();
    await expect
      .poll(() => page.getByTestId("reset-confirm-password-error").textContent())
      .toBe("Inconsistent passwords");
    await browser.screenshot("login-reset-step-2");
    await page.getByTestId("reset-confirm-password").fill(newPassword);
    await page.getByTestId("reset-save").click();
    await expectSignedIn(page);

    await logOut(page);
    await logInWithPassword(page, newPassword);
  });

  it("shows the account in settings and removes it after the confirmation", async () => {
    const { page } = browser;
    await page.getByTestId("user-menu-button").click();
    await page.getByTestId("user-menu-settings").click();
    const settings = page.getByTestId("settings-dialog");
    await settings.waitFor();
    await expect.poll(() => page.getByTestId("settings-email").textContent()).toBe(email);
    await expect.poll(() => page.getByTestId("settings-plan").textContent()).toBe("Free");
    expect(await page.getByTestId("settings-uid").textContent()).toMatch(/\S+/);
    expect(await page.getByTestId("settings-manage-subscription").getAttribute("href")).toBe(
      "/billing?tab=plans",
    );
    expect(await page.getByTestId("settings-removal-scheduled").count()).toBe(0);

    // The name can be changed here at any time; the header follows.
    expect(await page.getByTestId("settings-name").textContent()).toBe(publicName);
    await page.getByTestId("settings-name-edit").click();
    await page.getByTestId("settings-name-input").fill("   ");
    expect(await page.getByTestId("settings-name-save").isDisabled()).toBe(true);
    publicName = `Renamed ${Math.random().toString(36).slice(2, 8)}`;
    await page.getByTestId("settings-name-input").fill(publicName);
    const renamed = page.waitForResponse((response) => response.url().endsWith("/api/user/update"));
    await page.getByTestId("settings-name-save").click();
    expect((await renamed).status()).toBe(200);
    await expect.poll(() => page.getByTestId("settings-name").textContent()).toBe(publicName);
    await expect.poll(() => page.getByTestId("user-menu-name").textContent()).toBe(publicName);

    // The leaderboard switch saves at once and survives a reload of the user info.
    const leaderboards = page.getByTestId("settings-privacy-leaderboards");
    const before = await leaderboards.getAttribute("aria-checked");
    const saved = page.waitForResponse((response) => response.url().endsWith("/api/user/privacy"));
    await leaderboards.click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => leaderboards.getAttribute("aria-checked")).not.toBe(before);
    await browser.screenshot("settings");

    await page.getByTestId("settings-remove-account").click();
    const dialog = page.getByTestId("remove-account-dialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("14 days");
    const confirm = page.getByTestId("remove-account-confirm");
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByTestId("remove-account-check").check();
    expect(await confirm.isDisabled()).toBe(false);
    await browser.screenshot("remove-account");
    const removal = page.waitForResponse((response) => response.url().includes("/api/user/logoff"));
    await confirm.click();
    const removed = (await (await removal).json()) as { result: { removalScheduledAt: string | null } };
    expect(removed.result.removalScheduledAt).toBeTruthy();
    await page.getByTestId("sign-in-button").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("fable.token"))).toBeNull();
    await page.getByText("Your account will be removed in 14 days").waitFor();
  });

  it("cancels the removal by signing in again", async () => {
    const { page } = browser;
    const body = await logInWithPassword(page, newPassword);
    expect(body.code).toBe(0);
    expect(body.result.removalScheduledAt).toBeNull();
    await page.getByText("Your account removal has been cancelled").waitFor();
    await page.getByTestId("user-menu-button").click();
    await page.getByTestId("user-menu-settings").click();
    await expect.poll(() => page.getByTestId("settings-email").textContent()).toBe(email);
    expect(await page.getByTestId("settings-removal-scheduled").count()).toBe(0);
    await page.keyboard.press("Escape");
    await page.getByTestId("settings-dialog").waitFor({ state: "detached" });
  });

  it("finishes a provider sign-in that returned to this window, reporting the server's answer", async () => {
    const { page, baseUrl } = browser;
    await logOut(page);
    // No provider is configured on the test server, so the exchange is refused, and the user is told.
    const exchange = page.waitForResponse((response) => response.url().endsWith("/api/user/login"));
    await page.goto(`${baseUrl}/callback/discord?code=test-code&state=test-state`);
    const request = (await exchange).request();
    expect(request.postDataJSON()).toEqual({
      srcType: "DISCORD",
      auth: { accessToken: "test-code", state: "test-state" },
    });
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await page.getByText("This sign-in method is not available").waitFor();
    await page.getByTestId("login-view-main").waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("fable.oauthCallback"))).toBeNull();
    await page.keyboard.press("Escape");
  });

  it("lists the sent codes on the dev outbox page", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/dev/outbox`);
    await page.getByTestId("outbox-list").waitFor();
    expect(
      await page.getByTestId("outbox-message").filter({ hasText: email }).count(),
    ).toBeGreaterThanOrEqual(2);
    await browser.screenshot("dev-outbox");
  });
});

describe("changing the password from settings", () => {
  // Its own account: the server allows ten credential checks per account in 15 minutes.
  const address = `e2e-change-${Date.now()}@example.com`;

  it("signs up, then changes the password with a code sent to the account's email", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    await openEmailLogin(page);
    await page.getByTestId("login-email").fill(address);
    await page.getByTestId("login-password").fill(firstPassword);
    let known = (await outboxFor(address)).length;
    await page.getByTestId("login-email-submit").click();
    await page.getByTestId("login-view-verify").waitFor();
    await page.getByTestId("verify-code").fill(await nextCode(address, known));
    await page.getByTestId("user-menu-button").waitFor();
    await closeDailyReward(page);

    await page.getByTestId("user-menu-button").click();
    await page.getByTestId("user-menu-settings").click();
    await page.getByTestId("settings-change-password").click();
    await page.getByTestId("reset-step-1").waitFor();
    expect(await page.getByTestId("login-modal").locator("h2").textContent()).toBe("Change password");
    // The signed-in user's own email, not editable.
    expect(await page.getByTestId("reset-email").inputValue()).toBe(address);
    expect(await page.getByTestId("reset-email").getAttribute("readonly")).not.toBeNull();
    known = (await outboxFor(address)).length;
    await page.getByTestId("reset-send-code").click();
    await page.getByTestId("reset-code").fill(await nextCode(address, known));
    await page.getByTestId("reset-new-password").fill(newPassword);
    await page.getByTestId("reset-confirm-password").fill(newPassword);
    await page.getByTestId("reset-save").click();
    await page.getByText("Password changed").waitFor();
    await page.getByTestId("login-modal").waitFor({ state: "detached" });
    // Still signed in, on the new session the change issued.
    await page.getByTestId("user-menu-button").waitFor();
    const token = await page.evaluate(() => localStorage.getItem("fable.token"));
    const info = await fetch(`${baseUrl}/api/user/info`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await info.json()) as { result: { email: string } }).result.email).toBe(address);
  });
});

describe("login modal on a phone", () => {
  let mobile: Browser;
  beforeAll(async () => {
    mobile = await openBrowser({ width: 390, height: 844 });
  });
  afterAll(() => mobile.close());

  it("fits the screen and reaches the email form", async () => {
    const { page, baseUrl } = mobile;
    await page.goto(`${baseUrl}/?login=1`);
    await page.getByTestId("login-view-main").waitFor();
    const box = await page.getByTestId("login-modal").boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await page.getByTestId("login-email-button").click();
    await page.getByTestId("login-view-email").waitFor();
    await page.waitForLoadState("networkidle");
    await mobile.screenshot("login-email-mobile");
  });
});

describe("phone sign-in", () => {
  it("sends an SMS code through the dev outbox and signs in with it", async () => {
    const { page } = browser;
    await logOut(page);
    const phone = `13${String(Date.now()).slice(-9)}`;
    await page.getByTestId("sign-in-button").click();
    await page.getByTestId("login-phone-button").click();
    await page.getByTestId("login-view-phone").waitFor();
    await page.getByTestId("login-phone").fill("1380013");
    await page.getByTestId("login-phone-send").click();
    await expect
      .poll(() => page.getByTestId("login-phone-error").textContent())
      .toBe("The phone number format is incorrect");
    // Spaces typed between groups are dropped.
    await page.getByTestId("login-phone").fill(`${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`);
    expect(await page.getByTestId("login-phone").inputValue()).toBe(phone);
    const known = (await outboxFor(phone)).length;
    await page.getByTestId("login-phone-send").click();
    const code = await nextCode(phone, known);
    await page.getByTestId("login-phone-code").fill(code);
    await page.getByTestId("user-menu-button").waitFor();
    await expect.poll(() => page.getByTestId("user-menu-name").textContent()).toBe(`User ${phone.slice(-4)}`);
    expect(await page.evaluate(() => localStorage.getItem("fable.lastLoginMethod"))).toBe("phone");
  });
});
