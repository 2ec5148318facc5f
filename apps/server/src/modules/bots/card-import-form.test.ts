import { RequestMessages, ResponseCode } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../../test/accounts.ts";
import { createTestApp } from "../../../test/harness.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  harness = await createTestApp();
  token = (await signUp(harness.app)).token;
});
afterAll(() => harness.close());

describe("card import with a broken form", () => {
  it("answers a multipart body without a boundary as bad input (was a 500)", async () => {
    const response = await harness.app.inject({
      method: "POST",
      url: "/api/ai/roleInfo/importCard",
      headers: { "content-type": "multipart/form-data", authorization: `Bearer ${token}` },
      payload: "no boundary at all",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: ResponseCode.INVALID_INPUT,
      message: RequestMessages.unreadableForm,
      result: null,
    });
  });
});
