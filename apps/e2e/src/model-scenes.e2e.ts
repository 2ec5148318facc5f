import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMockLlm } from "../../../scripts/lib/mock-llm.mjs";
import { startServer } from "../../../scripts/lib/server-process.mjs";
import { type Browser, openBrowser } from "./browser.ts";
import { api, firstCatalogueChatPath, signUp, uniqueEmail } from "./session.ts";

/**
 * Issue 17: an admin pins a bot to a text-completion model scene (a llama.cpp fake writing ChatML) in
 * the UI, chats, and the fake's reply appears. This spec starts its own server: its MODELS_FILE and
 * ADMIN_EMAILS differ from the shared one's.
 */
let browser: Browser;
let mock: Server;
let server: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;
/** The prompt requests the fake was sent: path, prompt and the sampler fields. */
const prompts: { path: string; prompt: string; body: Record<string, unknown> }[] = [];
/** The call the llama.cpp fake received for the chat message `text`. */
const chatCall = (text: string) =>
  prompts.find((request) => request.path === "/completion" && request.prompt.includes(text));
const adminEmail = uniqueEmail("admin");
let token = "";

beforeAll(async () => {
  mock = createMockLlm({ tokens: 6 });
  mock.on("request", (request) => {
    let text = "";
    request.on("data", (chunk: Buffer) => {
      text += chunk;
    });
    request.on("end", () => {
      const body = JSON.parse(text || "{}") as Record<string, unknown>;
      if (typeof body.prompt === "string")
        prompts.push({ path: request.url ?? "", prompt: body.prompt, body });
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
      "    botOverrides:",
      "      temperature: [0.2, 1.2]",
      "      stop: true",
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
    token = await signUp(baseUrl, "admin", adminEmail);
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

    // The start-up probe asks the fake too ("a connection check"): the chat's call carries the message.
    const sent = chatCall("Which model is this?");
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

  it("the bot's creator sets a temperature in Advanced → Model settings, and the reply is made with it, clamped", async () => {
    const { page } = browser;
    const { baseUrl } = server;
    const name = "Lamplighter";
    const created = await api<{ botId: string }>(
      baseUrl,
      "POST",
      "/ai/roleInfo/addBotV2",
      { name, greeting: "The lamps are lit. Come in.", visibility: "private" },
      token,
    );
    await api(
      baseUrl,
      "POST",
      "/admin/bots/modelScene",
      { botId: created.botId, sceneId: "local-chatml" },
      token,
    );

    await page.goto(`${baseUrl}/create/bot?botId=${created.botId}`);
    const toggle = page.getByTestId("model-settings-toggle");
    await toggle.waitFor({ timeout: 15_000 });
    // Collapsed until opened.
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.locator("#create-sampling-temperature").count()).toBe(0);
    await toggle.click();
    await expect
      .poll(() => page.getByTestId("model-settings-scene").textContent(), { timeout: 10_000 })
      .toBe("Answering model: Local ChatML model");
    await page.getByText("Allowed: 0.2 – 1.2").waitFor();
    await page.locator("#create-sampling-temperature").fill("1.8");
    await page.locator("#create-sampling-stop").fill("\\nLamplighter:");
    await browser.screenshot("model-settings-editor");
    await page.getByTestId("create-submit").click();
    await page.getByTestId("create-result").waitFor({ timeout: 15_000 });

    prompts.length = 0;
    await page.goto(`${baseUrl}/chat/${created.botId}-${encodeURIComponent(name)}`);
    await page.getByTestId("chat-screen").waitFor();
    await page.getByTestId("chat-input").fill("Light the last lamp?");
    await page.getByTestId("chat-input").press("Enter");
    const reply = page.locator('[data-testid="chat-message"][data-role="bot"]').last();
    await expect.poll(() => reply.textContent(), { timeout: 30_000 }).toMatch(/^Once upon a/);
    const sent = chatCall("Light the last lamp?")!;
    expect(sent.body.temperature).toBe(1.2);
    expect(sent.body.stop).toContain("\nLamplighter:");
  });
});
