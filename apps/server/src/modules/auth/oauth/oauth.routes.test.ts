import { AuthMessages, ResponseCode } from "@fable/contract";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { MutableResponse, OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../../test/harness.ts";
import {
  mockEndpoints,
  PUBLIC_URL,
  startMockProvider,
  visitAuthorizationUrl,
} from "../../../../test/oauth-provider.ts";
import { appleFormPostRoutes } from "./apple-callback.routes.ts";

let server: OAuth2Server;
let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  server = await startMockProvider();
  harness = await createTestApp({
    env: {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: "google-client",
      GOOGLE_CLIENT_SECRET: "google-secret",
      DISCORD_CLIENT_ID: "discord-client",
      DISCORD_CLIENT_SECRET: "discord-secret",
      ...mockEndpoints(server, "google"),
    },
  });
});
afterAll(async () => {
  await harness.close();
  await server.stop();
});

const get = (url: string) => harness.app.inject({ method: "GET", url });

describe("GET /api/user/auth/providers", () => {
  it("offers the configured providers besides phone and email", async () => {
    const response = await get("/api/user/auth/providers");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      message: "",
      result: { oauth: ["google", "discord"], phone: true, email: true },
    });
  });
});

describe("GET /api/user/oauth/:platform/authorize", () => {
  it("answers the provider's URL carrying the state", async () => {
    const response = await get("/api/user/oauth/discord/authorize");
    expect(response.statusCode).toBe(200);
    const { url, state } = response.json().result;
    const authorization = new URL(url);
    expect(`${authorization.origin}${authorization.pathname}`).toBe("https://discord.com/oauth2/authorize");
    expect(authorization.searchParams.get("state")).toBe(state);
    expect(authorization.searchParams.get("redirect_uri")).toBe(`${PUBLIC_URL}/callback/discord`);
  });

  it("answers 400 naming the field for an unknown platform", async () => {
    const response = await get("/api/user/oauth/myspace/authorize");
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(ResponseCode.INVALID_INPUT);
    expect(response.json().message).toMatch(/^params\.platform: /);
  });

  it("answers 400 for a provider that is not configured", async () => {
    const response = await get("/api/user/oauth/apple/authorize");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: ResponseCode.INVALID_INPUT,
      message: AuthMessages.oauthDisabled,
    });
  });

  it("answers 400 for a redirect URI outside the callback pages", async () => {
    const redirectUri = encodeURIComponent("https://evil.example/callback/google");
    const response = await get(`/api/user/oauth/google/authorize?redirectUri=${redirectUri}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^query\.redirectUri: /);
  });

  it("is listed in the OpenAPI document", async () => {
    const paths = (await get("/api/docs/json")).json().paths;
    expect(paths).toHaveProperty(["/api/user/oauth/{platform}/authorize", "get"]);
    expect(paths).toHaveProperty(["/api/user/auth/providers", "get"]);
  });
});

describe("signing in with a provider end to end", () => {
  /** What a browser keeps from the authorize answer: the provider URL and the binding cookie. */
  async function startInBrowser(cookie?: string) {
    const response = await harness.app.inject({
      method: "GET",
      url: "/api/user/oauth/google/authorize",
      ...(cookie ? { headers: { cookie } } : {}),
    });
    const setCookie = String(response.headers["set-cookie"]);
    return { url: response.json().result.url as string, setCookie, cookie: setCookie.split(";")[0]! };
  }

  const loginWith = (payload: object, cookie?: string) =>
    harness.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload,
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it("binds the state with a short-lived HttpOnly cookie that only the sign-in requests receive", async () => {
    const { setCookie } = await startInBrowser();
    expect(setCookie).toMatch(
      /^fable_oauth_binding=[A-Za-z0-9_-]{43}; Path=\/api\/user; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/,
    );
  });

  it("trades the callback's code and state for a session at POST /api/user/login", async () => {
    server.service.once("beforeUserinfo", (response: MutableResponse) => {
      response.body = {
        sub: "google-route-1",
        email: "Route.User@Example.com",
        email_verified: true,
        name: "Route",
      };
    });
    const browser = await startInBrowser();
    const { code, state } = await visitAuthorizationUrl(browser.url);
    const login = await loginWith({ srcType: "GOOGLE", auth: { accessToken: code, state } }, browser.cookie);
    expect(login.json()).toMatchObject({
      code: 0,
      result: { email: "route.user@example.com", srcType: "GOOGLE" },
    });
    expect(login.json().result.token).toEqual(expect.any(String));
    expect(login.headers["set-cookie"]).toBeUndefined();

    const replay = await loginWith({ srcType: "GOOGLE", auth: { accessToken: code, state } }, browser.cookie);
    expect(replay.json()).toMatchObject({ code: ResponseCode.FAILED, message: AuthMessages.loginFailed });
  });

  it("names a new account without a provider name with a generated name, never the email's local part", async () => {
    server.service.once("beforeUserinfo", (response: MutableResponse) => {
      response.body = { sub: "google-nameless", email: "Nameless.Reader@Example.com", email_verified: true };
    });
    const browser = await startInBrowser();
    const { code, state } = await visitAuthorizationUrl(browser.url);
    const login = await loginWith({ srcType: "GOOGLE", auth: { accessToken: code, state } }, browser.cookie);
    expect(login.json().result.userName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [1-9]\d{0,2}$/);
    expect(login.json().result.userName.toLowerCase()).not.toContain("nameless");
  });

  /** The attacker signs in at the provider but stops before the callback, and lures the victim there. */
  async function attackerCallback() {
    const attacker = await startInBrowser();
    return visitAuthorizationUrl(attacker.url);
  }
  const refusedAsOtherBrowser = {
    code: ResponseCode.FAILED,
    message: AuthMessages.oauthOtherBrowser,
    result: null,
  };

  it("refuses the attacker's code and state in the victim's browser, which started its own sign-in", async () => {
    const { code, state } = await attackerCallback();
    const victim = await startInBrowser();
    const login = await loginWith({ srcType: "GOOGLE", auth: { accessToken: code, state } }, victim.cookie);
    expect(login.json()).toEqual(refusedAsOtherBrowser);
  });

  it("refuses the attacker's code and state in a victim's browser that holds no binding cookie", async () => {
    const { code, state } = await attackerCallback();
    const login = await loginWith({ srcType: "GOOGLE", auth: { accessToken: code, state } });
    expect(login.json()).toEqual(refusedAsOtherBrowser);
  });
});

describe("POST /callback/apple (Apple's form_post)", () => {
  async function bridge() {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(appleFormPostRoutes);
    return app;
  }

  it("redirects the browser to the callback page with code and state in the query", async () => {
    const app = await bridge();
    const response = await app.inject({
      method: "POST",
      url: "/callback/apple",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "code=c.0.abc&state=s%2Bt&id_token=eyJ.secret.part&user=%7B%7D",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/callback/apple?code=c.0.abc&state=s%2Bt");
    await app.close();
  });

  it("passes a cancelled sign-in's error through", async () => {
    const app = await bridge();
    const response = await app.inject({
      method: "POST",
      url: "/callback/apple",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "error=user_cancelled_authorize&state=abc",
    });
    expect(response.headers.location).toBe("/callback/apple?state=abc&error=user_cancelled_authorize");
    await app.close();
  });
});
