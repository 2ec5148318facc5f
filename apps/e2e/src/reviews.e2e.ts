import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, openBrowser } from "./browser.ts";
import { firstCatalogueChatPath, signUpInBrowser } from "./session.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);
const REVIEW = `Warm, witty and always in character ${Date.now().toString(36)}`;

/** Switches the browser's session to an account already signed up. */
async function signInAs(page: Page, token: string) {
  await page.evaluate((stored) => localStorage.setItem("fable.token", stored), token);
}

describe("Reviews and reports on a bot's page", () => {
  let profilePath = "";
  let chatPath = "";
  let authorToken = "";

  it("a visitor sees the reviews panel and is asked to sign in to write one", async () => {
    const { page, baseUrl } = browser;
    chatPath = await firstCatalogueChatPath(baseUrl);
    const botId = decodeURIComponent(chatPath.split("/")[2]!).split("-")[0]!;
    profilePath = `/botProfile/${botId}`;
    await page.goto(`${baseUrl}${profilePath}`);
    await byTestId(page, "reviews-panel").waitFor({ timeout: 15_000 });
    await byTestId(page, "review-sign-in").waitFor();
    expect(await byTestId(page, "review-input").count()).toBe(0);
  });

  it("user A posts a review and sees it listed as theirs", async () => {
    const { page, baseUrl } = browser;
    authorToken = await signUpInBrowser(browser, "reviewer-a");
    await page.goto(`${baseUrl}${profilePath}`);
    await byTestId(page, "review-input").waitFor({ timeout: 15_000 });
    await byTestId(page, "review-input").fill(REVIEW);
    await byTestId(page, "review-submit").click();
    await page.getByText("Review posted").waitFor({ timeout: 10_000 });
    const mine = byTestId(page, "bot-review").filter({ hasText: REVIEW });
    await mine.waitFor();
    expect(await mine.getAttribute("data-mine")).toBe("true");
    expect(await mine.locator('[data-testid="review-author"]').getAttribute("href")).toMatch(
      /^\/profile\/\d+-/,
    );
    // The author cannot vote on their own review, but may delete it.
    expect(await mine.locator('[data-testid="review-vote-like"]').isDisabled()).toBe(true);
    expect(await mine.locator('[data-testid="review-delete"]').count()).toBe(1);
    // The composer now rewrites the review instead of adding a second one.
    expect(await byTestId(page, "review-input").inputValue()).toBe(REVIEW);
    expect(await byTestId(page, "review-submit").textContent()).toBe("Update review");
    await expect.poll(() => byTestId(page, "review-stat-reviews").textContent()).toBe("1");
    await browser.screenshot("reviews-posted");
  });

  it("user B likes the review, sees the count go up, and takes the like back", async () => {
    const { page, baseUrl } = browser;
    await signUpInBrowser(browser, "reviewer-b");
    await page.goto(`${baseUrl}${profilePath}`);
    const review = byTestId(page, "bot-review").filter({ hasText: REVIEW });
    await review.waitFor({ timeout: 15_000 });
    expect(await review.getAttribute("data-mine")).toBeNull();
    expect(await review.locator('[data-testid="review-delete"]').count()).toBe(0);
    const like = review.locator('[data-testid="review-vote-like"]');
    const likes = review.locator('[data-testid="review-vote-like-count"]');
    expect(await likes.textContent()).toBe("0");
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => likes.textContent()).toBe("1");
    await expect.poll(() => byTestId(page, "review-stat-likes").textContent()).toBe("1");
    // Switching to "fun" replaces the like; clicking fun again clears the vote.
    const fun = review.locator('[data-testid="review-vote-fun"]');
    await fun.click();
    await expect.poll(() => likes.textContent()).toBe("0");
    await expect.poll(() => fun.getAttribute("aria-pressed")).toBe("true");
    await fun.click();
    await expect.poll(() => fun.getAttribute("aria-pressed")).toBe("false");
    await like.click();
    await expect.poll(() => likes.textContent()).toBe("1");
    await browser.screenshot("reviews-voted");
  });

  it("user B reports the bot with a reason; a second report finds the first", async () => {
    const { page } = browser;
    await byTestId(page, "profile-report").click();
    await byTestId(page, "report-dialog").waitFor();
    // Without a reason nothing is sent.
    await byTestId(page, "report-submit").click();
    expect(await byTestId(page, "report-error").textContent()).toBe("Report needs a reason");
    await byTestId(page, "report-reason-spam").check();
    await byTestId(page, "report-details").fill("Every reply advertises a website.");
    await browser.screenshot("reviews-report-dialog");
    await byTestId(page, "report-submit").click();
    await page.getByText("Thanks, your report was sent to our reviewers.").waitFor({ timeout: 10_000 });
    await byTestId(page, "report-dialog").waitFor({ state: "detached" });

    await byTestId(page, "profile-report").click();
    await byTestId(page, "report-reason-spam").check();
    await byTestId(page, "report-submit").click();
    await page
      .getByText("You have already reported this. It is waiting for a reviewer.")
      .waitFor({ timeout: 10_000 });
  });

  it("the chat screen's menu offers the same report dialog", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}${chatPath}`);
    await byTestId(page, "chat-menu-button").click({ timeout: 15_000 });
    await byTestId(page, "chat-menu-report").click();
    await byTestId(page, "report-dialog").waitFor();
    await byTestId(page, "report-reason-other").check();
    await byTestId(page, "report-submit").click();
    // "Something else" says nothing by itself: it needs details.
    expect(await byTestId(page, "report-error").textContent()).toBe("Tell us what is wrong");
    await page.keyboard.press("Escape");
    await byTestId(page, "report-dialog").waitFor({ state: "detached" });
  });

  it("user A deletes their review after confirming", async () => {
    const { page, baseUrl } = browser;
    await signInAs(page, authorToken);
    await page.goto(`${baseUrl}${profilePath}`);
    const mine = byTestId(page, "bot-review").filter({ hasText: REVIEW });
    await mine.waitFor({ timeout: 15_000 });
    expect(await mine.locator('[data-testid="review-vote-like-count"]').textContent()).toBe("1");
    await mine.locator('[data-testid="review-delete"]').click();
    await byTestId(page, "chat-confirm").click();
    await page.getByText("Review deleted").waitFor({ timeout: 10_000 });
    await mine.waitFor({ state: "detached" });
    expect(await byTestId(page, "review-input").inputValue()).toBe("");
    await expect.poll(() => byTestId(page, "review-stat-reviews").textContent()).toBe("0");
  });
});
