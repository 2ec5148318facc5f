import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { LanguageModelV3CallOptions } from "@ai-sdk/provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partsOf } from "../../test/recorded-mock.ts";
import { loadConfig } from "../config.ts";
import { defaultScene, languageModelFor, loadModelScenes } from "./registry.ts";

/**
 * OpenRouter's stream as it differs from OpenAI's: comment lines while it waits for the model,
 * reasoning in `delta.reasoning`, and an error object in a chunk when the model fails mid-reply.
 */
let server: Server;
let answer: (response: ServerResponse) => void;
let baseUrl: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on("end", () => answer(response));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const chunk = (delta: object, finish: string | null = null, extra: object = {}) =>
  `data: ${JSON.stringify({ id: "gen-1", object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`;

function routerModel() {
  const config = loadConfig({
    LLM_PROVIDER: "openrouter",
    LLM_BASE_URL: baseUrl,
    LLM_MODEL: "deepseek/deepseek-r1",
    LLM_API_KEY: "sk-or",
  });
  return languageModelFor(defaultScene(loadModelScenes(config, {})), config, {});
}

const call: LanguageModelV3CallOptions = {
  prompt: [{ role: "user", content: [{ type: "text", text: "Hello" }] }],
};

describe("an OpenRouter stream", () => {
  it("ignores its processing comments and leaves reasoning out of the reply", async () => {
    answer = (response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write(": OPENROUTER PROCESSING\n\n");
      response.write(": OPENROUTER PROCESSING\n\n");
      response.write(chunk({ role: "assistant", content: "", reasoning: "The user says hello." }));
      response.write(chunk({ content: "", reasoning: " I should greet back." }));
      response.write(chunk({ content: "Hello" }) + chunk({ content: " there." }));
      response.end(
        `${chunk({}, "stop", { usage: { prompt_tokens: 5, completion_tokens: 9, completion_tokens_details: { reasoning_tokens: 7 } } })}data: [DONE]\n\n`,
      );
    };
    const parts = await partsOf((await routerModel().doStream(call)).stream);
    const text = parts.flatMap((part) => (part.type === "text-delta" ? [part.delta] : [])).join("");
    expect(text).toBe("Hello there.");
    expect(parts.at(-1)).toMatchObject({
      type: "finish",
      finishReason: { unified: "stop" },
      usage: { outputTokens: { total: 9, text: 2, reasoning: 7 } },
    });
  });

  it("fails on an error OpenRouter sends mid-stream, keeping the pieces before it", async () => {
    const sent = { code: 502, message: "Provider returned error" };
    answer = (response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write(chunk({ content: "Once" }));
      response.end(`${chunk({ content: "" }, "error", { error: sent })}data: [DONE]\n\n`);
    };
    const model = routerModel() as ReturnType<typeof routerModel> & {
      streamPieces(
        options: LanguageModelV3CallOptions,
        onPieces: (pieces: string[]) => void,
      ): Promise<unknown>;
    };
    const pieces: string[] = [];
    await expect(model.streamPieces(call, (more) => pieces.push(...more))).rejects.toMatchObject({ sent });
    expect(pieces).toEqual(["Once"]);
  });
});
