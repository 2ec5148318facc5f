import type { Request, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { type Browser, openBrowser } from "./browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());

interface SentEvent {
  event_name: string;
  botId?: string;
  visit?: Record<string, string>;
  properties?: Record<string, string>;
}

describe("tracking", () => {
  it("sends the visit with its source, page views and opened bots in batches, answered by the server", async () => {
    const { page, baseUrl } = browser;
    const sent: SentEvent[] = [];
    const answers: number[] = [];
    const onRequest = (request: Request) => {
      if (request.url().endsWith("/api/event")) sent.push(...(request.postDataJSON().events as SentEvent[]));
    };
    // A batch may still be in flight when the browser closes: its answer is then simply not counted.
    const onResponse = (response: Response) => {
      if (!response.url().endsWith("/api/event")) return;
      response.json().then(
        (body) => answers.push(body.code),
        () => undefined,
      );
    };
    page.on("request", onRequest);
    page.on("response", onResponse);
    onTestFinished(() => {
      page.off("request", onRequest);
      page.off("response", onResponse);
    });

    await page.goto(`${baseUrl}/?utm_source=newsletter&utm_campaign=winter&ref=abc123`);
    await page.getByTestId("bot-card").first().waitFor();
    await expect.poll(() => sent.map((event) => event.event_name), { timeout: 10_000 }).toContain("visit");
    const visit = sent.find((event) => event.event_name === "visit");
    expect(visit?.visit).toMatchObject({ utm_source: "newsletter", utm_campaign: "winter", ref: "abc123" });
    expect(sent.some((event) => event.event_name === "page_view" && event.properties?.path === "/")).toBe(
      true,
    );

    await page.getByTestId("bot-card").first().click();
    await page.waitForURL(/\/chat\//);
    await expect
      .poll(() => sent.filter((event) => event.event_name === "bot_open").length, { timeout: 10_000 })
      .toBe(1);
    await expect
      .poll(
        () =>
          sent.some(
            (event) => event.event_name === "page_view" && event.properties?.path?.startsWith("/chat/"),
          ),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((code) => code === 0)).toBe(true);
  });
});
