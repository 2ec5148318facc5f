import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixturesPresent } from "../../server/test/fixtures.ts";
import { type Browser, openBrowser } from "./browser.ts";
import { signUpInBrowser } from "./session.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

/** Three seeded public characters, found in the picker by searching their first name. */
const CHARACTERS = ["Wren Aldermoor", "Idris Kane", "Hollow Tom"];
const ADDRESSED = "Idris Kane";

const messages = (page: Page, role: "user" | "bot") =>
  page.locator(`[data-testid="room-message"][data-role="${role}"]`);

/** Every speaker of the turn has finished: nothing streams and Send is back. */
async function turnFinished(page: Page) {
  await page.getByTestId("chat-send").waitFor({ timeout: 60_000 });
  await page.getByTestId("room-streaming").waitFor({ state: "detached", timeout: 60_000 });
}

describe("rooms: a group chat with three characters", () => {
  let roomName = "";
  const chosen = new Map<string, string>();

  it("creates a room with three characters picked by search", async () => {
    const { page, baseUrl } = browser;
    await signUpInBrowser(browser, "rooms");
    await page.goto(`${baseUrl}/chats`);
    await page.getByTestId("chats-new-room").click();
    await page.getByTestId("create-room-screen").waitFor();

    roomName = `Tavern talk ${Date.now().toString(36)}`;
    // Submitting with nothing chosen shows the contract's messages, client-side.
    await page.getByTestId("room-create-submit").click();
    await page.getByTestId("room-name-error").waitFor();
    expect(await page.getByTestId("room-characters-error").textContent()).toContain("at least 2");

    await page.getByTestId("room-name-input").fill(roomName);
    await page.getByTestId("room-topic-input").fill("Who tells the best story tonight?");
    for (const name of CHARACTERS) {
      const word = name.split(" ")[0]!;
      await page.getByTestId("room-candidate-search").fill(word);
      // The list shows only the search's answer once typing has paused.
      await expect
        .poll(async () => {
          const names = await page.getByTestId("room-candidate-name").allTextContents();
          return names.length > 0 && names.every((shown) => shown.includes(word));
        })
        .toBe(true);
      const candidate = page.getByTestId("room-candidate").filter({ hasText: name }).first();
      await candidate.waitFor({ timeout: 15_000 });
      chosen.set(name, (await candidate.getAttribute("data-bot-id"))!);
      await candidate.click();
    }
    expect(await page.getByTestId("room-chosen-chip").count()).toBe(3);
    await browser.screenshot("room-create");
    await page.getByTestId("room-create-submit").click();
    await page.getByTestId("room-screen").waitFor({ timeout: 15_000 });
    expect(page.url()).toMatch(/\/room\/\d+$/);
    expect(await page.getByTestId("room-name").textContent()).toBe(roomName);
    expect(await page.getByTestId("room-ask").count()).toBe(3);
  });

  it("answers first with the character named in the message", async () => {
    const { page } = browser;
    await page.getByTestId("chat-input").fill("Idris, what do you think of this place?");
    await page.getByTestId("chat-input").press("Enter");
    await expect.poll(() => messages(page, "bot").count(), { timeout: 60_000 }).toBeGreaterThan(0);
    await turnFinished(page);
    // The room opened with one character's greeting; the first reply is the message after the user's.
    const roles = await page
      .getByTestId("room-message")
      .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-role")));
    const first = page.getByTestId("room-message").nth(roles.indexOf("user") + 1);
    expect(await first.getAttribute("data-role")).toBe("bot");
    expect(await first.getAttribute("data-bot-id")).toBe(chosen.get(ADDRESSED));
    expect(await first.getByTestId("room-speaker-name").textContent()).toBe(ADDRESSED);
    expect(await messages(page, "user").count()).toBe(1);
    await browser.screenshot("room-named-first");
  });

  it("lets the characters talk for two turns without the user", async () => {
    const { page } = browser;
    const before = await messages(page, "bot").count();
    expect(await page.getByTestId("room-talk-turns").inputValue()).toBe("2");
    await page.getByTestId("room-let-them-talk").click();
    await expect.poll(() => messages(page, "bot").count(), { timeout: 60_000 }).toBe(before + 2);
    await turnFinished(page);
    expect(await messages(page, "bot").count()).toBe(before + 2);
    expect(await messages(page, "user").count()).toBe(1);
    // Each reply carries one of the room's characters.
    const speakers = await messages(page, "bot").evaluateAll((rows) =>
      rows.map((row) => row.getAttribute("data-bot-id")),
    );
    for (const botId of speakers) expect([...chosen.values()]).toContain(botId);
    await browser.screenshot("room-let-them-talk");
  });

  it("lists the room in /chats, and it opens again with its messages", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/chats`);
    const row = page.getByTestId("chats-room-row").filter({ hasText: roomName });
    await row.waitFor({ timeout: 15_000 });
    await row.click();
    await page.getByTestId("room-screen").waitFor();
    await expect.poll(() => messages(page, "bot").count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  });

  // Speech needs espeak-ng, which CI installs with the fixtures (as voice.e2e.ts assumes).
  it.skipIf(!fixturesPresent)("reads two characters' messages aloud, each in its own request", async () => {
    const { page } = browser;
    const bots = messages(page, "bot");
    const speakers = await bots.evaluateAll((rows) => rows.map((row) => row.getAttribute("data-bot-id")));
    // The first character's message and the first of another character.
    const second = speakers.findIndex((id) => id !== speakers[0]);
    expect(second).toBeGreaterThan(0);
    for (const index of [0, second]) {
      const button = bots.nth(index).getByTestId("voice-play");
      await button.waitFor({ timeout: 10_000 });
      const asked = page.waitForRequest((request) => request.url().endsWith("/api/v1/chat/text2Audio"));
      const clip = page.waitForResponse((response) =>
        new URL(response.url()).pathname.startsWith("/api/voice/audio/"),
      );
      await button.click();
      // The room's message is named with its room, so the server reads the speaker's voice.
      expect((await asked).postDataJSON()).toMatchObject({ roomId: expect.any(String) });
      expect((await clip).headers()["content-type"]).toMatch(/^audio\//);
      await expect.poll(() => button.getAttribute("data-state"), { timeout: 10_000 }).toBe("playing");
      await button.click();
      await expect.poll(() => button.getAttribute("data-state")).toBe("idle");
    }
  });

  it("asks one character to speak now, with nothing typed", async () => {
    const { page } = browser;
    const before = await messages(page, "bot").count();
    const wren = chosen.get("Wren Aldermoor")!;
    await page.locator(`[data-testid="room-ask"][data-bot-id="${wren}"]`).click();
    await expect.poll(() => messages(page, "bot").count(), { timeout: 60_000 }).toBe(before + 1);
    await turnFinished(page);
    expect(await messages(page, "bot").last().getAttribute("data-bot-id")).toBe(wren);
  });

  it("regenerates the latest reply as a second version and swipes back", async () => {
    const { page } = browser;
    const reply = messages(page, "bot").last();
    // The reply's text, without the "n/m" swipe index shown under it.
    const text = async () =>
      ((await reply.locator('[data-testid="chat-message"]').textContent()) ?? "").replace(/\d+\/\d+$/, "");
    const first = await text();
    await reply.getByTestId("chat-swipe-next").click();
    await expect
      .poll(() => reply.getByTestId("chat-swipe-index").textContent(), { timeout: 60_000 })
      .toBe("2/2");
    await turnFinished(page);
    await reply.getByTestId("chat-swipe-prev").click();
    await expect.poll(() => reply.getByTestId("chat-swipe-index").textContent()).toBe("1/2");
    await expect.poll(text).toBe(first);
  });

  it("edits, pins and deletes messages", async () => {
    const { page } = browser;
    const reply = messages(page, "bot").last();
    // Hovering the message itself shows its actions.
    const bubble = reply.locator('[data-testid="chat-message"]');
    await bubble.hover();
    await reply.getByTestId("chat-edit").click();
    await page.getByTestId("chat-edit-input").fill("*waves* The lantern stays with me.");
    await page.getByTestId("chat-edit-save").click();
    await expect.poll(() => reply.textContent()).toContain("The lantern stays with me.");

    await bubble.hover();
    await reply.getByTestId("chat-pin").click();
    await expect.poll(() => reply.getByTestId("chat-pin").getAttribute("aria-pressed")).toBe("true");

    const count = await page.getByTestId("room-message").count();
    await bubble.hover();
    await reply.getByTestId("chat-delete").click();
    await page.getByTestId("chat-confirm").click();
    await expect.poll(() => page.getByTestId("room-message").count()).toBe(count - 1);
    await browser.screenshot("room-actions");
  });
  it("lists a pinned reply and keeps a memory note in the room's memory panel", async () => {
    const { page } = browser;
    const reply = messages(page, "bot").last();
    const bubble = reply.locator('[data-testid="chat-message"]');
    const speaker = (await reply.getByTestId("room-speaker-name").first().textContent()) ?? "";
    expect(speaker).not.toBe("");
    await bubble.hover();
    await reply.getByTestId("chat-pin").click();
    await expect.poll(() => reply.getByTestId("chat-pin").getAttribute("aria-pressed")).toBe("true");
    const pinnedText = ((await bubble.textContent()) ?? "")
      .replace(/\d+\/\d+$/, "")
      .trim()
      .slice(0, 30);

    await page.getByTestId("room-memory-button").click();
    const panel = page.getByTestId("room-memory-panel");
    await panel.waitFor();
    const pin = panel.getByTestId("room-memory-pin");
    await expect.poll(() => pin.count(), { timeout: 15_000 }).toBe(1);
    expect(await pin.textContent()).toContain(speaker);
    expect(await pin.textContent()).toContain(pinnedText);
    // Nothing has fallen out of the model's window yet: the summary says so.
    await panel.getByTestId("room-memory-summary").waitFor();

    await panel.getByTestId("room-memory-input").fill("The tavern closes at midnight.");
    await panel.getByTestId("room-memory-save").click();
    await expect
      .poll(() => panel.getByTestId("room-memory-save").isDisabled(), { timeout: 15_000 })
      .toBe(true);
    await browser.screenshot("room-memory");

    // The note and the pin read back from the server after a reload.
    await page.reload();
    await page.getByTestId("room-memory-button").click();
    await panel.waitFor();
    await expect
      .poll(() => panel.getByTestId("room-memory-input").inputValue(), { timeout: 15_000 })
      .toBe("The tavern closes at midnight.");
    await expect.poll(() => pin.count()).toBe(1);

    // Unpinned from the panel, it leaves the list.
    await panel.getByTestId("room-memory-unpin").click();
    await expect.poll(() => pin.count(), { timeout: 15_000 }).toBe(0);
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
  });

  it("renames the room in its settings, then deletes it", async () => {
    const { page, baseUrl } = browser;
    await page.getByTestId("room-settings-open").click();
    await page.getByTestId("room-settings").waitFor();
    roomName = `${roomName} (renamed)`;
    await page.getByTestId("room-name-input").fill(roomName);
    await page.getByTestId("room-settings-save").click();
    await page.getByTestId("room-settings").waitFor({ state: "detached" });
    expect(await page.getByTestId("room-name").textContent()).toBe(roomName);

    // The settings read back from the server after a reload.
    await page.reload();
    expect(await page.getByTestId("room-name").textContent()).toBe(roomName);
    await page.getByTestId("room-settings-open").click();
    expect(await page.getByTestId("room-name-input").inputValue()).toBe(roomName);

    await page.getByTestId("room-delete").click();
    await page.getByTestId("chat-confirm").click();
    await page.waitForURL(`${baseUrl}/chats`);
    await page.getByTestId("chats-rooms-empty").waitFor({ timeout: 15_000 });
  });
});
