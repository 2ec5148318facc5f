import {
  APICallError,
  type LanguageModelV3CallOptions,
  type LanguageModelV3StreamPart,
} from "@ai-sdk/provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finishOf, itHandlesBrokenReplies, textOf as text } from "../../../test/model-stream.ts";
import { partsOf, recordedMock } from "../../../test/recorded-mock.ts";
import { OPENING_USER_TURN } from "../chat-turns.ts";
import { FABLE_SAMPLING } from "../sampling.ts";
import { GeminiModel } from "./model.ts";
import { GeminiStreamReader } from "./stream-reader.ts";

let mock: Awaited<ReturnType<typeof recordedMock>>;
beforeAll(async () => {
  mock = await recordedMock({ tokens: 6 });
});
afterAll(() => mock.close());

const model = (name = "gemini-test", headers: Record<string, string> = { "x-goog-api-key": "AIza-test" }) =>
  new GeminiModel(name, { baseUrl: `${mock.url}/v1beta`, headers }, "gemini");

const call = (extra: Partial<LanguageModelV3CallOptions> = {}): LanguageModelV3CallOptions => ({
  prompt: [
    { role: "system", content: "You are Marlow." },
    { role: "assistant", content: [{ type: "text", text: "*tips hat* Evening." }] },
    { role: "user", content: [{ type: "text", text: "Hello" }] },
    { role: "system", content: "Reply in one line." },
  ],
  maxOutputTokens: 64,
  ...extra,
});

describe("GeminiModel against the mock Gemini API", () => {
  it("streams the reply with its finish and usage, the prompt and samplers written as Gemini takes them", async () => {
    const { stream } = await model("gemini-test", {
      "x-goog-api-key": "AIza-test",
      "x-trace": "on",
    }).doStream(
      call({
        temperature: 1.1,
        topP: 0.95,
        topK: 40,
        presencePenalty: 0.3,
        frequencyPenalty: 0.2,
        seed: 7,
        stopSequences: ["\nUser:"],
        providerOptions: {
          [FABLE_SAMPLING]: {
            repetitionPenalty: 1.05,
            extra: { safetySettings: [], generationConfig: { thinkingConfig: { thinkingBudget: 0 } } },
          },
        },
      }),
    );
    const parts = await partsOf(stream);
    expect(text(parts)).toBe("Once upon a time a small");
    const finish = finishOf(parts);
    expect(finish.finishReason).toEqual({ unified: "stop", raw: "STOP" });
    expect(finish.usage.outputTokens).toMatchObject({ total: 6, text: 6 });
    expect(finish.usage.inputTokens.total).toBeGreaterThan(0);
    expect((parts[0] as Extract<LanguageModelV3StreamPart, { type: "stream-start" }>).warnings).toEqual([
      { type: "unsupported", feature: "repetitionPenalty" },
    ]);

    const sent = mock.seen.at(-1)!;
    expect(sent.url).toBe("/v1beta/models/gemini-test:streamGenerateContent?alt=sse");
    expect(sent.headers).toMatchObject({ "x-goog-api-key": "AIza-test", "x-trace": "on" });
    expect(sent.body).toEqual({
      contents: [
        { role: "user", parts: [{ text: OPENING_USER_TURN }] },
        { role: "model", parts: [{ text: "*tips hat* Evening." }] },
        { role: "user", parts: [{ text: "Hello\n\nReply in one line." }] },
      ],
      systemInstruction: { parts: [{ text: "You are Marlow." }] },
      generationConfig: {
        maxOutputTokens: 64,
        temperature: 1.1,
        topP: 0.95,
        topK: 40,
        presencePenalty: 0.3,
        frequencyPenalty: 0.2,
        stopSequences: ["\nUser:"],
        seed: 7,
        thinkingConfig: { thinkingBudget: 0 },
      },
      safetySettings: [],
    });
  });

  it("hands the pieces to the direct path and resolves with how the reply finished", async () => {
    const pieces: string[] = [];
    const reader = await model().streamPieces(call({ maxOutputTokens: 3 }), (more) => pieces.push(...more));
    expect(pieces.join("")).toBe("Once upon a");
    expect(reader.finishReason).toEqual({ unified: "length", raw: "MAX_TOKENS" });
    expect(reader.usage.outputTokens.total).toBe(3);
  });

  it("answers whole with doGenerate, and takes query parameters such as an API key in the URL", async () => {
    const keyInQuery = new GeminiModel(
      "models/gemini-test",
      { baseUrl: `${mock.url}/v1beta`, headers: {}, query: { key: "AIza-test" } },
      "gemini",
    );
    const result = await keyInQuery.doGenerate(call());
    expect(result.content).toEqual([{ type: "text", text: "Once upon a time a small" }]);
    expect(result.finishReason).toEqual({ unified: "stop", raw: "STOP" });
    expect(result.usage.outputTokens.total).toBe(6);
    expect(mock.seen.at(-1)!.url).toBe("/v1beta/models/gemini-test:generateContent?key=AIza-test");
  });

  it("refuses with Google's own message and status; a 429 says when to retry", async () => {
    const refused = async (name: string, headers?: Record<string, string>) =>
      (await model(name, headers)
        .doStream(call())
        .catch((error: unknown) => error)) as APICallError;
    const noKey = await refused("gemini-test", {});
    expect(APICallError.isInstance(noKey)).toBe(true);
    expect(noKey).toMatchObject({ statusCode: 401, isRetryable: false });
    expect(await refused("fault-401")).toMatchObject({ statusCode: 401 });
    expect(await refused("missing-model")).toMatchObject({
      statusCode: 404,
      message: "The model `missing-model` does not exist",
    });
    const limited = await refused("fault-429");
    expect(limited).toMatchObject({ statusCode: 429, isRetryable: true });
    expect(limited.responseHeaders?.["retry-after"]).toBe("7");
    expect(JSON.parse(limited.responseBody!).error).toMatchObject({
      code: 429,
      status: "RESOURCE_EXHAUSTED",
    });
    expect(await refused("fault-500")).toMatchObject({ statusCode: 500, isRetryable: true });
  });

  itHandlesBrokenReplies(model, () => call());
});

describe("GeminiStreamReader", () => {
  const chunk = (response: object) => `data: ${JSON.stringify(response)}\r\n\r\n`;

  it("leaves thoughts out of the reply and counts them apart", () => {
    const reader = new GeminiStreamReader();
    const stream =
      chunk({
        candidates: [{ content: { parts: [{ text: "Greeting back.", thought: true }], role: "model" } }],
      }) +
      chunk({
        candidates: [{ content: { parts: [{ text: "Hi." }], role: "model" }, finishReason: "STOP" }],
        usageMetadata: { promptTokenCount: 20, candidatesTokenCount: 2, thoughtsTokenCount: 5 },
      });
    expect(reader.read(stream.slice(0, 40))).toEqual([]);
    expect(reader.read(stream.slice(40))).toEqual(["Hi."]);
    expect(reader.finished).toBe(true);
    expect(reader.usage.outputTokens).toMatchObject({ total: 7, text: 2, reasoning: 5 });
  });

  it("reads a blocked prompt as a finished, filtered reply with no text, and a safety stop as filtered", () => {
    const blocked = new GeminiStreamReader();
    expect(blocked.read(chunk({ promptFeedback: { blockReason: "PROHIBITED_CONTENT" } }))).toEqual([]);
    expect(blocked.finished).toBe(true);
    expect(blocked.finishReason).toEqual({ unified: "content-filter", raw: "PROHIBITED_CONTENT" });
    const stopped = new GeminiStreamReader();
    stopped.read(chunk({ candidates: [{ finishReason: "SAFETY" }] }));
    expect(stopped.finishReason).toEqual({ unified: "content-filter", raw: "SAFETY" });
  });

  it("throws an error Google sends mid-stream, with the pieces before it", () => {
    const reader = new GeminiStreamReader();
    const sent = { code: 503, message: "The model is overloaded.", status: "UNAVAILABLE" };
    const stream =
      chunk({ candidates: [{ content: { parts: [{ text: "Once" }] } }] }) + chunk({ error: sent });
    expect(() => reader.read(stream)).toThrow(expect.objectContaining({ sent, piecesBefore: ["Once"] }));
  });
});
