import { createHash } from "node:crypto";
import { AuthMessages, ResponseCode } from "@fable/contract";
import { eq } from "drizzle-orm";
import type { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloneTemplateDatabase, testConfig } from "../../../../test/harness.ts";
import {
  mockEndpoints,
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
import { oauthStates } from "../auth.schema.ts";
import { finishAuthorization, startAuthorization } from "./oauth.service.ts";
import { enabledPlatforms } from "./providers.ts";

let server: OAuth2Server;
let database: Database;
let env: Record<string, string>;

beforeAll(async () => {
  server = await startMockProvider();
  database = await cloneTemplateDatabase();
  env = {
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: "google-client",
    GOOGLE_CLIENT_SECRET: "google-secret",
    DISCORD_CLIENT_ID: "discord-client",
    DISCORD_CLIENT_SECRET: "discord-secret",
    ...mockEndpoints(server, "google"),
    ...mockEndpoints(server, "discord"),
  };
});
afterAll(async () => {
  await server.stop();
  await database.close();
});

function context(clock: Clock = systemClock, overrides: Record<string, string> = {}): ServiceContext {
  const config = testConfig({ ...env, ...overrides });
  return {
    ...backgroundContext({ database, config, clock, random: cryptoRandom }),
    ip: "127.0.0.1",
    userAgent: "test",
    deviceId: "",
  };
}

/** A clock the test moves by hand. */
function movableClock(start = new Date("2030-06-01T12:00:00Z")) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

const TEN_MINUTES = 10 * 60 * 1000;

async function stateRow(state: string) {
  const [row] = await database.db.select().from(oauthStates).where(eq(oauthStates.state, state));
  return row;
}

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error as Error & { code: number },
  );
}

const loginFailed = { code: ResponseCode.FAILED, message: AuthMessages.loginFailed };

describe("authorization states", () => {
  it("stores a random state with a PKCE verifier that expires ten minutes later", async () => {
    const clock = movableClock();
    const { state, url } = await startAuthorization(context(clock), "google");
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new URL(url).searchParams.get("state")).toBe(state);
    const row = await stateRow(state);
    expect(row).toMatchObject({ platform: "google", redirectUri: `${PUBLIC_URL}/callback/google` });
    expect(row?.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row?.codeVerifier).not.toBe(state);
    expect(row?.expiresAt.getTime()).toBe(clock.now().getTime() + TEN_MINUTES);
  });

  it("accepts a state once only", async () => {
    const ctx = context();
    const { url, browserBinding } = await startAuthorization(ctx, "google");
    const { code, state } = await visitAuthorizationUrl(url);
    await expect(finishAuthorization(ctx, "google", code, state!, browserBinding)).resolves.toMatchObject({
      platform: "google",
    });
    const reused = await rejection(finishAuthorization(ctx, "google", code, state!, browserBinding));
    expect(reused).toMatchObject(loginFailed);
    expect(reused.cause).toBe("unknown or already used state");
  });

  it("refuses a state after ten minutes", async () => {
    const clock = movableClock();
    const ctx = context(clock);
    const { url, browserBinding } = await startAuthorization(ctx, "google");
    const { code, state } = await visitAuthorizationUrl(url);
    clock.advance(TEN_MINUTES);
    const expired = await rejection(finishAuthorization(ctx, "google", code, state!, browserBinding));
    expect(expired).toMatchObject(loginFailed);
    expect(expired.cause).toBe("state expired");
  });

  it("accepts a state just before it expires", async () => {
    const clock = movableClock();
    const ctx = context(clock);
    const { url, browserBinding } = await startAuthorization(ctx, "google");
    const { code, state } = await visitAuthorizationUrl(url);
    clock.advance(TEN_MINUTES - 1000);
    await expect(finishAuthorization(ctx, "google", code, state!, browserBinding)).resolves.toMatchObject({
      platform: "google",
    });
  });

  it("sweeps expired states when a new sign-in starts", async () => {
    const clock = movableClock();
    const ctx = context(clock);
    const old = await startAuthorization(ctx, "discord");
    clock.advance(TEN_MINUTES + 1);
    const fresh = await startAuthorization(ctx, "discord");
    expect(await stateRow(old.state)).toBeUndefined();
    expect(await stateRow(fresh.state)).toBeDefined();
  });

  it("refuses a state issued for another platform, and the state is used up", async () => {
    const ctx = context();
    const { url, browserBinding } = await startAuthorization(ctx, "google");
    const { code, state } = await visitAuthorizationUrl(url);
    const mismatch = await rejection(finishAuthorization(ctx, "discord", code, state!, browserBinding));
    expect(mismatch).toMatchObject(loginFailed);
    expect(mismatch.cause).toBe("state was issued for google, not discord");
    await expect(finishAuthorization(ctx, "google", code, state!, browserBinding)).rejects.toMatchObject(
      loginFailed,
    );
  });
});

describe("binding a state to the browser that started it", () => {
  const otherBrowser = { code: ResponseCode.FAILED, message: AuthMessages.oauthOtherBrowser };

  it("stores only the hash of a fresh random binding", async () => {
    const { state, browserBinding } = await startAuthorization(context(), "google");
    expect(browserBinding).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await stateRow(state);
    expect(row?.browserBindingHash).toBe(createHash("sha256").update(browserBinding).digest("hex"));
    expect(row?.browserBindingHash).not.toContain(browserBinding);
  });

  it("keeps the binding a browser already holds, so two sign-ins in two windows both finish", async () => {
    const ctx = context();
    const first = await startAuthorization(ctx, "google");
    const second = await startAuthorization(ctx, "google", undefined, first.browserBinding);
    expect(second.browserBinding).toBe(first.browserBinding);
    for (const started of [first, second]) {
      const { code, state } = await visitAuthorizationUrl(started.url);
      await expect(
        finishAuthorization(ctx, "google", code, state!, started.browserBinding),
      ).resolves.toMatchObject({ platform: "google" });
    }
  });

  it("refuses the attacker's state in the victim's browser, which holds its own binding", async () => {
    const ctx = context();
    const attacker = await startAuthorization(ctx, "google");
    const victim = await startAuthorization(ctx, "google");
    const { code, state } = await visitAuthorizationUrl(attacker.url);
    const refused = await rejection(finishAuthorization(ctx, "google", code, state!, victim.browserBinding));
    expect(refused).toMatchObject(otherBrowser);
    expect(refused.cause).toBe("state was started by another browser");
  });

  it("refuses a state presented with no binding at all, and the state is used up", async () => {
    const ctx = context();
    const started = await startAuthorization(ctx, "google");
    const { code, state } = await visitAuthorizationUrl(started.url);
    const refused = await rejection(finishAuthorization(ctx, "google", code, state!, null));
    expect(refused).toMatchObject(otherBrowser);
    expect(refused.cause).toBe("no browser binding cookie");
    await expect(
      finishAuthorization(ctx, "google", code, state!, started.browserBinding),
    ).rejects.toMatchObject(loginFailed);
  });

  it("refuses a state stored before states were bound", async () => {
    const ctx = context();
    const started = await startAuthorization(ctx, "google");
    await database.db
      .update(oauthStates)
      .set({ browserBindingHash: null })
      .where(eq(oauthStates.state, started.state));
    const { code, state } = await visitAuthorizationUrl(started.url);
    await expect(
      finishAuthorization(ctx, "google", code, state!, started.browserBinding),
    ).rejects.toMatchObject(otherBrowser);
  });

  it("makes a new binding when the one presented is malformed", async () => {
    const started = await startAuthorization(context(), "google", undefined, "short; Path=/");
    expect(started.browserBinding).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("redirect URIs", () => {
  it("uses a callback page the caller names", async () => {
    const redirectUri = `${PUBLIC_URL}/callback/google?popup=1`;
    const { url, state } = await startAuthorization(context(), "google", redirectUri);
    expect(new URL(url).searchParams.get("redirect_uri")).toBe(redirectUri);
    expect((await stateRow(state))?.redirectUri).toBe(redirectUri);
  });

  it.each([
    "https://evil.example/callback/google",
    `${PUBLIC_URL}.evil.example/callback/google`,
    `${PUBLIC_URL}/login`,
    `${PUBLIC_URL}/callback/../api/user/info`,
    "not a url",
  ])("refuses %s", async (redirectUri) => {
    const error = await rejection(startAuthorization(context(), "google", redirectUri));
    expect(error).toMatchObject({ code: ResponseCode.INVALID_INPUT });
    expect(error.message).toContain("query.redirectUri");
  });
});

describe("enabled platforms", () => {
  it("refuses a platform that is not configured, at both ends", async () => {
    const ctx = context();
    const disabled = { code: ResponseCode.INVALID_INPUT, message: AuthMessages.oauthDisabled };
    await expect(startAuthorization(ctx, "facebook")).rejects.toMatchObject(disabled);
    await expect(finishAuthorization(ctx, "apple", "code", "state", null)).rejects.toMatchObject(disabled);
  });

  it("lists only platforms with every credential", () => {
    const partial = {
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      DISCORD_CLIENT_ID: "id-without-secret",
      FACEBOOK_CLIENT_ID: "id",
      FACEBOOK_CLIENT_SECRET: "secret",
      APPLE_CLIENT_ID: "com.example",
      APPLE_TEAM_ID: "TEAM",
      APPLE_KEY_ID: "KEY",
    };
    expect(enabledPlatforms(testConfig(partial))).toEqual(["google", "facebook"]);
    expect(enabledPlatforms(testConfig({ ...partial, APPLE_PRIVATE_KEY: "pem" }))).toEqual([
      "google",
      "apple",
      "facebook",
    ]);
    expect(enabledPlatforms(testConfig())).toEqual([]);
  });
});
