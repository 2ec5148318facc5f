import { ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe("response envelope and errors", () => {
  it("wraps success as { code: 0, message: '', result }", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/api/ai/roleInfo/bot-sort-type" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 0, message: "" });
    expect(Array.isArray(body.result)).toBe(true);
  });

  it("answers an unknown API path with a 404 envelope", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/api/no/such/route" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: ResponseCode.NOT_FOUND,
      message: "No API route /api/no/such/route",
      result: null,
    });
  });

  it("answers an unknown API path with a 404 envelope for POST too", async () => {
    const response = await harness.app.inject({ method: "POST", url: "/api/nope", payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(ResponseCode.NOT_FOUND);
  });

  it("answers malformed JSON with a 400 envelope, not a 500", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/ai/roleInfo/queryBotInfo",
      headers: { "content-type": "application/json" },
      payload: '{"page": 1,,}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: ResponseCode.INVALID_INPUT,
      message: "The request body is not valid JSON",
      result: null,
    });
  });

  it("labels every error envelope as JSON, whichever way it failed", async () => {
    const failures = await Promise.all([
      harness.app.inject({ method: "GET", url: "/api/user/info" }),
      harness.app.inject({ method: "POST", url: "/api/ai/roleInfo/queryBotInfo", payload: { page: 0 } }),
      harness.app.inject({
        method: "POST",
        url: "/api/ai/roleInfo/queryBotInfo",
        headers: { "content-type": "application/json" },
        payload: "{",
      }),
    ]);
    for (const response of failures) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(response.json().code).not.toBe(ResponseCode.SUCCESS);
    }
  });

  it("names the field that breaks the schema", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/ai/roleInfo/queryBotInfo",
      payload: { page: 0 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe(ResponseCode.INVALID_INPUT);
    expect(body.message).toMatch(/^body\.page: /);
    expect(body.result).toBeNull();
  });

  it("names nested wrong types and oversized numbers", async () => {
    const wrongType = await harness.app.inject({
      method: "POST",
      url: "/api/ai/roleInfo/queryBotInfo",
      payload: { categoryId: "drop table bots" },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/^body\.categoryId: /);
    const huge = await harness.app.inject({
      method: "POST",
      url: "/api/ai/roleInfo/queryBotInfo",
      payload: { page: 2147483648 },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/^body\.page: /);
  });

  it("rejects an unsupported content type with a 4xx envelope", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/ai/roleInfo/queryBotInfo",
      headers: { "content-type": "application/x-unknown" },
      payload: "x",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: ResponseCode.INVALID_INPUT, result: null });
  });

  it("rejects a body over the size limit with a 413 envelope", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/ai/roleInfo/queryBotInfo",
      payload: { padding: "x".repeat(1024 * 1024 + 10) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: ResponseCode.INVALID_INPUT,
      message: "The request body is too large",
    });
  });

  it("echoes a well-formed request id and replaces a forged one", async () => {
    const kept = await harness.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "abc-12345" },
    });
    expect(kept.headers["x-request-id"]).toBe("abc-12345");
    const replaced = await harness.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "bad id\nwith newline" },
    });
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("publishes the OpenAPI document at /api/docs", async () => {
    const json = await harness.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/homePage/getContent", "/api/ai/roleInfo/queryBotInfo"]),
    );
    const page = await harness.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBeLessThan(400);
  });
});
