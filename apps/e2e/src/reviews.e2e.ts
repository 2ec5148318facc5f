import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, openBrowser } from "./browser.ts";
import { firstCatalogueChatPath, signUpInBrowser } from "./session.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

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
    await page.getByTestId("reviews-panel").waitFor({ timeout: 15_000 });
    await page.getByTestId("review-sign-in").waitFor();
    expect(await page.getByTestId("review-input").count()).toBe(0);
  });

  it("user A posts a review and sees it listed as theirs", async () => {
    const { page, baseUrl } = browser;
    authorToken = await signUpInBrowser(browser, "reviewer-a");
    await page.goto(`${baseUrl}${profilePath}`);
    await page.getByTestId("review-input").waitFor({ timeout: 15_000 });
    await page.getByTestId("review-input").fill(REVIEW);
    await page.getByTestId("review-submit").click();
    await page.getByText("Review posted").waitFor({ timeout: 10_000 });
    const mine = page.getByTestId("bot-review").filter({ hasText: REVIEW });
    await mine.waitFor();
    expect(await mine.getAttribute("data-mine")).toBe("true");
    expect(await mine.getByTestId("review-author").getAttribute("href")).toMatch(/^\/profile\/\d+-/);
    // The author cannot vote on their own review, but may delete it.
    expect(await mine.getByTestId("review-vote-like").isDisabled()).toBe(true);
    expect(await mine.getByTestId("review-delete").count()).toBe(1);
    // The composer now rewrites the review instead of adding a second one.
    expect(await page.getByTestId("review-input").inputValue()).toBe(REVIEW);
    expect(await page.getByTestId("review-submit").textContent()).toBe("Update review");
    await expect.poll(() => page.getByTestId("review-stat-reviews").textContent()).toBe("1");
    await browser.screenshot("reviews-posted");
  });

  it("user B likes the review, sees the count go up, and takes the like back", async () => {
    const { page, baseUrl } = browser;
    await signUpInBrowser(browser, "reviewer-b");
    await page.goto(`${baseUrl}${profilePath}`);
    const review = page.getByTestId("bot-review").filter({ hasText: REVIEW });
    await review.waitFor({ timeout: 15_000 });
    expect(await review.getAttribute("data-mine")).toBeNull();
    expect(await review.getByTestId("review-delete").count()).toBe(0);
    const like = review.getByTestId("review-vote-like");
    const likes = review.getByTestId("review-vote-like-count");
    expect(await likes.textContent()).toBe("0");
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => likes.textContent()).toBe("1");
    await expect.poll(() => page.getByTestId("review-stat-likes").textContent()).toBe("1");
    // Switching to "fun" replaces the like; clicking fun again clears the vote.
    const fun = review.getByTestId("review-vote-fun");
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
    await page.getByTestId("profile-report").click();
    await page.getByTestId("report-dialog").waitFor();
    // Without a reason nothing is sent.
    await page.getByTestId("report-submit").click();
    expect(await page.getByTestId("report-error").textContent()).toBe("Report needs a reason");
    await page.getByTestId("report-reason-spam").check();
    await page.getByTestId("report-details").fill("Every reply advertises a website.");
    await browser.screenshot("reviews-report-dialog");
    await page.getByTestId("report-submit").click();
    await page.getByText("Thanks, your report was sent to our reviewers.").waitFor({ timeout: 10_000 });
    await page.getByTestId("report-dialog").waitFor({ state: "detached" });

    await page.getByTestId("profile-report").click();
    await page.getByTestId("report-reason-spam").check();
    await page.getByTestId("report-submit").click();
    await page
      .getByText("You have already reported this. It is waiting for a reviewer.")
      .waitFor({ timeout: 10_000 });
  });

  it("the chat screen's menu offers the same report dialog", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}${chatPath}`);
    await page.getByTestId("chat-menu-button").click({ timeout: 15_000 });
    await page.getByTestId("chat-menu-report").click();
    await page.getByTestId("report-dialog").waitFor();
    await page.getByTestId("report-reason-other").check();
    await page.getByTestId("report-submit").click();
    // "Something else" says nothing by itself: it needs details.
    expect(await page.getByTestId("report-error").textContent()).toBe("Tell us what is wrong");
    await page.keyboard.press("Escape");
    await page.getByTestId("report-dialog").waitFor({ state: "detached" });
  });

  it("user A deletes their review after confirming", async () => {
    const { page, baseUrl } = browser;
    await signInAs(page, authorToken);
    await page.goto(`${baseUrl}${profilePath}`);
    const mine = page.getByTestId("bot-review").filter({ hasText: REVIEW });
    await mine.waitFor({ timeout: 15_000 });
    expect(await mine.getByTestId("review-vote-like-count").textContent()).toBe("1");
    await mine.getByTestId("review-delete").click();
    await page.getByTestId("chat-confirm").click();
    await page.getByText("Review deleted").waitFor({ timeout: 10_000 });
    await mine.waitFor({ state: "detached" });
    expect(await page.getByTestId("review-input").inputValue()).toBe("");
    await expect.poll(() => page.getByTestId("review-stat-reviews").textContent()).toBe("0");
  });
});
