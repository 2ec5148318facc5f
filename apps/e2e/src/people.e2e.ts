import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, openBrowser } from "./browser.ts";
import { api, signUp, signUpInBrowser } from "./session.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

interface Person {
  token: string;
  id: string;
  userName: string;
}

const whoIs = async (token: string): Promise<Person> => {
  const info = await api<{ id: string; userName: string }>(
    browser.baseUrl,
    "GET",
    "/user/info",
    undefined,
    token,
  );
  return { token, id: info.id, userName: info.userName };
};

const createBot = (token: string, name: string, visibility: "public" | "private") =>
  api<{ botId: string }>(
    browser.baseUrl,
    "POST",
    "/ai/roleInfo/addBotV2",
    { name, greeting: `Hello, I am ${name}. Pull up a chair.`, visibility },
    token,
  );

describe("people: creator profile, follow button, activity page", () => {
  const suffix = Math.random().toString(36).slice(2, 7);
  const publicBot = `Lamplighter ${suffix}`;
  const privateBot = `Secret Draft ${suffix}`;
  let creator: Person;
  let reader: Person;
  let profilePath = "";

  it("shows a creator's public bots to a visitor, and Follow opens the login modal", async () => {
    const { page, baseUrl } = browser;
    creator = await whoIs(await signUp(baseUrl, "creator"));
    await createBot(creator.token, publicBot, "public");
    await createBot(creator.token, privateBot, "private");
    profilePath = `/profile/${creator.id}-${encodeURIComponent(creator.userName)}`;

    await page.goto(`${baseUrl}${profilePath}`);
    await expect.poll(() => page.getByTestId("creator-name").textContent()).toBe(creator.userName);
    await page.getByTestId("profile-bots").waitFor();
    const names = await page.getByTestId("profile-bot").allTextContents();
    expect(names.some((text) => text.includes(publicBot))).toBe(true);
    // Private bots stay with their creator.
    expect(names.some((text) => text.includes(privateBot))).toBe(false);

    const follow = page.getByTestId("follow-button");
    expect(await follow.getAttribute("data-state")).toBe("FOLLOW");
    await follow.click();
    await page.getByTestId("login-modal").waitFor();
    await page.keyboard.press("Escape");
    await page.getByTestId("login-modal").waitFor({ state: "detached" });
  });

  it("lets a signed-in reader follow: Following, then Friends once followed back", async () => {
    const { page, baseUrl } = browser;
    reader = await whoIs(await signUpInBrowser(browser, "reader"));
    await page.goto(`${baseUrl}${profilePath}`);
    const follow = page.getByTestId("follow-button");
    await expect.poll(() => follow.getAttribute("data-state")).toBe("FOLLOW");
    await follow.click();
    await expect.poll(() => follow.getAttribute("data-state")).toBe("FOLLOWING");
    expect(await follow.textContent()).toContain("Following");
    await expect.poll(() => page.getByTestId("creator-fans").textContent()).toMatch(/^1\s*Followers/);

    // The creator follows back (through the API, as their own session).
    await api(baseUrl, "POST", "/userFollow/follow", { followUserId: reader.id }, creator.token);
    await page.reload();
    await expect.poll(() => follow.getAttribute("data-state")).toBe("FRIENDS");
    expect(await follow.textContent()).toContain("Friends");
    await browser.screenshot("people-profile-friends");
  });

  it("lists the reader among the creator's followers, and the tabs show the creator's things", async () => {
    const { page } = browser;
    await page.getByTestId("creator-fans").click();
    await page.getByTestId("follow-list-dialog").waitFor();
    const rows = page.getByTestId("follow-list-fans").getByTestId("follow-row");
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute("data-user-id")).toBe(reader.id);
    // Nobody gets a follow button for themselves, and only the owner may remove followers.
    expect(await rows.first().getByTestId("follow-button").count()).toBe(0);
    expect(await rows.first().getByTestId("remove-fan").count()).toBe(0);
    await page.keyboard.press("Escape");

    await page.getByTestId("profile-tab-favorites").click();
    await expect.poll(() => new URL(page.url()).searchParams.get("tab")).toBe("favorites");
    await page.getByText("No favorite characters yet.").waitFor();
    await page.getByTestId("profile-tab-posts").click();
    await page.getByText("No Joybook posts yet.").waitFor();
    await page.getByTestId("profile-tab-bots").click();
    const bot = page.getByTestId("profile-bot").filter({ hasText: publicBot });
    await bot.waitFor();
    expect(await bot.locator("a").first().getAttribute("href")).toMatch(/^\/chat\/\d+-Lamplighter/);
  });

  it("opens one's own profile from the user menu, without a follow button", async () => {
    const { page } = browser;
    await page.getByTestId("user-menu-button").click();
    await page.getByTestId("user-menu-profile").click();
    await expect.poll(() => page.getByTestId("creator-name").textContent()).toBe(reader.userName);
    expect(new URL(page.url()).pathname).toBe(`/profile/${reader.id}`);
    await page.getByTestId("creator-follows").waitFor();
    expect(await page.getByTestId("follow-button").count()).toBe(0);
    // The creator followed back, so the reader has one follower.
    await expect.poll(() => page.getByTestId("creator-fans").textContent()).toMatch(/^1\s*Followers/);
  });

  it("lets the owner pin a bot, see their private one, and remove a follower (phone layout)", async () => {
    const { page, baseUrl } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate((token) => localStorage.setItem("fable.token", token), creator.token);
    await page.goto(`${baseUrl}${profilePath}`);
    await page.getByTestId("profile-bots").waitFor();
    // The owner sees every bot of theirs, the private one included.
    const secret = page.getByTestId("profile-bot").filter({ hasText: privateBot });
    await secret.waitFor();
    expect(await secret.getByTestId("visibility-badge").count()).toBe(1);
    const lamp = page.getByTestId("profile-bot").filter({ hasText: publicBot });
    expect(await lamp.getAttribute("data-pinned")).toBe("false");
    await lamp.getByTestId("profile-pin-toggle").click();
    await expect.poll(() => lamp.getAttribute("data-pinned")).toBe("true");
    // Pinned bots come first.
    await expect.poll(() => page.getByTestId("profile-bot").first().getAttribute("data-pinned")).toBe("true");
    await browser.screenshot("people-profile-owner-mobile");

    await page.getByTestId("creator-fans").click();
    const row = page
      .getByTestId("follow-list-fans")
      .locator(`[data-testid="follow-row"][data-user-id="${reader.id}"]`);
    await row.getByTestId("remove-fan").click();
    await row.waitFor({ state: "detached" });
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("creator-fans").textContent()).toMatch(/^0\s*Followers/);
    const seen = await api<{ followed: boolean; beFollowed: boolean }>(
      baseUrl,
      "GET",
      `/profile/info?userId=${creator.id}`,
      undefined,
      reader.token,
    );
    expect(seen).toMatchObject({ followed: false, beFollowed: true });

    await page.setViewportSize({ width: 1280, height: 860 });
    await page.evaluate((token) => localStorage.setItem("fable.token", token), reader.token);
  });

  it("shows a clear not-found state for an unknown person", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/profile/987654321-nobody`);
    await page.getByTestId("creator-not-found").waitFor();
    await page.goto(`${baseUrl}/profile/not-an-id`);
    await page.getByTestId("creator-not-found").waitFor();
  });

  it("follows a creator from the home Creators carousel", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    const card = page.getByTestId("creator-card").first();
    await card.waitFor();
    const follow = card.getByTestId("follow-button");
    expect(await follow.getAttribute("data-state")).toBe("FOLLOW");
    await follow.click();
    await expect.poll(() => follow.getAttribute("data-state")).toBe("FOLLOWING");
    const creatorId = await card.getAttribute("data-user-id");
    const profile = await api<{ followed: boolean }>(
      baseUrl,
      "GET",
      `/profile/info?userId=${creatorId}`,
      undefined,
      reader.token,
    );
    expect(profile.followed).toBe(true);
    await browser.screenshot("people-home-creators");
  });

  it("opens the activity page from the home banner: title, safe markdown, counts and bots", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/`);
    await page.getByTestId("home-activity").click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/activity\/\d+-Winter%20Tales$/);
    await expect.poll(() => page.getByTestId("activity-title").textContent()).toBe("#Winter Tales");
    const description = page.getByTestId("activity-description");
    expect(await description.locator("strong").first().textContent()).toBe("How to take part");
    // The description's opening "## Winter Tales" would only repeat the page title.
    expect(await description.locator("h3").count()).toBe(0);
    expect(await description.locator("li").count()).toBe(4);
    const cards = page.getByTestId("activity-bots").getByTestId("bot-card");
    await expect.poll(() => cards.count()).toBe(5);
    expect(await page.getByTestId("activity-stats").textContent()).toContain("5 characters");
    await browser.screenshot("people-activity");
  });
});
