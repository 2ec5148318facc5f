import { RequestMessages, ResponseCode } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { signedInApp } from "../../../test/accounts.ts";

const signedIn = signedInApp();

describe("card import with a broken form", () => {
  it("answers a multipart body without a boundary as bad input (was a 500)", async () => {
    const response = await signedIn.harness.app.inject({
      method: "POST",
      url: "/api/ai/roleInfo/importCard",
      headers: { "content-type": "multipart/form-data", authorization: `Bearer ${signedIn.token}` },
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
