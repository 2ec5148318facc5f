import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { Browser } from "./browser.ts";

/** Calls the API of the server under test and returns the envelope's result, expecting success. */
export async function api<T>(
  baseUrl: string,
  method: "GET" | "POST",
  url: string,
  body?: object,
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: {
      ...(body ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { code: number; message: string; result: T };
  expect(envelope.message, url).toBe("");
  return envelope.result;
}

/** A fresh address for a test account. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/**
 * Claims today's daily reward through the API. Sign-ups do it by default, so the daily reward modal
 * (docs/product.md#daily-reward) does not open over a test about something else.
 */
export async function claimDailyReward(baseUrl: string, token: string): Promise<void> {
  await api(baseUrl, "GET", "/user/credits/obtain", undefined, token);
}

export interface SignUpOptions {
  /** Leave today's daily reward for the app to claim (and show its modal); claimed here by default. */
  leaveDailyReward?: boolean;
}

/**
 * A fresh account through the real sign-up (login → emailed code → verify); returns its token. A
 * test that started its server with ADMIN_EMAILS passes that address.
 */
export async function signUp(
  baseUrl: string,
  label: string,
  email = uniqueEmail(label),
  options: SignUpOptions = {},
): Promise<string> {
  await api(baseUrl, "POST", "/user/login", { srcType: "LOCAL", email, userPwd: "lantern42" });
  const outbox = await api<{ to: string; code: string }[]>(baseUrl, "GET", "/dev/outbox");
  const code = outbox.find((message) => message.to === email)!.code;
  const user = await api<{ token: string }>(baseUrl, "POST", "/user/valid/email", { email, authCode: code });
  if (!options.leaveDailyReward) await claimDailyReward(baseUrl, user.token);
  return user.token;
}

/** A fresh account through the real sign-up, signed in in the browser. */
export async function signUpInBrowser(
  browser: Browser,
  label: string,
  options: SignUpOptions = {},
): Promise<string> {
  const { baseUrl, page } = browser;
  const token = await signUp(baseUrl, label, uniqueEmail(label), options);
  await page.goto(`${baseUrl}/`);
  await page.evaluate((stored) => localStorage.setItem("fable.token", stored), token);
  return token;
}

/**
 * The chat path of the first bot the public catalogue lists that anyone may chat with at once (a seeded
 * one on a fresh server). On PostgreSQL the e2e files share one database, and ads.e2e.ts puts a public
 * bot locked behind an ad there, which may rank first: every chat test opening it met "Watch an ad to
 * unlock" instead of a chat.
 */
export async function firstCatalogueChatPath(baseUrl: string): Promise<string> {
  const { list } = await api<{ list: { id: string; botName: string; isAdsLocked?: boolean }[] }>(
    baseUrl,
    "POST",
    "/ai/roleInfo/queryBotInfo",
    { limit: 20 },
  );
  const bot = list.find((entry) => entry.isAdsLocked !== true);
  expect(bot, "the catalogue lists a bot").toBeDefined();
  return `/chat/${bot!.id}-${encodeURIComponent(bot!.botName)}`;
}

/**
 * A new account with a validated email gets today's daily reward on its first sign-in, shown in a modal
 * (docs/product.md#daily-reward; credits.e2e.ts tests it): closed here to go on with the account.
 */
export async function closeDailyReward(page: Page) {
  await page.getByTestId("daily-reward-modal").waitFor();
  await page.keyboard.press("Escape");
  await page.getByTestId("daily-reward-modal").waitFor({ state: "detached" });
}

/**
 * Uploads a picture the way the web app does (a signed link, then a PUT) and answers its final
 * address, for calls that need an avatar stored by this server (a text adventure's, say).
 */
export async function uploadPicture(baseUrl: string, token: string, bytes: Buffer): Promise<string> {
  const signed = await api<{ url: string }>(
    baseUrl,
    "POST",
    "/aws/s3/sign",
    { s3FileName: "picture.png", contentType: "image/png", size: bytes.length, purpose: "avatar" },
    token,
  );
  const target = signed.url.startsWith("http") ? signed.url : `${baseUrl}${signed.url}`;
  const put = await fetch(target, {
    method: "PUT",
    headers: { "content-type": "image/png" },
    body: new Uint8Array(bytes),
  });
  expect(put.status, "upload").toBeLessThan(300);
  return signed.url.split("?")[0]!;
}
