import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  APICallError,
  type LanguageModelV3CallOptions,
  type LanguageModelV3StreamPart,
} from "@ai-sdk/provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OpenAICompatibleChatModel } from "./model.ts";

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

let server: Server;
let handle: Handler;
let baseUrl: string;
const seen: { body: Record<string, unknown>; authorization: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      seen.push({ body: JSON.parse(body), authorization: request.headers.authorization });
      handle(request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const model = () =>
  new OpenAICompatibleChatModel(
    "tiny-model",
    { baseUrl, headers: { authorization: "Bearer sk-test" } },
    "openai-compatible",
  );

const call = (extra: Partial<LanguageModelV3CallOptions> = {}): LanguageModelV3CallOptions => ({
  prompt: [
    { role: "system", content: "You are Marlow." },
    { role: "user", content: [{ type: "text", text: "Hello" }] },
  ],
  maxOutputTokens: 64,
  ...extra,
});

async function partsOf(stream: ReadableStream<LanguageModelV3StreamPart>) {
  const parts: LanguageModelV3StreamPart[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value);
  return parts;
}

const chunk = (content: string, extra: object = {}) =>
  `data: ${JSON.stringify({ id: "c1", choices: [{ delta: { content }, finish_reason: null }], ...extra })}\n\n`;

describe("OpenAICompatibleChatModel", () => {
  it("streams the reply's pieces, even cut mid-line, then the finish reason and usage", async () => {
    handle = (_request, _body, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      const finish = `data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: "stop" }] })}\n\n`;
      const usage = `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 12, completion_tokens: 3, prompt_tokens_details: { cached_tokens: 2 } } })}\n\n`;
      const whole = `${chunk("*tips hat* ") + chunk("Evening, ") + chunk("traveller.") + finish + usage}data: [DONE]\n\n`;
      response.write(whole.slice(0, 25));
      setTimeout(() => response.end(whole.slice(25)), 5);
    };
    const { stream, request } = await model().doStream(
      call({ temperature: 0.7, stopSequences: ["\nUser:"] }),
    );
    const parts = await partsOf(stream);
    const text = parts.flatMap((part) => (part.type === "text-delta" ? [part.delta] : [])).join("");
    expect(text).toBe("*tips hat* Evening, traveller.");
    expect(parts.map((part) => part.type)).toEqual([
      "stream-start",
      "text-start",
      "text-delta",
      "text-delta",
      "text-delta",
      "text-end",
      "finish",
    ]);
    const finish = parts.at(-1) as Extract<LanguageModelV3StreamPart, { type: "finish" }>;
    expect(finish.finishReason).toEqual({ unified: "stop", raw: "stop" });
    expect(finish.usage.inputTokens).toMatchObject({ total: 12, noCache: 10, cacheRead: 2 });
    expect(finish.usage.outputTokens.total).toBe(3);
    const sent = seen.at(-1)!;
    expect(sent.authorization).toBe("Bearer sk-test");
    expect(sent.body).toEqual({
      model: "tiny-model",
      messages: [
        { role: "system", content: "You are Marlow." },
        { role: "user", content: "Hello" },
      ],
      max_tokens: 64,
      temperature: 0.7,
      stop: ["\nUser:"],
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(request?.body).toEqual(sent.body);
  });

  it("refuses with the endpoint's own message and status, retryable for 429 and 5xx only", async () => {
    handle = (_request, _body, response) => {
      response.writeHead(429, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "Rate limit reached for tiny-model" } }));
    };
    const refused = await model()
      .doStream(call())
      .catch((error: unknown) => error);
    expect(APICallError.isInstance(refused)).toBe(true);
    expect(refused).toMatchObject({
      message: "Rate limit reached for tiny-model",
      statusCode: 429,
      isRetryable: true,
    });

    handle = (_request, _body, response) => {
      response.writeHead(401);
      response.end("bad key");
    };
    const unauthorised = await model()
      .doGenerate(call())
      .catch((error: unknown) => error);
    expect(unauthorised).toMatchObject({ message: "bad key", statusCode: 401, isRetryable: false });
  });

  it("passes an error the endpoint sends inside the stream on as an error part", async () => {
    handle = (_request, _body, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.end(`${chunk("Once")}data: {"error":{"message":"overloaded"}}\n\ndata: [DONE]\n\n`);
    };
    const parts = await partsOf((await model().doStream(call())).stream);
    expect(parts.find((part) => part.type === "error")).toMatchObject({ error: { message: "overloaded" } });
  });

  it("fails a stream whose connection ends before the reply finished", async () => {
    handle = (_request, _body, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.end(chunk("Once upon"));
    };
    await expect(partsOf((await model().doStream(call())).stream)).rejects.toThrow(
      /ended before it finished/,
    );
  });

  it("hands the pieces of one read over together on the direct path, and fails it like the parts path", async () => {
    const finish = `data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: "stop" }] })}\n\n`;
    handle = (_request, _body, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write(chunk("*nods* ") + chunk("The tide ") + chunk("turns."));
      setTimeout(() => response.end(`${chunk(" Hold on.") + finish}data: [DONE]\n\n`), 20);
    };
    const calls: string[][] = [];
    await model().streamPieces(call(), (pieces) => calls.push([...pieces]));
    expect(calls).toEqual([["*nods* ", "The tide ", "turns."], [" Hold on."]]);

    // An error in the stream: the pieces before it still arrive, then the call fails.
    handle = (_request, _body, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.end(`${chunk("Once")}data: {"error":{"message":"overloaded"}}\n\n${chunk("lost")}`);
    };
    const before: string[] = [];
    await expect(model().streamPieces(call(), (pieces) => before.push(...pieces))).rejects.toMatchObject({
      sent: { message: "overloaded" },
    });
    expect(before).toEqual(["Once"]);

    // A connection that ends before the reply finished, and an abort mid-reply.
    handle = (_request, _body, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.end(chunk("Once upon"));
    };
    await expect(model().streamPieces(call(), () => {})).rejects.toThrow(/ended before it finished/);
    let upstreamClosed!: Promise<void>;
    handle = (_request, _body, response) => {
      upstreamClosed = new Promise((resolve) => response.once("close", resolve));
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write(chunk("Once upon"));
    };
    const abort = new AbortController();
    const aborted = model().streamPieces(call({ abortSignal: abort.signal }), () => abort.abort());
    await expect(aborted).rejects.toThrow();
    await upstreamClosed;
  });

  it("answers whole with doGenerate", async () => {
    handle = (_request, _body, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          id: "g1",
          model: "tiny-model-0613",
          choices: [
            { message: { role: "assistant", content: "Three paths lead north." }, finish_reason: "length" },
          ],
          usage: { prompt_tokens: 9, completion_tokens: 4 },
        }),
      );
    };
    const result = await model().doGenerate(call());
    expect(result.content).toEqual([{ type: "text", text: "Three paths lead north." }]);
    expect(result.finishReason).toEqual({ unified: "length", raw: "length" });
    expect(result.usage.outputTokens.total).toBe(4);
    expect(result.response).toMatchObject({ id: "g1", modelId: "tiny-model-0613" });
    expect(seen.at(-1)!.body.stream).toBeUndefined();
  });

  it("refuses prompts with parts text chat cannot send", async () => {
    const withFile = call({
      prompt: [{ role: "user", content: [{ type: "file", data: "aGk=", mediaType: "image/png" }] }],
    });
    await expect(model().doStream(withFile)).rejects.toThrow(/file parts/);
  });
});
