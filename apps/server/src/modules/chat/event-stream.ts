import { ChatMessages, ResponseCode } from "@fable/contract";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * A server-sent event stream on a hijacked reply (ARCHITECTURE.md "Streaming endpoints"): `delta`
 * pieces, then `done` or `error`. `signal` aborts when the client goes away, so the model call stops.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply) {
  const controller = new AbortController();
  let finished = false;
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
  const send = (event: "delta" | "done" | "error", data: unknown) => {
    if (raw.writableEnded || raw.destroyed) return;
    raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    // Node corks the socket on each chunked write and uncorks on process.nextTick, which runs only
    // once the current microtasks are done — on PGlite those can include whole queries (another
    // turn's, or this turn's insert), and the piece would wait for them. An event leaves now.
    raw.socket?.uncork();
  };
  const end = () => {
    finished = true;
    request.server.openStreams.delete(stream);
    if (!raw.writableEnded) raw.end();
  };
  const stream = {
    signal: controller.signal,
    send,
    end,
    /** A shutdown past its grace period: the client is asked to regenerate, the model call stops. */
    interrupt() {
      if (finished) return;
      send("error", { code: ResponseCode.FAILED, message: ChatMessages.congested });
      controller.abort();
      end();
    },
  };
  request.server.openStreams.add(stream);
  raw.on("close", () => {
    request.server.openStreams.delete(stream);
    if (!finished) controller.abort();
  });
  return stream;
}

/**
 * Streams a reply: each piece `produce` writes as a `delta`, its result as `done`. Any failure while
 * the client is still there ends the stream with the spec's "congested" message instead.
 */
export async function streamReplyEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  produce: (onDelta: (text: string) => void, signal: AbortSignal) => Promise<unknown>,
) {
  const stream = openEventStream(request, reply);
  try {
    stream.send("done", await produce((text) => stream.send("delta", { text }), stream.signal));
  } catch (error) {
    if (!stream.signal.aborted) {
      request.log.warn({ err: error }, "reply failed");
      stream.send("error", { code: ResponseCode.FAILED, message: ChatMessages.congested });
    }
  } finally {
    stream.end();
  }
}
