import type { Page, Request } from "playwright-core";

/**
 * What a page did lately, kept so that a failed test can say why the screen it waited for never came:
 * the API calls still unanswered (and for how long), the last ones answered (with status and time), and the page's
 * own errors. A timeout alone ("waiting for chat-input") does not tell a hung request from a crash.
 */
export interface PageTrail {
  describe(): Promise<string>;
}

const KEPT_EVENTS = 25;
const TEXT_EXCERPT = 800;

const isApi = (url: string) => new URL(url).pathname.startsWith("/api/");
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

export function recordPageTrail(page: Page): PageTrail {
  const events: string[] = [];
  const pending = new Map<Request, number>();
  const started = Date.now();
  const note = (line: string) => {
    events.push(`+${((Date.now() - started) / 1000).toFixed(1)} s ${line}`);
    if (events.length > KEPT_EVENTS) events.shift();
  };

  page.on("request", (request) => {
    if (isApi(request.url())) pending.set(request, Date.now());
  });
  page.on("requestfinished", async (request) => {
    const since = pending.get(request);
    if (since === undefined || !pending.delete(request)) return;
    const response = await request.response().catch(() => null);
    // Every answer, not only the failed ones: "no reply appeared" needs to know whether the send was made.
    const took = ((Date.now() - since) / 1000).toFixed(1);
    note(`${request.method()} ${pathOf(request.url())} → ${response?.status() ?? "?"} in ${took} s`);
  });
  page.on("requestfailed", (request) => {
    if (!pending.delete(request)) return;
    note(`${request.method()} ${pathOf(request.url())} failed: ${request.failure()?.errorText ?? "?"}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error") note(`console error: ${message.text().slice(0, 200)}`);
  });
  page.on("pageerror", (error) => note(`page error: ${error.message.slice(0, 200)}`));

  return {
    async describe() {
      const now = Date.now();
      const unanswered = [...pending].map(
        ([request, since]) =>
          `  unanswered for ${((now - since) / 1000).toFixed(1)} s: ${request.method()} ${pathOf(request.url())}`,
      );
      const text = page.isClosed()
        ? "(page closed)"
        : await page
            .evaluate(() => document.body?.innerText ?? "")
            .then((body) => body.replace(/\s+/g, " ").slice(0, TEXT_EXCERPT))
            .catch((error: Error) => `(page text unreadable: ${error.message})`);
      return [
        `  at ${page.isClosed() ? "(closed)" : page.url()}`,
        `  shows: ${text}`,
        ...unanswered,
        ...events.map((event) => `  ${event}`),
      ].join("\n");
    },
  };
}
