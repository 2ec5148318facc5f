// What every wire format of the mock model server shares: the reply's words, how long it is, a
// plausible usage count, and the paced writing of a stream. A wire format (openai-chat.mjs …) says
// only how a reply, a piece and an error look on its wire.
import { randomUUID } from "node:crypto";

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
export const pieceJson = (i) => (i < WORDS.length ? PIECE_JSON[i] : JSON.stringify(replyPiece(i)));

/** The whole text of a reply of `pieces` words. */
export function replyText(pieces) {
  let content = "";
  for (let i = 0; i < pieces; i += 1) content += replyPiece(i);
  return content;
}

/** Rough prompt tokens (four characters a token) of any request body, so usage has plausible numbers. */
export function promptTokensOf(body) {
  let characters = 0;
  const count = (value) => {
    if (typeof value === "string") characters += value.length;
    else if (Array.isArray(value)) for (const item of value) count(item);
    else if (value && typeof value === "object") for (const item of Object.values(value)) count(item);
  };
  count(body.messages ?? body.contents ?? body.prompt ?? "");
  count(body.system ?? body.systemInstruction ?? "");
  return Math.ceil(characters / 4);
}

/**
 * Words the reply has: the configured length, cut to the request's reply limit (`limit`, read from
 * the request in its wire format) like a real model; `cut` says whether it was.
 */
export function replyHead(body, settings, limit) {
  const wanted = Number(limit);
  const pieces =
    Number.isInteger(wanted) && wanted > 0 && wanted < settings.tokens ? wanted : settings.tokens;
  return {
    id: randomUUID(),
    created: Math.floor(Date.now() / 1000),
    model: typeof body.model === "string" && body.model ? body.model : settings.model,
    pieces,
    cut: pieces < settings.tokens,
    promptTokens: promptTokensOf(body),
  };
}

export function sendJson(response, status, value, headers = {}) {
  const text = JSON.stringify(value);
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

export function readJson(request) {
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

/**
 * Writes a streamed reply, its pieces paced: piece i is due `firstDelayMs` + i × `delayMs` after the
 * request, reckoned from the request's start so timer lateness does not add up over a reply.
 * `stream` is the wire format's writer for this reply: `start` (written at once), `piece(i)`, and
 * `finish()` (written right after the last piece). `stopAfter` cuts the stream after that many
 * pieces without a finish, as a connection that breaks off.
 */
export function pacedStream(response, head, settings, stats, stream, { stopAfter } = {}) {
  const startedAt = performance.now();
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
    response.end(stream.finish());
    stats.openStreams -= 1;
    stats.completedStreams += 1;
  };

  const sendNext = () => {
    timer = undefined;
    if (ended) return;
    if (stopAfter !== undefined && sent >= stopAfter) {
      response.destroy();
      return;
    }
    const flowing = response.write(stream.piece(sent));
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
    "content-type": stream.contentType ?? "text/event-stream; charset=utf-8",
    "cache-control": "no-cache",
  });
  if (stream.start) response.write(stream.start);
  scheduleNext();
}

/** Answers once the whole reply would have been written; a client that gave up gets nothing. */
export async function afterReplyTime(response, head, settings, send) {
  let gone = false;
  response.once("close", () => {
    gone = true;
  });
  const wait = settings.firstDelayMs + Math.max(0, head.pieces - 1) * settings.delayMs;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  if (!gone) send();
}

/**
 * Answers a reply request the same way in every wire format: streamed with `writer(pieces)`'s events
 * (a `pacedStream` writer), or whole with `whole(pieces)`'s JSON once the reply would have been
 * written. The faults that shape a reply act here: `empty` has no words, `midway` breaks off after 3.
 */
export function answerReply(response, { head, settings, stats, fault, stream, writer, whole }) {
  const pieces = fault === "empty" ? 0 : head.pieces;
  if (stream) {
    return pacedStream(response, { ...head, pieces }, settings, stats, writer(pieces), {
      stopAfter: fault === "midway" ? 3 : undefined,
    });
  }
  return afterReplyTime(response, head, settings, () => {
    stats.piecesSent += pieces;
    sendJson(response, 200, whole(pieces));
  });
}
