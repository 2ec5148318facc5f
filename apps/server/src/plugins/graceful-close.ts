import { ResponseCode } from "@fable/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors.ts";

/** An event stream still writing a reply, which a shutdown may have to end early. */
export interface InterruptibleStream {
  /** Ends the stream now with a clean error event; the reply it was writing is not stored. */
  interrupt(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    openStreams: OpenStreams;
  }
}

/**
 * The event streams in flight. Fastify's close waits for every open connection, and a reply from a
 * slow model can stream for a minute; a shutdown waits for them only for a grace period.
 */
export class OpenStreams {
  private streams = new Set<InterruptibleStream>();
  private onEmpty: (() => void) | undefined;

  add(stream: InterruptibleStream) {
    this.streams.add(stream);
  }

  delete(stream: InterruptibleStream) {
    this.streams.delete(stream);
    if (this.streams.size === 0) this.onEmpty?.();
  }

  /** Waits up to `graceMs` for the streams to finish, then interrupts those still open. */
  async drain(graceMs: number) {
    if (this.streams.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        this.onEmpty = resolve;
        timer = setTimeout(resolve, graceMs);
      });
      clearTimeout(timer);
      this.onEmpty = undefined;
    }
    for (const stream of [...this.streams]) stream.interrupt();
  }
}

/**
 * Closing the app: requests that arrive meanwhile get a 503 envelope (Fastify's own 503 is not one;
 * `return503OnClosing` is off in app.ts), and open streams get SHUTDOWN_GRACE_MS to finish before
 * they are ended and the server stops listening.
 */
export function registerGracefulClose(app: FastifyInstance) {
  const streams = new OpenStreams();
  let closing = false;
  app.decorate("openStreams", streams);
  app.addHook("onRequest", async () => {
    if (closing) throw new AppError(ResponseCode.SERVICE_UNAVAILABLE, "ServerMessages.unavailable");
  });
  app.addHook("preClose", () => {
    closing = true;
    return streams.drain(app.deps.config.SHUTDOWN_GRACE_MS);
  });
}
