// Fable's mock model server, for the tests, the bench and the soak: a model that answers at once and
// paces its pieces exactly, so what is measured in front of it is Fable's own cost. It speaks each
// backend's wire format (mock-backends/: OpenAI-compatible chat …), and acts out failures chosen by
// the model name (mock-backends/faults.mjs). No dependencies, so anything that can run node can
// start it.
//
//   GET  /v1/models …          the models it serves, in each API's listing (mock-backends/model-lists.mjs)
//   GET  /health               "ok", to wait for
//   GET  /mock/stats           what it has done: streams completed and aborted, pieces written
//
// A reply is `--tokens` words, or fewer when the request's reply limit says so (then it finishes as
// cut off, as a real model's). Piece i is due `--first-delay-ms` + i × `--delay-ms` after the
// request, reckoned from the request's start so timer lateness does not add up over a reply.
//
// Usage: node scripts/lib/mock-llm.mjs [--port 0] [--host 127.0.0.1] [--tokens 200] [--delay-ms 0]
//        [--first-delay-ms 0] [--model mock-model] [--verbose]
// It prints "mock LLM listening on http://HOST:PORT" once it listens; port 0 takes a free one.
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { anthropicRoutes } from "./mock-backends/anthropic.mjs";
import { geminiRoutes } from "./mock-backends/gemini.mjs";
import { koboldCppRoutes } from "./mock-backends/koboldcpp.mjs";
import { llamaCppRoutes } from "./mock-backends/llama-cpp.mjs";
import { modelListRoutes } from "./mock-backends/model-lists.mjs";
import { openAIChatRoutes, openAIError } from "./mock-backends/openai-chat.mjs";
import { openAITextRoutes } from "./mock-backends/openai-text.mjs";
import { sendJson } from "./mock-backends/replies.mjs";

export { replyPiece } from "./mock-backends/replies.mjs";

/** Every wire format's routes: `path` is a string, or a RegExp for paths that carry the model. */
const ROUTES = [
  ...openAIChatRoutes,
  ...anthropicRoutes,
  ...geminiRoutes,
  ...openAITextRoutes,
  ...llamaCppRoutes,
  ...koboldCppRoutes,
  ...modelListRoutes,
];

const routeFor = (method, pathname) =>
  ROUTES.find(
    (route) =>
      route.method === method &&
      (typeof route.path === "string" ? route.path === pathname : route.path.test(pathname)),
  );

/**
 * The mock as an http.Server (not yet listening), with its counters on `server.stats`.
 * Options: tokens (words a reply has, 200), delayMs between words (0), firstDelayMs before the
 * first word (0), model (the id /v1/models lists first, "mock-model").
 */
export function createMockLlm({ tokens = 200, delayMs = 0, firstDelayMs = 0, model = "mock-model" } = {}) {
  const settings = { tokens, delayMs, firstDelayMs, model };
  const stats = { requests: 0, openStreams: 0, completedStreams: 0, abortedStreams: 0, piecesSent: 0 };
  const server = http.createServer((request, response) => {
    stats.requests += 1;
    const url = new URL(request.url ?? "/", "http://mock");
    const handler = routeFor(request.method, url.pathname);
    if (handler) {
      handler.handle(request, response, { settings, stats, url }).catch((error) => {
        if (response.headersSent) response.destroy();
        else sendJson(response, 500, { error: { message: String(error), type: "server_error" } });
      });
      return;
    }
    const route = `${request.method} ${url.pathname}`;
    request.resume();
    if (route === "GET /health") return response.end("ok\n");
    if (route === "GET /mock/stats") return sendJson(response, 200, { ...stats, settings });
    openAIError(response, 404, `no such route: ${route}`);
  });
  // Clients keep connections to a model open between replies; closing them after Node's default
  // 5 s of quiet would race a client that reuses one at that moment, an error no real model causes.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  // Streams of a thousand paced words can run for minutes under load.
  server.requestTimeout = 0;
  server.stats = stats;
  return server;
}

function numberOption(values, name, fallback) {
  if (values[name] === undefined) return fallback;
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number ≥ 0`);
  return value;
}

function main() {
  const { values } = parseArgs({
    options: {
      port: { type: "string" },
      host: { type: "string" },
      tokens: { type: "string" },
      "delay-ms": { type: "string" },
      "first-delay-ms": { type: "string" },
      model: { type: "string" },
      verbose: { type: "boolean" },
    },
  });
  const server = createMockLlm({
    tokens: Math.floor(numberOption(values, "tokens", 200)),
    delayMs: numberOption(values, "delay-ms", 0),
    firstDelayMs: numberOption(values, "first-delay-ms", 0),
    model: values.model ?? "mock-model",
  });
  if (values.verbose)
    server.on("request", (request) => console.log(`mock LLM: ${request.method} ${request.url}`));
  server.listen(numberOption(values, "port", 0), values.host ?? "127.0.0.1", () => {
    const { address, port } = server.address();
    console.log(`mock LLM listening on http://${address}:${port}`);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
