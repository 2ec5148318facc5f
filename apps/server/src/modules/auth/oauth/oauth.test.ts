import { createHmac, type KeyObject, verify } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { AuthMessages, type OAuthPlatform, ResponseCode } from "@fable/contract";
import { eq } from "drizzle-orm";
import type {
  MutableResponse,
  MutableToken,
  OAuth2Server,
  TokenRequestIncomingMessage,
} from "oauth2-mock-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cloneTemplateDatabase, testConfig } from "../../../../test/harness.ts";
import {
  allPlatformsEnv,
  appleKeyPair,
  closedPort,
  PUBLIC_URL,
  startMockProvider,
  visitAuthorizationUrl,
} from "../../../../test/oauth-provider.ts";
import {
  backgroundContext,
  type Clock,
  cryptoRandom,
  type ServiceContext,
  systemClock,
} from "../../../context.ts";
import type { Database } from "../../../db/client.ts";
import { AppError } from "../../../errors.ts";
import { oauthStates } from "../auth.schema.ts";
import { finishAuthorization, startAuthorization } from "./oauth.service.ts";

let server: OAuth2Server;
let database: Database;
let env: Record<string, string>;
let applePublicKey: KeyObject;

beforeAll(async () => {
  server = await startMockProvider();
  database = await cloneTemplateDatabase();
  const apple = appleKeyPair();
  applePublicKey = apple.publicKey;
  env = allPlatformsEnv(server, apple.privateKeyPem);
});
afterAll(async () => {
  await server.stop();
  await database.close();
});
afterEach(() => {
  for (const event of ["beforeUserinfo", "beforeResponse", "beforeTokenSigning"]) {
    server.service.removeAllListeners(event);
  }
});

function context(overrides: Record<string, string> = {}, clock: Clock = systemClock): ServiceContext {
  const config = testConfig({ ...env, ...overrides });
  return {
    ...backgroundContext({ database, config, clock, random: cryptoRandom }),
    ip: "127.0.0.1",
    userAgent: "test",
    deviceId: "",
  };
}

/** Start, let the mock provider "sign the user in", and hand back what the callback page would receive. */
async function authorize(ctx: ServiceContext, platform: OAuthPlatform) {
  const started = await startAuthorization(ctx, platform);
  const callback = await visitAuthorizationUrl(started.url);
  expect(callback.redirectedTo).toBe(`${PUBLIC_URL}/callback/${platform}`);
  expect(callback.state).toBe(started.state);
  return { ...callback, url: new URL(started.url), state: started.state, binding: started.browserBinding };
}

function onUserinfo(body: Record<string, unknown>, seen: IncomingMessage[] = []) {
  server.service.on("beforeUserinfo", (response: MutableResponse, request: IncomingMessage) => {
    seen.push(request);
    response.body = body;
  });
  return seen;
}

function onTokenRequest() {
  const seen: TokenRequestIncomingMessage[] = [];
  server.service.on("beforeResponse", (_response: MutableResponse, request: TokenRequestIncomingMessage) => {
    seen.push(request);
  });
  return seen;
}

async function loginFailure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code: ResponseCode.FAILED, message: AuthMessages.loginFailed });
  return error as AppError;
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

describe("Google (OpenID Connect with PKCE)", () => {
  it("runs the whole code flow and maps the userinfo profile", async () => {
    const ctx = context();
    const userinfoRequests = onUserinfo({
      sub: "google-1001",
      email: "  Ada.Lovelace@Example.COM ",
      email_verified: true,
      name: "Ada Lovelace",
      picture: "https://lh3.googleusercontent.com/ada.png",
    });
    const tokenRequests = onTokenRequest();
    const { url, code, state, binding } = await authorize(ctx, "google");

    expect(url.searchParams.get("scope")).toBe("openid profile email");
    expect(url.searchParams.get("client_id")).toBe("google-client");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe(`${PUBLIC_URL}/callback/google`);

    const profile = await finishAuthorization(ctx, "google", code, state, binding);
    expect(profile).toEqual({
      platform: "google",
      providerUserId: "google-1001",
      email: "ada.lovelace@example.com",
      emailVerified: true,
      name: "Ada Lovelace",
      avatar: "https://lh3.googleusercontent.com/ada.png",
    });
    // The mock checked the PKCE verifier against the challenge; the secret went in the Basic header.
    expect(tokenRequests[0]?.body.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenRequests[0]?.headers.authorization).toBe(basic("google-client", "google-secret"));
    expect(userinfoRequests[0]?.headers.authorization).toMatch(/^Bearer .{20,}/);
    const left = await database.db.select().from(oauthStates).where(eq(oauthStates.state, state));
    expect(left).toEqual([]);
  });

  it("treats an unverified email as unverified and never takes a name from the email", async () => {
    const ctx = context();
    onUserinfo({ sub: "google-1002", email: "Quiet@Example.com", email_verified: "false" });
    const { code, state, binding } = await authorize(ctx, "google");
    const profile = await finishAuthorization(ctx, "google", code, state, binding);
    expect(profile).toMatchObject({
      email: "quiet@example.com",
      emailVerified: false,
      name: "",
      avatar: null,
    });
  });
});

describe("Discord", () => {
  it("maps the users/@me document", async () => {
    const ctx = context();
    onUserinfo({
      id: "80351110224678912",
      username: "nelly",
      global_name: "Nelly",
      email: "Nelly@Discord.com",
      verified: true,
      avatar: "8342729096ea3675442027381ff50dfe",
    });
    const tokenRequests = onTokenRequest();
    const { url, code, state, binding } = await authorize(ctx, "discord");
    expect(url.searchParams.get("scope")).toBe("identify email");
    expect(url.searchParams.get("code_challenge")).not.toBeNull();

    const profile = await finishAuthorization(ctx, "discord", code, state, binding);
    expect(profile).toEqual({
      platform: "discord",
      providerUserId: "80351110224678912",
      email: "nelly@discord.com",
      emailVerified: true,
      name: "Nelly",
      avatar: "https://cdn.discordapp.com/avatars/80351110224678912/8342729096ea3675442027381ff50dfe.png",
    });
    expect(tokenRequests[0]?.headers.authorization).toBe(basic("discord-client", "discord-secret"));
  });

  it("uses the username when there is no display name, and no avatar when none is set", async () => {
    const ctx = context();
    onUserinfo({
      id: "42",
      username: "plainname",
      global_name: null,
      email: null,
      verified: false,
      avatar: null,
    });
    const { code, state, binding } = await authorize(ctx, "discord");
    const profile = await finishAuthorization(ctx, "discord", code, state, binding);
    expect(profile).toMatchObject({ name: "plainname", email: null, emailVerified: false, avatar: null });
  });
});

describe("Facebook", () => {
  it("sends the secret in the form body and asks the Graph API for the profile fields with a proof", async () => {
    const ctx = context();
    const userinfoRequests = onUserinfo({
      id: "10220000000000001",
      name: "Grace Hopper",
      email: "Grace@Navy.mil",
      picture: { data: { url: "https://graph.facebook.com/pic.jpg", is_silhouette: true } },
    });
    const tokenRequests = onTokenRequest();
    const { url, code, state, binding } = await authorize(ctx, "facebook");
    expect(url.searchParams.get("scope")).toBe("email public_profile");
    expect(url.searchParams.has("code_challenge")).toBe(false);

    const profile = await finishAuthorization(ctx, "facebook", code, state, binding);
    // Facebook returns confirmed addresses only; a silhouette is no picture at all.
    expect(profile).toMatchObject({ email: "grace@navy.mil", emailVerified: true, avatar: null });
    const tokenBody = tokenRequests[0]?.body as unknown as Record<string, string>;
    expect(tokenBody).toMatchObject({ client_id: "facebook-client", client_secret: "facebook-secret" });
    expect(tokenRequests[0]?.headers.authorization).toBeUndefined();

    const userinfo = userinfoRequests[0]!;
    const accessToken = userinfo.headers.authorization!.replace(/^Bearer /, "");
    const query = new URL(userinfo.url!, "http://mock").searchParams;
    expect(query.get("fields")).toBe("id,name,email,picture");
    expect(query.get("appsecret_proof")).toBe(
      createHmac("sha256", "facebook-secret").update(accessToken).digest("hex"),
    );
  });
});

describe("Apple", () => {
  function claims(values: Record<string, unknown>) {
    server.service.on("beforeTokenSigning", (token: MutableToken) => Object.assign(token.payload, values));
  }

  it("reads the profile from the id_token and pays with a client secret signed by the .p8 key", async () => {
    const now = new Date("2030-01-02T03:04:05Z");
    const ctx = context({}, { now: () => now });
    claims({ sub: "001234.abcdef.0102", email: "Xyz123@PrivateRelay.AppleID.com", email_verified: "true" });
    const tokenRequests = onTokenRequest();
    const { url, code, state, binding } = await authorize(ctx, "apple");
    expect(url.searchParams.get("scope")).toBe("name email");
    expect(url.searchParams.get("response_mode")).toBe("form_post");

    const profile = await finishAuthorization(ctx, "apple", code, state, binding);
    expect(profile).toEqual({
      platform: "apple",
      providerUserId: "001234.abcdef.0102",
      email: "xyz123@privaterelay.appleid.com",
      emailVerified: true,
      name: "",
      avatar: null,
    });

    const body = tokenRequests[0]?.body as unknown as Record<string, string>;
    expect(body.client_id).toBe("com.fable.signin");
    const [header, payload, signature] = body.client_secret!.split(".");
    const signed = verify(
      "sha256",
      Buffer.from(`${header}.${payload}`),
      { key: applePublicKey, dsaEncoding: "ieee-p1363" },
      Buffer.from(signature!, "base64url"),
    );
    expect(signed).toBe(true);
    expect(JSON.parse(Buffer.from(header!, "base64url").toString())).toMatchObject({
      alg: "ES256",
      kid: "KEY1234567",
    });
    const issuedAt = now.getTime() / 1000;
    expect(JSON.parse(Buffer.from(payload!, "base64url").toString())).toEqual({
      iss: "TEAM123456",
      sub: "com.fable.signin",
      aud: "https://appleid.apple.com",
      iat: issuedAt,
      exp: issuedAt + 300,
    });
  });

  it("refuses an id_token issued to another client", async () => {
    const ctx = context();
    claims({ sub: "001234.other", aud: "com.someone.else" });
    const { code, state, binding } = await authorize(ctx, "apple");
    const error = await loginFailure(finishAuthorization(ctx, "apple", code, state, binding));
    expect(error.cause).toBe("apple: id_token was issued to another client");
  });

  it("fails the login, without a crash, when the configured key is not an EC key", async () => {
    const ctx = context({ APPLE_PRIVATE_KEY: "not a key" });
    const { code, state, binding } = await authorize(ctx, "apple");
    const error = await loginFailure(finishAuthorization(ctx, "apple", code, state, binding));
    expect(error.cause).toMatch(/APPLE_PRIVATE_KEY/);
  });
});

describe("provider failures", () => {
  it("turns a code the provider refuses into 'Log in failed' without echoing the code", async () => {
    const ctx = context();
    const { state, binding } = await authorize(ctx, "google");
    const forged = "forged-authorization-code-123";
    const error = await loginFailure(finishAuthorization(ctx, "google", forged, state, binding));
    expect(error.cause).toBe("google: token endpoint refused the code: invalid_request");
    expect(`${error.message} ${String(error.cause)}`).not.toContain(forged);
  });

  it("fails when the token endpoint answers an error to a form-body client", async () => {
    const ctx = context();
    server.service.on("beforeResponse", (response: MutableResponse) => {
      response.statusCode = 400;
      response.body = { error: "invalid_grant", error_description: "code xyz was used" };
    });
    const { code, state, binding } = await authorize(ctx, "facebook");
    const error = await loginFailure(finishAuthorization(ctx, "facebook", code, state, binding));
    expect(error.cause).toBe("facebook: token endpoint answered HTTP 400: invalid_grant");
  });

  it("fails when the profile endpoint refuses the access token", async () => {
    const ctx = context();
    server.service.on("beforeUserinfo", (response: MutableResponse) => {
      response.statusCode = 401;
      response.body = { error: "invalid_token" };
    });
    const { code, state, binding } = await authorize(ctx, "discord");
    const error = await loginFailure(finishAuthorization(ctx, "discord", code, state, binding));
    expect(error.cause).toBe("discord: profile endpoint answered HTTP 401");
  });

  it("fails when the profile has no user id", async () => {
    const ctx = context();
    onUserinfo({ email: "nobody@example.com", email_verified: true });
    const { code, state, binding } = await authorize(ctx, "google");
    const error = await loginFailure(finishAuthorization(ctx, "google", code, state, binding));
    expect(error.cause).toBe("google: profile lacks or mistypes: sub");
  });

  it("fails when the provider cannot be reached", async () => {
    const ctx = context();
    const { code, state, binding } = await authorize(ctx, "google");
    const unreachable = context({ OAUTH_GOOGLE_TOKEN_URL: `http://127.0.0.1:${await closedPort()}/token` });
    const error = await loginFailure(finishAuthorization(unreachable, "google", code, state, binding));
    expect(error.cause).toBe("google: token endpoint unreachable");
  });
});
