import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { encodeSpeech } from "./audio-encode.ts";
import { createOpenAiEngine } from "./openai-engine.ts";
import type { SpeechError } from "./speech-errors.ts";

/**
 * A local stand-in for OpenAI's POST /v1/audio/speech: it checks the request as the real API does
 * (JSON body, bearer key, model, input ≤ 4096, voice, speed 0.25–4, response_format) and answers with
 * real MP3 bytes (a tone encoded by the same LAME encoder). `mode` makes it fail the ways APIs do.
 */
let server: Server;
let baseUrl: string;
let mode: "ok" | "401" | "500" | "hang" | "huge" | "notMp3" = "ok";
const received: { headers: IncomingMessage["headers"]; body: Record<string, unknown> }[] = [];
let toneMp3: Uint8Array;

function answer(request: IncomingMessage, response: ServerResponse) {
  let raw = "";
  request.on("data", (chunk) => {
    raw += chunk;
  });
  request.on("end", () => {
    if (request.method !== "POST" || request.url !== "/v1/audio/speech") {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    received.push({ headers: request.headers, body });
    const valid =
      request.headers["content-type"] === "application/json" &&
      typeof body.model === "string" &&
      typeof body.input === "string" &&
      body.input.length <= 4096 &&
      typeof body.voice === "string" &&
      typeof body.speed === "number" &&
      body.speed >= 0.25 &&
      body.speed <= 4 &&
      body.response_format === "mp3";
    if (mode === "401" || request.headers.authorization !== "Bearer test-key") {
      response.writeHead(401, { "content-type": "application/json" });
      response.end(
        JSON.stringify({ error: { message: "Incorrect API key provided", type: "invalid_request_error" } }),
      );
    } else if (!valid || mode === "500") {
      response.writeHead(valid ? 500 : 400, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "The server had an error", type: "server_error" } }));
    } else if (mode === "hang") {
      // Never answers: the engine's time limit must end it.
    } else if (mode === "huge") {
      response.writeHead(200, { "content-type": "audio/mpeg" });
      const chunk = Buffer.alloc(1024 * 1024, 0xff);
      let sent = 0;
      const pump = () => {
        while (sent < 40 && response.write(chunk)) sent++;
        if (sent < 40) response.once("drain", pump);
        else response.end();
      };
      response.on("error", () => {});
      pump();
    } else {
      response.writeHead(200, { "content-type": "audio/mpeg" });
      response.end(mode === "notMp3" ? Buffer.from("<html>gateway</html>") : toneMp3);
    }
  });
}

beforeAll(async () => {
  const tone = new Int16Array(22050).map((_, i) =>
    Math.round(8000 * Math.sin((2 * Math.PI * 180 * i) / 22050)),
  );
  toneMp3 = (await encodeSpeech(tone, 22050)).bytes;
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  mode = "ok";
  received.length = 0;
});

const engine = (options: Partial<Parameters<typeof createOpenAiEngine>[0]> = {}) =>
  createOpenAiEngine({ baseUrl, apiKey: "test-key", model: "tts-1", ...options });
const part = (text: string, narrator = false) => ({ text, narrator, language: "en" as const });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: SpeechError) => error.kind,
  );

describe("OpenAI-compatible speech engine", () => {
  it("sends the API's request and returns its MP3 with the duration read from the frames", async () => {
    const audio = await engine().synthesize({ parts: [part("Hello there.")], voice: "nova", rate: "medium" });
    expect(received).toHaveLength(1);
    expect(received[0]?.headers.authorization).toBe("Bearer test-key");
    expect(received[0]?.body).toEqual({
      model: "tts-1",
      input: "Hello there.",
      voice: "nova",
      speed: 0.9,
      response_format: "mp3",
    });
    expect(audio).toMatchObject({ contentType: "audio/mpeg", extension: "mp3" });
    expect(Buffer.from(audio.bytes).equals(Buffer.from(toneMp3))).toBe(true);
    expect(Math.abs(audio.durationMs - 1000)).toBeLessThan(120);
  });

  it("reads narrator parts in another voice, maps bots' espeak-ng voices onto its own, and follows the rate", async () => {
    const tts = engine({ voices: ["alloy", "echo", "nova"], baseUrl: `${baseUrl}/audio/speech` });
    const audio = await tts.synthesize({
      parts: [part("She smiles.", true), part("Welcome!")],
      voice: "en-us+m3",
      rate: "super_fast",
    });
    expect(received.map((request) => request.body.voice)).toEqual(["nova", "echo"]);
    expect(received.map((request) => request.body.speed)).toEqual([1.35, 1.35]);
    expect(Math.abs(audio.durationMs - 2000)).toBeLessThan(200);
    expect(tts.voices()).toEqual([
      { id: "alloy", label: "alloy", language: "any" },
      { id: "echo", label: "echo", language: "any" },
      { id: "nova", label: "nova", language: "any" },
    ]);
    await tts.synthesize({ parts: [part("Hi.")], voice: "", rate: "slow" });
    expect(received.at(-1)?.body).toMatchObject({ voice: "alloy", speed: 0.75 });
  });

  it("says which failure it was: key refused, server error, not audio, too large, too long", async () => {
    const request = { parts: [part("Hello.")], voice: "alloy", rate: "medium" as const };
    expect(await failure(engine({ apiKey: "wrong" }).synthesize(request))).toBe("unauthorized");
    mode = "500";
    expect(await failure(engine().synthesize(request))).toBe("upstream");
    mode = "notMp3";
    expect(await failure(engine().synthesize(request))).toBe("upstream");
    mode = "huge";
    expect(await failure(engine().synthesize(request))).toBe("tooLarge");
    mode = "hang";
    const started = performance.now();
    expect(await failure(engine({ timeoutMs: 300 }).synthesize(request))).toBe("timeout");
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await failure(engine().synthesize({ ...request, parts: [part("x".repeat(5000))] }))).toBe(
      "tooLarge",
    );
    expect(await failure(engine({ baseUrl: "http://127.0.0.1:9/v1" }).synthesize(request))).toBe("upstream");
  });

  it("stops when the caller aborts", async () => {
    mode = "hang";
    const stop = new AbortController();
    const pending = engine().synthesize({
      parts: [part("Hello.")],
      voice: "alloy",
      rate: "medium",
      signal: stop.signal,
    });
    setTimeout(() => stop.abort(), 50);
    expect(await failure(pending)).toBe("aborted");
  });
});
