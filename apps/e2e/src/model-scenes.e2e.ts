import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMockLlm } from "../../../scripts/lib/mock-llm.mjs";
import { startServer } from "../../../scripts/lib/server-process.mjs";
import { type Browser, openBrowser } from "./browser.ts";
import { firstCatalogueChatPath, signUp, uniqueEmail } from "./session.ts";

/**
 * Issue 17: an admin pins a bot to a text-completion model scene (a llama.cpp fake writing ChatML) in
 * the UI, chats, and the fake's reply appears. This spec starts its own server: its MODELS_FILE and
 * ADMIN_EMAILS differ from the shared one's.
 */
let browser: Browser;
let mock: Server;
let server: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;
/** The prompts the fake was sent, by path. */
const prompts: { path: string; prompt: string }[] = [];
const adminEmail = uniqueEmail("admin");

beforeAll(async () => {
  mock = createMockLlm({ tokens: 6 });
  mock.on("request", (request) => {
    let text = "";
    request.on("data", (chunk: Buffer) => {
      text += chunk;
    });
    request.on("end", () => {
      const body = JSON.parse(text || "{}") as { prompt?: unknown };
      if (typeof body.prompt === "string") prompts.push({ path: request.url ?? "", prompt: body.prompt });
    });
  });
  await new Promise<void>((resolve) => mock.listen(0, "127.0.0.1", resolve));
  const mockUrl = `http://127.0.0.1:${(mock.address() as AddressInfo).port}`;

  dataDir = await mkdtemp(path.join(tmpdir(), "fable-e2e-scenes-"));
  const modelsFile = path.join(dataDir, "models.yaml");
  await writeFile(
    modelsFile,
    [
      "scenes:",
      "  - id: house",
      "    label: House offline model",
      "    provider: offline",
      "    default: true",
      "  - id: local-chatml",
      "    label: Local ChatML model",
      "    provider: llama-cpp",
      `    baseUrl: ${mockUrl}`,
      "    model: local-model",
      "    template: chatml",
      "    contextWindow: 8192",
    ].join("\n"),
  );
  server = await startServer({ dataDir, env: { MODELS_FILE: modelsFile, ADMIN_EMAILS: adminEmail } });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => mock?.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

describe("a bot's model scene", () => {
  it("an admin switches a bot to a text-completion scene with the ChatML template and chats with it", async () => {
    const { page } = browser;
    const { baseUrl } = server;
    const token = await signUp(baseUrl, "admin", adminEmail);
    await page.goto(`${baseUrl}/`);
    await page.evaluate((stored) => localStorage.setItem("fable.token", stored), token);

    const chatPath = await firstCatalogueChatPath(baseUrl);
    const botId = decodeURIComponent(chatPath.split("/")[2]!).split("-")[0]!;
    await page.goto(`${baseUrl}/botProfile/${botId}`);
    const select = page.getByTestId("model-scene-select");
    await select.waitFor({ timeout: 15_000 });
    expect(await select.inputValue()).toBe("");
    await select.selectOption("local-chatml");
    await page.getByText("Model scene saved").waitFor({ timeout: 10_000 });
    await browser.screenshot("model-scene-pinned");

    await page.goto(`${baseUrl}${chatPath}`);
    await page.getByTestId("chat-screen").waitFor();
    await page.getByTestId("chat-input").fill("Which model is this?");
    await page.getByTestId("chat-input").press("Enter");
    const reply = page.locator('[data-testid="chat-message"][data-role="bot"]').last();
    // The fake's reply, not the offline engine's.
    await expect.poll(() => reply.textContent(), { timeout: 30_000 }).toMatch(/^Once upon a/);
    await page.getByTestId("chat-send").waitFor({ timeout: 30_000 });
    await browser.screenshot("model-scene-chat");

    const sent = prompts.find((request) => request.path === "/completion");
    expect(sent, "the llama.cpp fake was asked").toBeDefined();
    expect(sent!.prompt).toMatch(/^<\|im_start\|>system\n/);
    expect(sent!.prompt).toContain("<|im_start|>user\nWhich model is this?<|im_end|>\n");
    expect(sent!.prompt).toMatch(/<\|im_start\|>assistant\n$/);
  });

  it("the admin puts the bot back on each user's own choice", async () => {
    const { page } = browser;
    const chatPath = await firstCatalogueChatPath(server.baseUrl);
    const botId = decodeURIComponent(chatPath.split("/")[2]!).split("-")[0]!;
    await page.goto(`${server.baseUrl}/botProfile/${botId}`);
    const select = page.getByTestId("model-scene-select");
    await select.waitFor({ timeout: 15_000 });
    expect(await select.inputValue()).toBe("local-chatml");
    await select.selectOption("");
    await page.getByText("Model scene saved").waitFor({ timeout: 10_000 });
    await expect.poll(() => select.inputValue()).toBe("");
  });
});
