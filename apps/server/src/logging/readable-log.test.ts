import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../test/accounts.ts";
import { createTestApp } from "../../test/harness.ts";
import { logFormat, loggerOptions } from "../app.ts";
import { readableLine, readableLogStream } from "./readable-log.ts";

const time = new Date(2026, 0, 2, 14, 2, 3).getTime();

describe("readableLine", () => {
  it("shows a finished request as method, path without its query, status and time", () => {
    const record = {
      level: 30,
      time,
      pid: 1,
      hostname: "box",
      reqId: "abc",
      req: { method: "GET", url: "/api/search?keyword=secret&token=x", remoteAddress: "127.0.0.1" },
      res: { statusCode: 200 },
      responseTime: 12.4,
      msg: "request completed",
    };
    expect(readableLine(record)).toBe("14:02:03 GET /api/search 200 12 ms");
  });

  it("names levels above info and shows the other fields as name=value", () => {
    expect(readableLine({ level: 40, time, msg: "slow model", model: "x", tries: 2 })).toBe(
      "14:02:03 WARN slow model model=x tries=2",
    );
    expect(readableLine({ level: 30, time, msg: "Fable is ready" })).toBe("14:02:03 Fable is ready");
  });

  it("puts an error's stack under its line", () => {
    const line = readableLine({
      level: 50,
      time,
      msg: "job failed",
      err: { message: "boom", stack: "Error: boom\n    at job.ts:1" },
    });
    expect(line).toBe("14:02:03 ERROR job failed — boom\nError: boom\n    at job.ts:1");
    const failedRequest = readableLine({
      level: 50,
      time,
      msg: "boom",
      req: { method: "GET", url: "/api/x" },
      res: { statusCode: 500 },
      err: { message: "boom", stack: "Error: boom" },
    });
    expect(failedRequest).toBe("14:02:03 ERROR boom\nError: boom");
  });
});

describe("readableLogStream", () => {
  it("turns each JSON line into a readable one and passes anything else through", () => {
    const out: string[] = [];
    const stream = readableLogStream({ write: (text: string) => out.push(text) });
    stream.write(`${JSON.stringify({ level: 30, time, msg: "hello" })}\n`);
    stream.write("not json\n");
    expect(out).toEqual(["14:02:03 hello\n", "not json\n"]);
  });
});

describe("logFormat", () => {
  it("is readable on a terminal, JSON otherwise, and LOG_FORMAT decides when set", () => {
    expect(logFormat({ LOG_FORMAT: undefined }, true)).toBe("readable");
    expect(logFormat({ LOG_FORMAT: undefined }, false)).toBe("json");
    expect(logFormat({ LOG_FORMAT: "json" }, true)).toBe("json");
    expect(logFormat({ LOG_FORMAT: "readable" }, false)).toBe("readable");
  });
});

describe("request logs of the server", () => {
  const json: string[] = [];
  const readable: string[] = [];
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    const toBoth = {
      write(line: string) {
        json.push(line);
        readableLogStream({ write: (text: string) => readable.push(text) }).write(line);
      },
    };
    harness = await createTestApp({ logger: { ...(loggerOptions("info") as object), stream: toBoth } });
  });
  afterAll(() => harness.close());

  it("writes one line per API request and none for health checks or the web app's files", async () => {
    json.length = 0;
    readable.length = 0;
    await call(harness.app, "GET", "/api/homePage/getContent?lang=en");
    await harness.app.inject({ method: "GET", url: "/healthz" });
    await harness.app.inject({ method: "GET", url: "/readyz" });
    await harness.app.inject({ method: "GET", url: "/favicon.svg" });

    expect(json).toHaveLength(1);
    expect(JSON.parse(json[0] as string)).toMatchObject({
      msg: "request completed",
      req: { method: "GET", url: "/api/homePage/getContent?lang=en" },
      res: { statusCode: 200 },
    });
    expect(readable).toHaveLength(1);
    expect(readable[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/homePage\/getContent 200 \d+ ms\n$/);
  });
});
