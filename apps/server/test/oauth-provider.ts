import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { createServer } from "node:net";
import type { OAuthPlatform } from "@fable/contract";
import { OAuth2Server } from "oauth2-mock-server";

/** A real OAuth 2 / OpenID Connect server on a free local port, standing in for every provider. */
export async function startMockProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  return server;
}

export const PUBLIC_URL = "https://fable.test";

/** Points one platform's endpoints at the mock server. */
export function mockEndpoints(server: OAuth2Server, platform: OAuthPlatform): Record<string, string> {
  const issuer = server.issuer.url!;
  const key = platform.toUpperCase();
  return {
    [`OAUTH_${key}_AUTHORIZATION_URL`]: `${issuer}/authorize`,
    [`OAUTH_${key}_TOKEN_URL`]: `${issuer}/token`,
    [`OAUTH_${key}_USERINFO_URL`]: `${issuer}/userinfo`,
  };
}

/** Apple signs its client secret with an EC P-256 key; tests make one and keep the public half to check it. */
export function appleKeyPair(): { privateKeyPem: string; publicKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  return { privateKeyPem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(), publicKey };
}

/** Credentials and mock endpoints for all four platforms. */
export function allPlatformsEnv(server: OAuth2Server, applePrivateKeyPem: string): Record<string, string> {
  return {
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: "google-client",
    GOOGLE_CLIENT_SECRET: "google-secret",
    DISCORD_CLIENT_ID: "discord-client",
    DISCORD_CLIENT_SECRET: "discord-secret",
    FACEBOOK_CLIENT_ID: "facebook-client",
    FACEBOOK_CLIENT_SECRET: "facebook-secret",
    APPLE_CLIENT_ID: "com.fable.signin",
    APPLE_TEAM_ID: "TEAM123456",
    APPLE_KEY_ID: "KEY1234567",
    // Written with "\n" escapes, as in an environment file.
    APPLE_PRIVATE_KEY: applePrivateKeyPem.trim().replaceAll("\n", "\\n"),
    ...mockEndpoints(server, "google"),
    ...mockEndpoints(server, "discord"),
    ...mockEndpoints(server, "facebook"),
    ...mockEndpoints(server, "apple"),
  };
}

/** What the browser does at the provider: the mock signs the user in at once and redirects back. */
export async function visitAuthorizationUrl(url: string) {
  const response = await fetch(url, { redirect: "manual" });
  if (response.status !== 302) throw new Error(`the provider answered ${response.status}, not a redirect`);
  const location = new URL(response.headers.get("location")!);
  return {
    redirectedTo: `${location.origin}${location.pathname}`,
    code: location.searchParams.get("code")!,
    state: location.searchParams.get("state"),
  };
}

/** A loopback port nothing listens on: it was free a moment ago and has been released. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
