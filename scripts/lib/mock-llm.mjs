// Fable's mock of an OpenAI-compatible model server, for the tests, the bench and the soak: a model
// that answers at once and paces its pieces exactly, so what is measured in front of it is Fable's
// own cost. No dependencies, so anything that can run node can start it.
//
//   POST /v1/chat/completions  `stream: true`: server-sent `chat.completion.chunk` events (a role
//                              piece, one event per word, the finish, the usage when
//                              `stream_options.include_usage`, then `[DONE]`); otherwise one
//                              `chat.completion` once the whole reply would have been written
//   GET  /v1/models            the one model it serves
//   GET  /health               "ok", to wait for
//   GET  /mock/stats           what it has done: streams completed and aborted, pieces written
//
// A reply is `--tokens` words, or fewer when the request's `max_tokens` says so (then its finish
// reason is "length", as a real model's). Piece i is due `--first-delay-ms` + i × `--delay-ms` after
// the request, reckoned from the request's start so timer lateness does not add up over a reply.
//
// Usage: node scripts/lib/mock-llm.mjs [--port 0] [--host 127.0.0.1] [--tokens 200] [--delay-ms 0]
//        [--first-delay-ms 0] [--model mock-model] [--verbose]
// It prints "mock LLM listening on http://HOST:PORT" once it listens; port 0 takes a free one.
import { randomUUID } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";

/** Requests carry a prompt, not files: anything bigger is a mistake of the caller. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

const WORDS = (
  "Once upon a time a small fox carried a lantern through the quiet forest, and every old tree " +
  "leaned closer to hear the story it told about rivers, stars and the long road home."
).split(" ");

/** Piece `i` of every reply: one word with the space before it, as a tokenizer keeps it. */
export function replyPiece(i) {
  return `${i === 0 ? "" : " "}${WORDS[i % WORDS.length]}`;
}
/** The pieces as JSON string literals, made once: a stream writes thousands of them a second. */
const PIECE_JSON = WORDS.map((_, i) => JSON.stringify(replyPiece(i)));
const pieceJson = (i) => (i < WORDS.length ? PIECE_JSON[i] : JSON.stringify(replyPiece(i)));

/** Words the reply has: the configured length, cut to the request's max_tokens like a real model. */
function replyLength(body, tokens) {
  const limit = Number(body.max_completion_tokens ?? body.max_tokens);
  return Number.isInteger(limit) && limit > 0 && limit < tokens ? limit : tokens;
}

/** A rough prompt size (four characters a token) so the usage a client reads has plausible numbers. */
function usageOf(body, completionTokens) {
  let characters = 0;
  for (const message of body.messages) {
    if (typeof message?.content === "string") characters += message.content.length;
    else if (Array.isArray(message?.content))
      for (const part of message.content) characters += typeof part?.text === "string" ? part.text.length : 0;
  }
  const promptTokens = Math.ceil(characters / 4);
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
}

function sendJson(response, status, value) {
  const text = JSON.stringify(value);
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  response.end(text);
}

const refuse = (response, status, message) =>
  sendJson(response, status, { error: { message, type: "invalid_request_error", code: null } });

function readJson(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error("request body too large"));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on("end", () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}"));
      } catch {
        reject(new Error("request body is not JSON"));
      }
    });
    request.on("error", reject);
  });
}

/** What every reply shares: its id, time and model, and how many words it has. */
function replyHead(body, settings) {
  return {
    id: `chatcmpl-${randomUUID()}`,
    created: Math.floor(Date.now() / 1000),
    model: typeof body.model === "string" && body.model ? body.model : settings.model,
    pieces: replyLength(body, settings.tokens),
  };
}

const finishReason = (head, settings) => (head.pieces < settings.tokens ? "length" : "stop");

function streamReply(response, body, settings, stats) {
  const startedAt = performance.now();
  const head = replyHead(body, settings);
  // Everything before the choices is the same in each event of the stream: written out once.
  const prefix = `data: {"id":"${head.id}","object":"chat.completion.chunk","created":${head.created},"model":${JSON.stringify(head.model)},"choices":[`;
  const piece = (i) => `${prefix}{"index":0,"delta":{"content":${pieceJson(i)}},"finish_reason":null}]}\n\n`;
  let sent = 0;
  let ended = false;
  let timer;

  stats.openStreams += 1;
  response.on("close", () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    stats.openStreams -= 1;
    stats.abortedStreams += 1;
  });

  const finish = () => {
    ended = true;
    let tail = `${prefix}{"index":0,"delta":{},"finish_reason":"${finishReason(head, settings)}"}]}\n\n`;
    if (body.stream_options?.include_usage === true) {
      const usage = JSON.stringify(usageOf(body, head.pieces));
      tail += `${prefix}],"usage":${usage}}\n\n`;
    }
    response.end(`${tail}data: [DONE]\n\n`);
    stats.openStreams -= 1;
    stats.completedStreams += 1;
  };

  const sendNext = () => {
    timer = undefined;
    if (ended) return;
    const flowing = response.write(piece(sent));
    sent += 1;
    stats.piecesSent += 1;
    // A client that reads slowly holds the stream back instead of filling this process's memory.
    if (flowing) scheduleNext();
    else response.once("drain", scheduleNext);
  };

  function scheduleNext() {
    if (ended) return;
    // The finish follows the last word at once, as a model's does.
    if (sent === head.pieces) return finish();
    const wait = startedAt + settings.firstDelayMs + sent * settings.delayMs - performance.now();
    if (wait > 0 || (settings.delayMs > 0 && sent > 0)) timer = setTimeout(sendNext, Math.max(0, wait));
    else if (sent === 0) sendNext();
    // Unpaced, each word still waits for the next turn of the event loop: its own write, as a
    // model's stream arrives, not one coalesced burst.
    else setImmediate(sendNext);
  }

  response.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache",
  });
  // The role comes first and at once, before any word, as OpenAI's streams start.
  response.write(`${prefix}{"index":0,"delta":{"role":"assistant","content":""},"finish_reason":null}]}\n\n`);
  scheduleNext();
}

async function wholeReply(response, body, settings, stats) {
  const head = replyHead(body, settings);
  let gone = false;
  response.once("close", () => {
    gone = true;
  });
  const wait = settings.firstDelayMs + Math.max(0, head.pieces - 1) * settings.delayMs;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  // A client that gave up waiting gets nothing; a real model stops generating for it too.
  if (gone) return;
  let content = "";
  for (let i = 0; i < head.pieces; i += 1) content += replyPiece(i);
  stats.piecesSent += head.pieces;
  sendJson(response, 200, {
    id: head.id,
    object: "chat.completion",
    created: head.created,
    model: head.model,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content },
        finish_reason: finishReason(head, settings),
      },
    ],
    usage: usageOf(body, head.pieces),
  });
}

async function chatCompletion(request, response, settings, stats) {
  let body;
  try {
    body = await readJson(request);
  } catch (error) {
    return refuse(response, 400, error.message);
  }
  if (body === null || typeof body !== "object" || !Array.isArray(body.messages))
    return refuse(response, 400, "messages: an array is required");
  if (body.stream === true) return streamReply(response, body, settings, stats);
  return wholeReply(response, body, settings, stats);
}

/**
 * The mock as an http.Server (not yet listening), with its counters on `server.stats`.
 * Options: tokens (words a reply has, 200), delayMs between words (0), firstDelayMs before the
 * first word (0), model (the id /v1/models lists, "mock-model").
 */
export function createMockLlm({ tokens = 200, delayMs = 0, firstDelayMs = 0, model = "mock-model" } = {}) {
  const settings = { tokens, delayMs, firstDelayMs, model };
  const stats = { requests: 0, openStreams: 0, completedStreams: 0, abortedStreams: 0, piecesSent: 0 };
  const server = http.createServer((request, response) => {
    stats.requests += 1;
    const { pathname } = new URL(request.url ?? "/", "http://mock");
    const route = `${request.method} ${pathname}`;
    if (route === "POST /v1/chat/completions") {
      chatCompletion(request, response, settings, stats).catch((error) => {
        if (response.headersSent) response.destroy();
        else sendJson(response, 500, { error: { message: String(error), type: "server_error" } });
      });
      return;
    }
    request.resume();
    if (route === "GET /health") return response.end("ok\n");
    if (route === "GET /mock/stats") return sendJson(response, 200, { ...stats, settings });
    if (route === "GET /v1/models")
      return sendJson(response, 200, {
        object: "list",
        data: [{ id: model, object: "model", created: 0, owned_by: "fable-mock" }],
      });
    refuse(response, 404, `no such route: ${route}`);
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
