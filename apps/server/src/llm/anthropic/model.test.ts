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
import { AnthropicMessagesModel } from "./model.ts";
import { AnthropicStreamReader } from "./stream-reader.ts";

let mock: Awaited<ReturnType<typeof recordedMock>>;
beforeAll(async () => {
  mock = await recordedMock({ tokens: 6 });
});
afterAll(() => mock.close());

const model = (name = "claude-test", headers: Record<string, string> = { "x-api-key": "sk-ant-test" }) =>
  new AnthropicMessagesModel(
    name,
    { baseUrl: `${mock.url}/v1`, headers: { "anthropic-version": "2023-06-01", ...headers } },
    "claude",
  );

const call = (extra: Partial<LanguageModelV3CallOptions> = {}): LanguageModelV3CallOptions => ({
  prompt: [
    { role: "system", content: "You are Marlow." },
    { role: "system", content: "Stay in character." },
    { role: "assistant", content: [{ type: "text", text: "*tips hat* Evening." }] },
    { role: "user", content: [{ type: "text", text: "Hello" }] },
    { role: "user", content: [{ type: "text", text: "Anyone there?" }] },
    { role: "system", content: "Reply in one line." },
  ],
  maxOutputTokens: 64,
  ...extra,
});

describe("AnthropicMessagesModel against the mock Messages API", () => {
  it("streams the reply with its finish and usage, the prompt and samplers written as Anthropic takes them", async () => {
    const { stream, request } = await model("claude-test", {
      "x-api-key": "sk-ant-test",
      "x-trace": "on",
    }).doStream(
      call({
        temperature: 1.3,
        topK: 40,
        stopSequences: ["\nUser:"],
        presencePenalty: 0.3,
        seed: 7,
        providerOptions: { [FABLE_SAMPLING]: { minP: 0.05, extra: { metadata: { user_id: "u1" } } } },
      }),
    );
    const parts = await partsOf(stream);
    expect(text(parts)).toBe("Once upon a time a small");
    expect(parts.map((part) => part.type)).toEqual([
      "stream-start",
      "text-start",
      ...Array(6).fill("text-delta"),
      "text-end",
      "finish",
    ]);
    const finish = finishOf(parts);
    expect(finish.finishReason).toEqual({ unified: "stop", raw: "end_turn" });
    expect(finish.usage.outputTokens.total).toBe(6);
    expect(finish.usage.inputTokens.total).toBeGreaterThan(0);

    const sent = mock.seen.at(-1)!;
    expect(sent.url).toBe("/v1/messages");
    expect(sent.headers).toMatchObject({
      "x-api-key": "sk-ant-test",
      "anthropic-version": "2023-06-01",
      "x-trace": "on",
    });
    expect(sent.body).toEqual({
      model: "claude-test",
      system: "You are Marlow.\n\nStay in character.",
      messages: [
        { role: "user", content: OPENING_USER_TURN },
        { role: "assistant", content: "*tips hat* Evening." },
        { role: "user", content: "Hello\n\nAnyone there?\n\nReply in one line." },
      ],
      max_tokens: 64,
      temperature: 1,
      top_k: 40,
      stop_sequences: ["\nUser:"],
      metadata: { user_id: "u1" },
      stream: true,
    });
    expect(request?.body).toEqual(sent.body);
    const warnings = (parts[0] as Extract<LanguageModelV3StreamPart, { type: "stream-start" }>).warnings;
    expect(warnings).toEqual(
      expect.arrayContaining([
        { type: "unsupported", feature: "presencePenalty" },
        { type: "unsupported", feature: "seed" },
        { type: "unsupported", feature: "minP" },
        expect.objectContaining({ type: "compatibility", feature: "temperature" }),
      ]),
    );
  });

  it("sends temperature without top_p when both are set, and top_p alone when it is", async () => {
    await model().doGenerate(call({ temperature: 0.7, topP: 0.9 }));
    expect(mock.seen.at(-1)!.body).toMatchObject({ temperature: 0.7 });
    expect(mock.seen.at(-1)!.body.top_p).toBeUndefined();
    await model().doGenerate(call({ topP: 0.9 }));
    expect(mock.seen.at(-1)!.body).toMatchObject({ top_p: 0.9 });
  });

  it("hands the pieces to the direct path and resolves with how the reply finished", async () => {
    const pieces: string[] = [];
    const reader = await model().streamPieces(call({ maxOutputTokens: 3 }), (more) => pieces.push(...more));
    expect(pieces.join("")).toBe("Once upon a");
    expect(reader.finished).toBe(true);
    expect(reader.finishReason).toEqual({ unified: "length", raw: "max_tokens" });
    expect(reader.usage.outputTokens.total).toBe(3);
  });

  it("answers whole with doGenerate", async () => {
    const result = await model().doGenerate(call());
    expect(result.content).toEqual([{ type: "text", text: "Once upon a time a small" }]);
    expect(result.finishReason).toEqual({ unified: "stop", raw: "end_turn" });
    expect(result.usage.outputTokens.total).toBe(6);
    expect(result.response?.id).toMatch(/^msg_/);
    expect(mock.seen.at(-1)!.body.stream).toBeUndefined();
  });

  it("refuses with Anthropic's own message and status; a 429 says when to retry", async () => {
    const refused = async (name: string, headers?: Record<string, string>) =>
      (await model(name, headers)
        .doStream(call())
        .catch((error: unknown) => error)) as APICallError;
    const noKey = await refused("claude-test", {});
    expect(APICallError.isInstance(noKey)).toBe(true);
    expect(noKey).toMatchObject({ statusCode: 401, isRetryable: false });
    expect(await refused("fault-401")).toMatchObject({ statusCode: 401, isRetryable: false });
    expect(await refused("fault-404")).toMatchObject({
      statusCode: 404,
      message: "The model `fault-404` does not exist",
    });
    const limited = await refused("fault-429");
    expect(limited).toMatchObject({ statusCode: 429, isRetryable: true });
    expect(limited.responseHeaders?.["retry-after"]).toBe("7");
    expect(JSON.parse(limited.responseBody!).error.type).toBe("rate_limit_error");
    expect(await refused("fault-500")).toMatchObject({ statusCode: 500, isRetryable: true });
  });

  itHandlesBrokenReplies(model, () => call());
});

describe("AnthropicStreamReader", () => {
  const event = (name: string, data: object) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

  it("leaves thinking out of the reply and reads a refusal as filtered content", () => {
    const reader = new AnthropicStreamReader();
    const stream =
      event("message_start", {
        type: "message_start",
        message: { usage: { input_tokens: 20, output_tokens: 1 } },
      }) +
      event("content_block_start", {
        type: "content_block_start",
        index: 0,
        content_block: { type: "thinking" },
      }) +
      event("content_block_delta", {
        type: "content_block_delta",
        index: 0,
        delta: { type: "thinking_delta", thinking: "The user greets me." },
      }) +
      event("content_block_delta", {
        type: "content_block_delta",
        index: 0,
        delta: { type: "signature_delta", signature: "x" },
      }) +
      event("content_block_delta", {
        type: "content_block_delta",
        index: 1,
        delta: { type: "text_delta", text: "Hi." },
      }) +
      event("message_delta", {
        type: "message_delta",
        delta: { stop_reason: "refusal" },
        usage: { output_tokens: 9 },
      });
    expect(reader.read(stream.slice(0, 150))).toEqual([]);
    expect(reader.read(stream.slice(150))).toEqual(["Hi."]);
    expect(reader.finished).toBe(false);
    expect(reader.read(event("message_stop", { type: "message_stop" }))).toEqual([]);
    expect(reader.finished).toBe(true);
    expect(reader.finishReason).toEqual({ unified: "content-filter", raw: "refusal" });
    expect(reader.usage.inputTokens.total).toBe(20);
    expect(reader.usage.outputTokens.total).toBe(9);
  });

  it("throws the error event Anthropic sends mid-stream, with the pieces before it", () => {
    const reader = new AnthropicStreamReader();
    const sent = { type: "overloaded_error", message: "Overloaded" };
    const stream =
      event("content_block_delta", {
        type: "content_block_delta",
        index: 0,
        delta: { type: "text_delta", text: "Once" },
      }) + event("error", { type: "error", error: sent });
    expect(() => reader.read(stream)).toThrow(expect.objectContaining({ sent, piecesBefore: ["Once"] }));
  });
});
