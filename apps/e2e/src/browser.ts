import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { type PageTrail, recordPageTrail } from "./page-trail.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Flags from the architecture: no sandbox as root, and no background traffic to hosts this machine cannot reach. */
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, "../artifacts");

export interface Browser {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  screenshot(name: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Chromium's own microphone: a generated tone instead of a device, granted without a prompt (the
 * recording tests of voice.e2e.ts).
 */
export const FAKE_MICROPHONE_FLAGS = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"];

/** The trails of the pages of every browser this file has open, told when a test fails (failure-report.ts). */
const openTrails = new Set<PageTrail>();

export async function describeOpenPages(): Promise<string[]> {
  return Promise.all([...openTrails].map((trail) => trail.describe()));
}

/** A fresh Chromium profile per call, so no cookie or storage leaks between specs; `flags` adds to the usual ones. */
export async function openBrowser(
  viewport = { width: 1280, height: 860 },
  flags: readonly string[] = [],
): Promise<Browser> {
  const profile = await mkdtemp(path.join(tmpdir(), "fable-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...FLAGS, ...flags],
    headless: true,
    viewport,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const trails: PageTrail[] = [];
  const follow = (opened: Page) => {
    const trail = recordPageTrail(opened);
    trails.push(trail);
    openTrails.add(trail);
  };
  follow(page);
  context.on("page", follow);
  const baseUrl = inject("baseUrl");
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  return {
    context,
    page,
    baseUrl,
    screenshot: async (name) => {
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: false });
    },
    close: async () => {
      for (const trail of trails) openTrails.delete(trail);
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
