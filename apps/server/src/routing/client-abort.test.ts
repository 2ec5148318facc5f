import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { defineRoute } from "@fable/contract";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { registerEnvelope, sendJsonText } from "../plugins/envelope.ts";
import { serve } from "./serve-route.ts";

/** A file route that streams slowly, so the client can leave in the middle. */
const slowFile = defineRoute({
  method: "GET",
  path: "/slow-file",
  access: "public",
  tag: "test",
  summary: "A slow download",
  answer: "file",
  result: z.unknown(),
});
/** An envelope route that answers through the reply itself (as a cached JSON answer does), slowly. */
const slowEnvelope = defineRoute({
  method: "GET",
  path: "/slow-envelope",
  access: "public",
  tag: "test",
  summary: "A slow envelope",
  result: z.object({ done: z.boolean() }),
});

/** A file route that pipes into the raw response itself and waits for the pipe, which fails when the client leaves. */
const pipedFile = defineRoute({
  method: "GET",
  path: "/piped-file",
  access: "public",
  tag: "test",
  summary: "A slow piped download",
  answer: "file",
  result: z.unknown(),
});

/** An envelope route that answers a cached envelope through the reply, but only after a while. */
const lateCached = defineRoute({
  method: "GET",
  path: "/late-cached",
  access: "public",
  tag: "test",
  summary: "A cached envelope, late",
  result: z.object({ done: z.boolean() }),
});

/** A body whose first piece comes at once and the rest only much later. */
function slowBody() {
  return Readable.from(
    (async function* () {
      yield Buffer.alloc(1024, 1);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      yield Buffer.alloc(1024, 2);
    })(),
  );
}

/** Starts a request, and leaves before any answer. */
function leaveAtOnce(url: string) {
  return new Promise<void>((resolve) => {
    const request = httpRequest(url);
    request.on("error", () => undefined);
    request.end();
    setTimeout(() => {
      request.destroy();
      resolve();
    }, 100);
  });
}

/** Starts a request, and leaves once the first bytes arrive. */
function leaveMidway(url: string) {
  return new Promise<void>((resolve) => {
    const request = httpRequest(url, (response) => {
      response.once("data", () => {
        request.destroy();
        resolve();
      });
    });
    request.on("error", () => undefined);
    request.end();
  });
}

describe("a client that leaves during a response", () => {
  const logLines: { level: number; msg: string; err?: { type?: string; message?: string } }[] = [];
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    const stream = { write: (line: string) => logLines.push(JSON.parse(line)) };
    app = Fastify({ logger: { level: "debug", stream } });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate("deps", { database: { db: null }, config: {}, clock: null, random: null } as never);
    registerEnvelope(app);
    serve(app, slowFile, (_ctx, _input, { reply }) =>
      reply.type("application/octet-stream").send(slowBody()),
    );
    serve(app, slowEnvelope, (_ctx, _input, { reply }) => reply.type("application/json").send(slowBody()));
    serve(app, pipedFile, async (_ctx, _input, { reply }) => {
      reply.raw.writeHead(200, { "content-type": "application/octet-stream" });
      await pipeline(slowBody(), reply.raw);
      return reply;
    });
    serve(app, lateCached, async (_ctx, _input, { reply }) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return sendJsonText(reply, JSON.stringify({ code: 0, message: "", result: { done: true } }));
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it.each([
    ["/slow-file", leaveMidway],
    ["/slow-envelope", leaveMidway],
    ["/piped-file", leaveMidway],
    ["/late-cached", leaveAtOnce],
  ])("%s: is logged below warn and answered with no error", async (path, leave) => {
    logLines.length = 0;
    await leave(`${base}${path}`);
    // The server notices the closed socket, and the handler's promise settles, a moment later.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const loud = logLines.filter((line) => line.level >= 40);
    expect(loud.map((line) => `${line.msg} ${line.err?.message ?? ""}`)).toEqual([]);
    expect(logLines.some((line) => line.err?.type === "ResponseSerializationError")).toBe(false);
  });
});
