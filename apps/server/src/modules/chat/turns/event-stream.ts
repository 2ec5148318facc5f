import { ResponseCode } from "@fable/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { languageOf } from "../../../context.ts";
import { renderMessage } from "../../../i18n/server-message.ts";
import { cancelFlush, flushSoon, loopSaturated, watchLoopLoad } from "./delta-pacing.ts";
import type { ReplyListeners } from "./reply-stream.ts";
import { replyFailureMessage } from "./upstream-failure.ts";

type EventName = "delta" | "reasoning" | "done" | "error";

const eventText = (event: EventName, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * A server-sent event stream on a hijacked reply (ARCHITECTURE.md "Streaming endpoints"): `delta`
 * pieces, then `done` or `error`. `signal` aborts when the client goes away, so the model call stops.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply) {
  const controller = new AbortController();
  let finished = false;
  watchLoopLoad();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    // What hooks set on the reply (security headers, a listed origin's CORS allowance) would be lost
    // with the hijack: the stream carries them like any answer.
    ...(reply.getHeaders() as Record<string, string | number | string[]>),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    // Proxies must pass pieces on as they come.
    "x-accel-buffering": "no",
    "x-request-id": request.id,
  });
  // The head is not flushed on its own: it leaves with the first event, in one write. Flushing it now
  // would spend a system call (and wake the client) before the model is even asked.
  const write = (events: string) => {
    if (raw.writableEnded || raw.destroyed) return;
    raw.write(events);
    // Node corks the socket on each chunked write and uncorks on process.nextTick, which runs only
    // once the current microtasks are done — on PGlite those can include whole queries (another
    // turn's, or this turn's insert), and the piece would wait for them. An event leaves now.
    raw.socket?.uncork();
  };
  // Pieces held while the server is saturated (delta-pacing.ts); whatever is sent next takes them along.
  let held = "";
  let wroteDelta = false;
  const flushHeld = () => {
    if (!held) return;
    const events = held;
    held = "";
    write(events);
  };
  const language = languageOf(request.headers["accept-language"]);
  const send = (event: EventName, data: unknown) => {
    cancelFlush(flushHeld);
    const events = held + eventText(event, data);
    held = "";
    write(events);
  };
  /** Sends what is held: at once for the first piece, with the shared flush while the loop is saturated. */
  const sendHeld = () => {
    if (wroteDelta && loopSaturated()) {
      flushSoon(flushHeld);
      return;
    }
    wroteDelta = true;
    cancelFlush(flushHeld);
    flushHeld();
  };
  /**
   * Pieces that arrived together leave in one write, each still its own `delta` event: a reader
   * that fell behind (a busy server reads several pieces of a reply at once) catches up with one
   * system call. The first piece always leaves at once; later ones wait for the shared flush while
   * the loop is saturated.
   */
  const sendDeltas = (texts: string[]) => {
    for (const text of texts) held += eventText("delta", { text });
    sendHeld();
  };
  /** A piece of the model's reasoning (a scene that shows it), paced like the reply's pieces. */
  const sendReasoning = (text: string) => {
    held += eventText("reasoning", { text });
    sendHeld();
  };
  /**
   * The spec's "please regenerate" error, or "the model is unreachable" when it is, in the language
   * the client asked for.
   */
  const sendFailure = (error?: unknown) =>
    send("error", {
      code: ResponseCode.FAILED,
      message: renderMessage(replyFailureMessage(error), language),
    });
  const end = () => {
    finished = true;
    request.server.openStreams.delete(stream);
    cancelFlush(flushHeld);
    if (!raw.writableEnded) raw.end();
  };
  const stream = {
    signal: controller.signal,
    send,
    sendDeltas,
    sendReasoning,
    sendFailure,
    end,
    /** A shutdown past its grace period: the client is asked to regenerate, the model call stops. */
    interrupt() {
      if (finished) return;
      sendFailure();
      controller.abort();
      end();
    },
  };
  request.server.openStreams.add(stream);
  raw.on("close", () => {
    request.server.openStreams.delete(stream);
    cancelFlush(flushHeld);
    if (!finished) controller.abort();
  });
  return stream;
}

/**
 * Streams a reply: each piece `produce` hands over as a `delta` (its reasoning, for a scene that shows
 * it, as `reasoning`), its result as `done`. Any failure while
 * the client is still there ends the stream with the spec's "congested" message instead (or "the
 * model is unreachable", when it is).
 */
export async function streamReplyEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  produce: (
    onDeltas: (texts: string[]) => void,
    signal: AbortSignal,
    listeners: ReplyListeners,
  ) => Promise<unknown>,
): Promise<FastifyReply> {
  const stream = openEventStream(request, reply);
  try {
    const listeners = { onReasoning: stream.sendReasoning, log: request.log };
    stream.send("done", await produce(stream.sendDeltas, stream.signal, listeners));
  } catch (error) {
    if (!stream.signal.aborted) {
      request.log.warn({ err: error }, "reply failed");
      stream.sendFailure(error);
    }
  } finally {
    stream.end();
  }
  // The route's handler answers with the reply: the stream has answered the request itself.
  return reply;
}
