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
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    // Proxies must pass pieces on as they come.
    "x-accel-buffering": "no",
    "x-request-id": request.id,
  });
  raw.flushHeaders();
  raw.on("close", () => {
    if (!finished) controller.abort();
  });
  return {
    signal: controller.signal,
    send(event: "delta" | "done" | "error", data: unknown) {
      if (raw.writableEnded || raw.destroyed) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      // Node corks the socket on each chunked write and uncorks on process.nextTick, which runs only
      // once the current microtasks are done — on PGlite those can include whole queries (another
      // turn's, or this turn's insert), and the piece would wait for them. An event leaves now.
      raw.socket?.uncork();
    },
    end() {
      finished = true;
      if (!raw.writableEnded) raw.end();
    },
  };
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
