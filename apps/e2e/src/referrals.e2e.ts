import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, openBrowser } from "./browser.ts";
import { api, closeDailyReward, signUp, uniqueEmail } from "./session.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

describe("referrals", () => {
  it("keeps an invitation link's code and signs the invitee up with it", async () => {
    const { page, baseUrl, context } = browser;
    const inviterToken = await signUp(baseUrl, "inviter");
    const invitation = await api<{ code: string; link: string }>(
      baseUrl,
      "POST",
      "/user/invitation/code",
      undefined,
      inviterToken,
    );
    expect(invitation.link).toMatch(new RegExp(`/\\?invite=${invitation.code}$`));

    await page.goto(`${baseUrl}/?invite=${invitation.code.toLowerCase()}`);
    const cookie = (await context.cookies()).find((kept) => kept.name === "fable_invite");
    expect(cookie?.value).toBe(invitation.code);
    // Kept for the spec's 7 days.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 60 * 60 * 1000);

    // Signing up later, from another page, still carries it.
    await page.goto(`${baseUrl}/search`);
    const email = uniqueEmail("invitee");
    await page.getByTestId("sign-in-button").click();
    await page.getByTestId("login-email-button").click();
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill("lantern42");
    const login = page.waitForRequest((request) => request.url().endsWith("/api/user/login"));
    await page.getByTestId("login-email-submit").click();
    const sent = await login;
    expect(sent.postDataJSON()).toMatchObject({ usedInvitationCode: invitation.code });
    expect(sent.headers()["x-device-id"]).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByTestId("login-view-verify").waitFor();
    let code: string | undefined;
    await expect
      .poll(async () => {
        const outbox = await api<{ to: string; code: string }[]>(baseUrl, "GET", "/dev/outbox");
        code = outbox.find((message) => message.to === email)?.code;
        return code;
      })
      .toBeTruthy();
    await page.getByTestId("verify-code").fill(code!);
    await page.getByTestId("user-menu-button").waitFor();
    await closeDailyReward(page);

    const token = await page.evaluate(() => localStorage.getItem("fable.token"));
    const info = await api<{ usedInvitationCode: string | null }>(
      baseUrl,
      "GET",
      "/user/info",
      undefined,
      token!,
    );
    expect(info.usedInvitationCode).toBe(invitation.code);

    // The user menu offers the Tasks tab of /billing.
    await page.getByTestId("user-menu-button").click();
    expect(await page.getByTestId("user-menu-tasks").getAttribute("href")).toBe("/billing?tab=task");
  });
});
