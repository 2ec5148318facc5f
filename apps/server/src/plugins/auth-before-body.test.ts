import { AuthMessages, ResponseCode } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { call, signedInApp } from "../../test/accounts.ts";

const signedIn = signedInApp();

/** Bodies no signed-in route accepts: the field checks would refuse them with 400. */
const badBodies: Array<[string, string, object]> = [
  ["POST", "/api/mask/saveMask", { name: 42 }],
  ["POST", "/api/v1/chat/streamChat", { botId: [], content: "" }],
  ["POST", "/api/memory/pin", {}],
];

describe("a route that needs a user checks for one before the body", () => {
  it.each(badBodies)(
    "%s %s: a visitor gets 109 and the sign-in message, not a field error",
    async (method, url, body) => {
      const answer = await call(signedIn.harness.app, method as "POST", url, { body });
      expect(answer).toMatchObject({
        status: 401,
        code: ResponseCode.NEED_LOGIN,
        message: AuthMessages.needLogin,
      });
    },
  );

  it.each(badBodies)(
    "%s %s: an unusable token gets its own code, not a field error",
    async (method, url, body) => {
      const answer = await call(signedIn.harness.app, method as "POST", url, {
        body,
        headers: { authorization: "Bearer short" },
      });
      expect(answer.code).toBe(ResponseCode.LOGGED_OUT);
    },
  );

  it.each(badBodies)(
    "%s %s: signed in, the same body is judged (400 naming the field)",
    async (method, url, body) => {
      const answer = await call(signedIn.harness.app, method as "POST", url, { body, token: signedIn.token });
      expect(answer).toMatchObject({ status: 400, code: ResponseCode.INVALID_INPUT });
      expect(answer.message).toMatch(/^body/);
    },
  );

  it("public routes still judge a visitor's body", async () => {
    const answer = await call(signedIn.harness.app, "POST", "/api/ai/roleInfo/queryBotInfo", {
      body: { limit: "many" },
    });
    expect(answer).toMatchObject({ status: 400, code: ResponseCode.INVALID_INPUT });
  });
});
