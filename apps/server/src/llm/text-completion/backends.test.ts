import type { IncomingHttpHeaders, Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  APICallError,
  type LanguageModelV3CallOptions,
  type LanguageModelV3StreamPart,
} from "@ai-sdk/provider";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMockLlm, replyPiece } from "../../../../../scripts/lib/mock-llm.mjs";
import { BACKENDS } from "../backends.ts";
import { NO_BOT_OVERRIDES } from "../bot-override-bounds.ts";
import { INSTRUCT_TEMPLATES } from "../instruct/templates.ts";
import type { ModelScene, TextCompletionProvider } from "../model-scenes.ts";
import { samplingCallOptions } from "../sampling.ts";
import type { TextCompletionModel } from "./model.ts";

/** The mock model server in this process, on a free port, with what each request sent. */
let mock: Server;
let origin: string;
const received: { path: string; body: Record<string, unknown>; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  mock = createMockLlm({ tokens: 6 });
  mock.on("request", (request) => {
    let text = "";
    request.on("data", (chunk: Buffer) => {
      text += chunk;
    });
    request.on("end", () => {
      received.push({ path: request.url ?? "", body: JSON.parse(text || "{}"), headers: request.headers });
    });
  });
  await new Promise<void>((resolve) => mock.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(mock.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => mock.close(resolve)));

/** A fake that writes a word every 5 ms, to see a stream closed before its end. */
let paced: Server & { stats?: { abortedStreams: number; completedStreams: number } };
let pacedOrigin: string;
beforeAll(async () => {
  paced = createMockLlm({ tokens: 200, delayMs: 5 });
  await new Promise<void>((resolve) => paced.listen(0, "127.0.0.1", resolve));
  pacedOrigin = `http://127.0.0.1:${(paced.address() as AddressInfo).port}`;
});
afterAll(() => {
  paced.closeAllConnections();
  return new Promise((resolve) => paced.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

/** Each backend: where its server lives under the mock, and how its request names what Fable sends. */
const CASES: {
  provider: TextCompletionProvider;
  base: string;
  streamPath: string;
  wholePath: string;
  /** Reports usage: KoboldCpp counts no tokens. */
  usage: boolean;
  /** The request body for the sampler settings of `SAMPLING` and a 16-token limit. */
  wire: Record<string, unknown>;
}[] = [
  {
    provider: "openai-text",
    base: "/v1",
    streamPath: "/v1/completions",
    wholePath: "/v1/completions",
    usage: true,
    wire: {
      max_tokens: 16,
      temperature: 0.7,
      top_p: 0.9,
      top_k: 40,
      min_p: 0.05,
      typical_p: 0.95,
      repetition_penalty: 1.1,
      presence_penalty: 0.2,
      frequency_penalty: 0.3,
      seed: 42,
      stop: ["<|im_end|>", "\nUser:"],
      mirostat: 2,
    },
  },
  {
    provider: "llama-cpp",
    base: "",
    streamPath: "/completion",
    wholePath: "/completion",
    usage: true,
    wire: {
      n_predict: 16,
      temperature: 0.7,
      top_p: 0.9,
      top_k: 40,
      min_p: 0.05,
      typical_p: 0.95,
      repeat_penalty: 1.1,
      presence_penalty: 0.2,
      frequency_penalty: 0.3,
      seed: 42,
      stop: ["<|im_end|>", "\nUser:"],
      mirostat: 2,
    },
  },
  {
    provider: "koboldcpp",
    base: "",
    streamPath: "/api/extra/generate/stream",
    wholePath: "/api/v1/generate",
    usage: false,
    wire: {
      max_context_length: 4096,
      max_length: 16,
      temperature: 0.7,
      top_p: 0.9,
      top_k: 40,
      min_p: 0.05,
      typical: 0.95,
      rep_pen: 1.1,
      presence_penalty: 0.2,
      sampler_seed: 42,
      stop_sequence: ["<|im_end|>", "\nUser:"],
      mirostat: 2,
    },
  },
];

const SAMPLING = {
  temperature: 0.7,
  topP: 0.9,
  topK: 40,
  minP: 0.05,
  typicalP: 0.95,
  repetitionPenalty: 1.1,
  presencePenalty: 0.2,
  frequencyPenalty: 0.3,
  seed: 42,
  stop: ["\nUser:"],
  extra: { mirostat: 2 },
};

const PROMPT: LanguageModelV3CallOptions["prompt"] = [
  { role: "system", content: "You are Marlow." },
  { role: "user", content: [{ type: "text", text: "Hello" }] },
];
const CHATML_PROMPT =
  "<|im_start|>system\nYou are Marlow.<|im_end|>\n<|im_start|>user\nHello<|im_end|>\n<|im_start|>assistant\n";

const callWith = (extra: Partial<LanguageModelV3CallOptions> = {}): LanguageModelV3CallOptions => ({
  prompt: PROMPT,
  ...extra,
});

const fullReply = (words: number) => Array.from({ length: words }, (_, i) => replyPiece(i)).join("");

async function partsOf(stream: ReadableStream<LanguageModelV3StreamPart>) {
  const parts: LanguageModelV3StreamPart[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value);
  return parts;
}
const textOf = (parts: LanguageModelV3StreamPart[]) =>
  parts.flatMap((part) => (part.type === "text-delta" ? [part.delta] : [])).join("");

describe.each(CASES)("$provider against its fake", (backend) => {
  const model = (name = "tiny-model", headers: Record<string, string> = {}, at = origin) => {
    const scene: ModelScene = {
      id: "scene",
      label: "Scene",
      provider: backend.provider,
      model: name,
      contextWindow: 4096,
      maxReplyTokens: 16,
      plans: ["free"],
      default: true,
      sampling: {},
      botOverrides: NO_BOT_OVERRIDES,
      headers: {},
      query: {},
      fallback: [],
      showReasoning: false,
      template: INSTRUCT_TEMPLATES.chatml,
    };
    return BACKENDS[backend.provider].create(scene, {
      baseUrl: `${at}${backend.base}`,
      headers: { ...BACKENDS[backend.provider].keyHeaders("sk-local"), ...headers },
    }) as TextCompletionModel;
  };

  it("streams the reply's pieces, then the finish reason and usage; the prompt is in the template", async () => {
    const { stream } = await model().doStream(callWith());
    const parts = await partsOf(stream);
    expect(textOf(parts)).toBe(fullReply(6));
    const finish = parts.at(-1) as Extract<LanguageModelV3StreamPart, { type: "finish" }>;
    expect(finish.finishReason.unified).toBe("stop");
    if (backend.usage) expect(finish.usage.outputTokens.total).toBe(6);
    const sent = received.at(-1)!;
    expect(sent.path).toBe(backend.streamPath);
    expect(sent.body.prompt).toBe(CHATML_PROMPT);
    expect(sent.headers.authorization).toBe("Bearer sk-local");
  });

  it("hands the pieces over on the direct path", async () => {
    const pieces: string[] = [];
    const reader = await model().streamPieces(callWith(), (some) => pieces.push(...some));
    expect(pieces.join("")).toBe(fullReply(6));
    expect(reader.finishReason.unified).toBe("stop");
  });

  it("answers whole, cut by the reply limit", async () => {
    const result = await model().doGenerate(callWith({ maxOutputTokens: 3 }));
    expect(result.content).toEqual([{ type: "text", text: fullReply(3) }]);
    expect(result.finishReason.unified).toBe("length");
    expect(received.at(-1)!.path).toBe(backend.wholePath);
  });

  it("sends the sampler settings, the format's and the scene's stop strings, and custom headers", async () => {
    await model("tiny-model", { "x-trace": "t-1" }).doGenerate(
      callWith({ ...samplingCallOptions(SAMPLING), maxOutputTokens: 16 }),
    );
    const sent = received.at(-1)!;
    expect(sent.body).toEqual({
      model: "tiny-model",
      prompt: CHATML_PROMPT,
      ...backend.wire,
      ...(backend.provider === "llama-cpp" ? { stream: false } : {}),
    });
    expect(sent.headers["x-trace"]).toBe("t-1");
  });

  it("stops where the backend stops at a stop string", async () => {
    const options = callWith({ stopSequences: [" small"] });
    const parts = await partsOf((await model().doStream(options)).stream);
    expect(textOf(parts)).toBe("Once upon a time a");
    const whole = await model().doGenerate(options);
    expect(whole.content).toEqual([{ type: "text", text: "Once upon a time a" }]);
    expect(whole.finishReason.unified).toBe("stop");
  });

  it("cuts the reply itself when the backend streams past a stop string", async () => {
    const { stream } = await model("ignores-stop").doStream(callWith());
    const parts = await partsOf(stream);
    expect(textOf(parts)).toBe("Once upon a");
    expect(parts.at(-1)).toMatchObject({ type: "finish", finishReason: { unified: "stop" } });
    const pieces: string[] = [];
    await model("ignores-stop").streamPieces(callWith(), (some) => pieces.push(...some));
    expect(pieces.join("")).toBe("Once upon a");
    const whole = await model("ignores-stop").doGenerate(callWith());
    expect(whole.content).toEqual([{ type: "text", text: "Once upon a" }]);
  });

  it("closes the connection once the reply met a stop string, instead of reading on", async () => {
    const before = paced.stats!.abortedStreams;
    const pieces: string[] = [];
    const started = performance.now();
    await model("ignores-stop", {}, pacedOrigin).streamPieces(callWith(), (some) => pieces.push(...some));
    expect(pieces.join("")).toBe("Once upon a");
    // 200 words 5 ms apart would take a second; the reply ended with the stop string.
    expect(performance.now() - started).toBeLessThan(500);
    await expect.poll(() => paced.stats!.abortedStreams).toBe(before + 1);
    const parts = await partsOf((await model("ignores-stop", {}, pacedOrigin).doStream(callWith())).stream);
    expect(textOf(parts)).toBe("Once upon a");
    await expect.poll(() => paced.stats!.abortedStreams).toBe(before + 2);
  });

  it.each([
    ["fault-401", 401, false],
    ["missing-model", 404, false],
    ["fault-429", 429, true],
    ["fault-500", 500, true],
  ] as const)("refuses for %s with the backend's own message and status", async (name, status, retryable) => {
    const refused = await model(name)
      .doStream(callWith())
      .catch((error: unknown) => error);
    expect(APICallError.isInstance(refused)).toBe(true);
    const error = refused as APICallError;
    expect(error).toMatchObject({ statusCode: status, isRetryable: retryable });
    expect(error.message).not.toMatch(/^HTTP|^\{/);
    if (status === 429) expect(error.responseHeaders?.["retry-after"]).toBe("7");
  });

  it("fails a stream cut midway instead of taking it for a whole reply", async () => {
    await expect(partsOf((await model("fault-midway").doStream(callWith())).stream)).rejects.toThrow(
      /ended before it finished|broke off|aborted|socket hang up/,
    );
    const pieces: string[] = [];
    await expect(
      model("fault-midway").streamPieces(callWith(), (some) => pieces.push(...some)),
    ).rejects.toThrow();
    expect(pieces.join("")).toBe(fullReply(3));
  });

  it("finishes an empty reply with no text", async () => {
    const parts = await partsOf((await model("fault-empty").doStream(callWith())).stream);
    expect(textOf(parts)).toBe("");
    expect(parts.at(-1)).toMatchObject({ type: "finish" });
  });
});
