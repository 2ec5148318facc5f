import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { languageModelFor, loadModelScenes } from "./registry.ts";
import { SAMPLING_PRESETS, samplingCallOptions } from "./sampling.ts";

/** What a scene's settings put on the wire: the call a local OpenAI-compatible endpoint received. */
let server: Server;
let baseUrl: string;
let received: {
  url: string;
  headers: IncomingMessage["headers"];
  rawHeaders: string[];
  body: Record<string, unknown>;
}[] = [];
const directory = mkdtempSync(path.join(tmpdir(), "fable-scene-settings-"));

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({
        url: request.url ?? "",
        headers: request.headers,
        rawHeaders: request.rawHeaders.filter((_, index) => index % 2 === 0),
        body: JSON.parse(body),
      });
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ choices: [{ message: { content: "Aye." }, finish_reason: "stop" }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  rmSync(directory, { recursive: true, force: true });
  await new Promise((resolve) => server.close(resolve));
});

function sceneFrom(lines: string[], env: Record<string, string>) {
  const file = path.join(directory, `models-${received.length}.yaml`);
  writeFileSync(file, ["scenes:", "  - id: tuned", "    label: Tuned", ...lines].join("\n"));
  return loadModelScenes(loadConfig({ MODELS_FILE: file }), env)[0]!;
}

async function callWith(
  lines: string[],
  env: Record<string, string> = {},
  config: Record<string, string> = {},
) {
  received = [];
  const scene = sceneFrom(lines, env);
  const model = languageModelFor(scene, loadConfig(config), env);
  const result = await model.doGenerate({
    prompt: [{ role: "user", content: [{ type: "text", text: "Ahoy" }] }],
    maxOutputTokens: 100,
    ...samplingCallOptions(scene.sampling),
  });
  expect(result.content).toEqual([{ type: "text", text: "Aye." }]);
  return received[0]!;
}

describe("a scene's settings on the wire", () => {
  it("sends a preset's samplers with the scene's own on top, and extras as they are", async () => {
    const call = await callWith([
      "    provider: openai-compatible",
      `    baseUrl: ${baseUrl}`,
      "    model: local",
      "    preset: precise",
      "    temperature: 0.65",
      "    minP: 0.1",
      "    seed: 7",
      '    stop: ["\\nUser:"]',
      "    extra: { mirostat: 2, dry_multiplier: 0.8 }",
    ]);
    expect(call.body).toMatchObject({
      model: "local",
      max_tokens: 100,
      temperature: 0.65,
      top_p: SAMPLING_PRESETS.precise!.topP,
      top_k: SAMPLING_PRESETS.precise!.topK,
      min_p: 0.1,
      repetition_penalty: SAMPLING_PRESETS.precise!.repetitionPenalty,
      seed: 7,
      stop: ["\nUser:"],
      mirostat: 2,
      dry_multiplier: 0.8,
    });
  });

  it("sends nothing a scene did not set, so the backend's own defaults apply", async () => {
    const call = await callWith([
      "    provider: openai-compatible",
      `    baseUrl: ${baseUrl}`,
      "    model: m",
    ]);
    expect(Object.keys(call.body).sort()).toEqual(["max_tokens", "messages", "model"]);
  });

  it("sends custom headers and query parameters, secrets read from the environment", async () => {
    const call = await callWith(
      [
        "    provider: openai-compatible",
        `    baseUrl: ${baseUrl}`,
        "    model: m",
        "    apiKeyEnv: MY_KEY",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the models file's own ${NAME} syntax
        "    headers: { X-Title: Fable, X-Gateway-Token: '${GATEWAY_TOKEN}' }",
        "    query: { api-version: '2024-10-21' }",
      ],
      { MY_KEY: "sk-mine", GATEWAY_TOKEN: "gw-secret" },
    );
    expect(call.headers.authorization).toBe("Bearer sk-mine");
    expect(call.headers["x-title"]).toBe("Fable");
    expect(call.headers["x-gateway-token"]).toBe("gw-secret");
    expect(call.url).toBe("/v1/chat/completions?api-version=2024-10-21");
  });
});

describe("an openrouter scene", () => {
  // A function: the endpoint's address is known only once it listens.
  const router = () => ["    provider: openrouter", `    baseUrl: ${baseUrl}`, "    model: some/model"];

  it("names the installation to OpenRouter: PUBLIC_URL's origin as HTTP-Referer, and X-Title", async () => {
    const call = await callWith(
      router(),
      {},
      { PUBLIC_URL: "https://fable.example/app/", LLM_API_KEY: "sk-or" },
    );
    expect(call.url).toBe("/v1/chat/completions");
    expect(call.headers.authorization).toBe("Bearer sk-or");
    expect(call.headers["http-referer"]).toBe("https://fable.example");
    expect(call.headers["x-title"]).toBe("Fable");
  });

  it("sends no referer without PUBLIC_URL, and a scene's own headers win whatever their case", async () => {
    const call = await callWith([
      ...router(),
      "    headers: { x-title: My Tavern, HTTP-Referer: 'https://tavern.example' }",
    ]);
    expect(call.headers["x-title"]).toBe("My Tavern");
    expect(call.headers["http-referer"]).toBe("https://tavern.example");
    expect(call.rawHeaders.filter((name) => /^x-title$/i.test(name))).toHaveLength(1);
    const plain = await callWith(router());
    expect(plain.headers["http-referer"]).toBeUndefined();
  });
});

describe("LLM_PROVIDER", () => {
  it("defaults to openai-compatible and names the allowed providers when wrong", () => {
    expect(loadConfig({}).LLM_PROVIDER).toBe("openai-compatible");
    expect(() => loadConfig({ LLM_PROVIDER: "gpt" })).toThrow(
      /LLM_PROVIDER: must be one of openai-compatible/,
    );
  });
});
