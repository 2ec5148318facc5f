import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURES, fixturesPresent } from "../../server/test/fixtures.ts";
import { tesseractPresent } from "../../server/test/tesseract.ts";
import { type Browser, openBrowser } from "./browser.ts";
import { api, signUpInBrowser } from "./session.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

const PDF = path.join(FIXTURES, "pdf", "TAMReview.pdf");
/** A PDF with a text layer on every page: read in a second, where TAMReview's scanned pages take OCR's minute. */
const TEXT_PDF = path.join(FIXTURES, "pdf", "pagelabels.pdf");
const PICTURE = path.join(FIXTURES, "images", "astronaut.png");

/**
 * The documents of PDF bots are read in the background: a 23-page paper takes seconds, and about a
 * minute more (several on a busy 2-core machine) where tesseract reads its 21 scanned pages by OCR.
 */
// OCR of TAMReview's 21 scanned pages, beside another e2e file on two cores: over 5 minutes in one CI run.
const READ_TIMEOUT = tesseractPresent ? 600_000 : 45_000;

describe.skipIf(!fixturesPresent)("PDF bots: create from a PDF, wait until read, follow a cited page", () => {
  const botName = `Paper Guide ${Date.now().toString(36).slice(-4)}`;
  let token = "";
  let botId = "";

  it("refuses a picture in the PDF field with the message, before any upload", async () => {
    const { page, baseUrl } = browser;
    token = await signUpInBrowser(browser, "pdf-creator");
    await page.goto(`${baseUrl}/create/pdf`);
    await page.getByTestId("pdf-form").waitFor({ timeout: 15_000 });

    await page.getByTestId("create-pdfUrl-file").setInputFiles(PICTURE);
    const error = page.getByTestId("create-pdfUrl-error");
    await error.waitFor();
    expect(await error.textContent()).toBe("Only PDF files can be used");
    expect(await page.getByTestId("create-pdfUrl-name").count()).toBe(0);
  });

  it("uploads the PDF through the file input and creates the bot", async () => {
    const { page } = browser;
    await page.getByTestId("create-pdfUrl-file").setInputFiles(PDF);
    await expect
      .poll(() => page.getByTestId("create-pdfUrl-name").textContent(), { timeout: 20_000 })
      .toBe("TAMReview.pdf");
    expect(await page.getByTestId("create-pdfUrl-error").count()).toBe(0);

    await page.getByTestId("create-name").fill(botName);
    await page
      .getByTestId("create-greeting")
      .fill("Ask me anything about the paper on technology acceptance.");
    await page.getByTestId("create-persona").fill("A patient librarian who answers from the paper only.");
    await page.getByTestId("create-submit").click();
    await page.waitForURL(/\/create\/result\?botId=\d+/, { timeout: 20_000 });
    botId = new URL(page.url()).searchParams.get("botId") ?? "";
  });

  it(
    "shows the document's state in My Bots until it is ready",
    async () => {
      const { page, baseUrl } = browser;
      await page.goto(`${baseUrl}/mine`);
      const card = page.getByTestId("my-bot").filter({ hasText: botName });
      await card.waitFor({ timeout: 15_000 });
      const state = card.getByTestId("pdf-state");
      await state.waitFor();
      expect(["queued", "reading", "indexing", "ready"]).toContain(await state.getAttribute("data-state"));
      // My Bots asks again every 2 s while the document is read: no reload here.
      await expect
        .poll(() => state.getAttribute("data-state"), { timeout: READ_TIMEOUT, interval: 500 })
        .toBe("ready");
      expect(await card.getByTestId("pdf-state-text").textContent()).toBe("Ready");
      // Pages 2-22 have no usable text layer: with tesseract installed the owner sees OCR read them.
      if (tesseractPresent)
        expect(await card.getByTestId("pdf-ocr-pages").textContent()).toBe("21 pages read by OCR");
      else expect(await card.getByTestId("pdf-ocr-pages").count()).toBe(0);
      await browser.screenshot("pdf-bot-ready");
    },
    READ_TIMEOUT + 30_000,
  );

  it("opens a PDF bot's edit in its own form, filled, and saves a change", async () => {
    const { page } = browser;
    await page.getByTestId("my-bot").filter({ hasText: botName }).getByTestId("my-bot-edit").click();
    await page.waitForURL(/\/create\/pdf\?botId=\d+/);
    await page.getByTestId("pdf-form").waitFor({ timeout: 15_000 });
    expect(await page.getByTestId("create-name").inputValue()).toBe(botName);
    expect(await page.getByTestId("create-pdfUrl-name").textContent()).toBe("TAMReview.pdf");
    expect(await page.getByTestId("pdf-state").getAttribute("data-state")).toBe("ready");
    await page.getByTestId("create-intro").fill("Answers from a review of the Technology Acceptance Model.");
    await page.getByTestId("create-submit").click();
    await page.waitForURL(/\/create\/result\?botId=\d+/, { timeout: 20_000 });
  });

  it("answers a question with a page citation that opens that page in the viewer", async () => {
    const { page, baseUrl } = browser;
    await page.goto(`${baseUrl}/mine`);
    const card = page.getByTestId("my-bot").filter({ hasText: botName });
    await card.getByTestId("my-bot-chat").click();
    await page.getByTestId("chat-screen").waitFor();
    await page.getByTestId("pdf-panel").waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.getByTestId("pdf-canvas").getAttribute("data-rendered-page"), { timeout: 20_000 })
      .toBe("1");
    expect(await page.getByTestId("pdf-viewer-page").textContent()).toMatch(/^Page 1 of \d+$/);
    await browser.screenshot("pdf-bot-chat");

    await page.getByTestId("chat-input").fill("What is the Technology Acceptance Model?");
    await page.getByTestId("chat-input").press("Enter");
    await page.getByTestId("chat-send").waitFor({ timeout: 30_000 });
    const reply = page.locator('[data-testid="chat-message"][data-role="bot"]').last();
    const citation = reply.getByTestId("pdf-citation").first();
    await citation.waitFor({ timeout: 15_000 });
    const cited = await citation.getAttribute("data-page");
    expect(Number(cited)).toBeGreaterThan(0);

    // Turn away from the cited page first, so the click is what brings it back.
    const total = Number((await page.getByTestId("pdf-viewer-page").textContent())?.match(/of (\d+)/)?.[1]);
    if (cited === "1") {
      await page.getByTestId("pdf-viewer-next").click();
      await expect.poll(() => page.getByTestId("pdf-viewer-page").getAttribute("data-page")).toBe("2");
    }

    await citation.click();
    await expect.poll(() => page.getByTestId("pdf-viewer-page").getAttribute("data-page")).toBe(cited);
    await expect
      .poll(() => page.getByTestId("pdf-canvas").getAttribute("data-rendered-page"), { timeout: 15_000 })
      .toBe(cited);
    expect(await page.getByTestId("pdf-viewer-page").textContent()).toBe(`Page ${cited} of ${total}`);
    await browser.screenshot("pdf-bot-cited-page");
  });

  it("on a phone, opens the document in a drawer at the page a reply cites", async () => {
    const phone = await openBrowser({ width: 390, height: 844 });
    try {
      const { page, baseUrl } = phone;
      await page.goto(`${baseUrl}/`);
      await page.evaluate((stored) => localStorage.setItem("fable.token", stored), token);
      await page.goto(`${baseUrl}/chat/${botId}`);
      await page.getByTestId("chat-screen").waitFor();
      // No side panel on a narrow screen: a button opens the document instead.
      await page.getByTestId("pdf-panel-open").waitFor({ timeout: 15_000 });
      expect(await page.getByTestId("pdf-panel").count()).toBe(0);

      // A reply of the bot's that cites pages (its greeting, edited): the citations are what is tested here.
      const greeting = page.locator('[data-testid="chat-message"][data-role="bot"]').first();
      await greeting.click();
      await greeting.getByTestId("chat-edit").click();
      await page.getByTestId("chat-edit-input").fill("The model is drawn on p. 3; its origins are on 第2页.");
      await page.getByTestId("chat-edit-save").click();
      const citations = greeting.getByTestId("pdf-citation");
      await expect.poll(() => citations.count()).toBe(2);
      expect(await citations.nth(1).getAttribute("data-page")).toBe("2");

      await citations.first().click();
      await page.getByTestId("pdf-panel").waitFor();
      await expect
        .poll(() => page.getByTestId("pdf-canvas").getAttribute("data-rendered-page"), { timeout: 20_000 })
        .toBe("3");
      expect(await page.getByTestId("pdf-viewer-page").textContent()).toMatch(/^Page 3 of \d+$/);
      await phone.screenshot("pdf-bot-phone-drawer");
    } finally {
      await phone.close();
    }
  });

  it("gives an ordinary character a supplemental PDF in its editor, then removes it", async () => {
    const { page, baseUrl } = browser;
    const character = await api<{ botId: string }>(
      baseUrl,
      "POST",
      "/ai/roleInfo/addBotV2",
      { name: `Archivist ${botName.slice(-4)}`, greeting: "The stacks are open.", visibility: "private" },
      token,
    );
    await page.goto(`${baseUrl}/create/bot?botId=${character.botId}`);
    const field = page.getByTestId("supplemental-pdf");
    await field.waitFor({ timeout: 15_000 });
    await page.getByTestId("create-supplementalPdf-file").setInputFiles(TEXT_PDF);
    const state = field.getByTestId("pdf-state");
    await state.waitFor({ timeout: 20_000 });
    expect(await page.getByTestId("create-supplementalPdf-name").textContent()).toBe("pagelabels.pdf");
    await expect
      .poll(() => state.getAttribute("data-state"), { timeout: 45_000, interval: 500 })
      .toBe("ready");

    await field.getByTestId("supplemental-pdf-remove").click();
    await state.waitFor({ state: "detached" });
    expect(await page.getByTestId("create-supplementalPdf-name").count()).toBe(0);
  });
});
