import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.ts";

describe("a route that sends an envelope already written as JSON", () => {
  const logLines: { level: number; msg: string }[] = [];
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    const stream = { write: (line: string) => logLines.push(JSON.parse(line)) };
    harness = await createTestApp({ logger: { level: "warn", stream } });
  });
  afterAll(() => harness.close());

  it("answers with that JSON once, without Fastify warning that the reply was sent twice", async () => {
    // A visitor's home page is the cached JSON text the handler sends through the reply itself.
    const response = await harness.app.inject({ method: "GET", url: "/api/homePage/getContent" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, result: { handPickBots: expect.any(Array) } });
    // Fastify's warning comes after the response, once the handler's promise settles.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logLines.map((line) => line.msg)).toEqual([]);
  });
});
