import { ResponseCode } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { call, signedInApp } from "../../test/accounts.ts";

const signedIn = signedInApp();

describe("cookies never authenticate", () => {
  it("the Authorization header does (the control case)", async () => {
    const me = await call(signedIn.harness.app, "GET", "/api/user/info", { token: signedIn.token });
    expect(me.code).toBe(0);
  });

  it.each([
    ["the web app's own language and sidebar cookies, forged", "lang=zh-CN; sidebar=collapsed"],
    ["a cookie holding a valid session token", "token=TOKEN"],
    ["a cookie named like the header", "authorization=Bearer TOKEN"],
    [
      "every common session cookie name at once",
      "session=TOKEN; sid=TOKEN; fable_token=TOKEN; access_token=TOKEN",
    ],
  ])("%s", async (_label, cookie) => {
    const me = await call(signedIn.harness.app, "GET", "/api/user/info", {
      headers: { cookie: cookie.replaceAll("TOKEN", signedIn.token) },
    });
    expect(me.status).not.toBe(200);
    expect(me.code).toBe(ResponseCode.NEED_LOGIN);
  });

  // The one cookie the server sets is the OAuth state binding, on GET /user/oauth/…/authorize only; it
  // holds no session (oauth.routes.test.ts checks its attributes and that the login answer sets none).
  it("and the server sets no session cookie: sign-in answers carry no Set-Cookie", async () => {
    const response = await signedIn.harness.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { srcType: "LOCAL", email: "nobody@example.com", userPwd: "secret42" },
    });
    expect(response.headers["set-cookie"]).toBeUndefined();
    const home = await signedIn.harness.app.inject({ method: "GET", url: "/" });
    expect(home.headers["set-cookie"]).toBeUndefined();
  });
});
