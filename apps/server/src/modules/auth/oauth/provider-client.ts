import { createHmac } from "node:crypto";
import {
  ArcticFetchError,
  CodeChallengeMethod,
  decodeIdToken,
  OAuth2Client,
  OAuth2RequestError,
  OAuth2Tokens,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from "arctic";
import { ZodError } from "zod";
import { appleClientSecret } from "./apple-secret.ts";
import {
  AppleIdTokenClaims,
  type OAuthProfile,
  profileFromAppleClaims,
  profileFromDocument,
} from "./profiles.ts";
import type { ProviderDefinition } from "./providers.ts";

/**
 * A provider conversation that went wrong. The reason is built only from status codes and OAuth error
 * codes, never from response bodies, tokens or authorization codes, so it is safe to log.
 */
export class ProviderFailure extends Error {
  override name = "ProviderFailure";
}

const USER_AGENT = "Fable";

/** OAuth error codes are short ASCII words; anything else is not echoed into logs. */
function safeErrorCode(value: unknown): string {
  return typeof value === "string" && /^[a-z_]{1,64}$/.test(value) ? value : "unrecognised error";
}

function clientFor(provider: ProviderDefinition, redirectUri: string) {
  return new OAuth2Client(provider.clientId, provider.clientSecret, redirectUri);
}

export function authorizationUrl(
  provider: ProviderDefinition,
  state: string,
  redirectUri: string,
  codeVerifier: string,
): URL {
  const client = clientFor(provider, redirectUri);
  const url = provider.pkce
    ? client.createAuthorizationURLWithPKCE(
        provider.authorizationUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        provider.scopes,
      )
    : client.createAuthorizationURL(provider.authorizationUrl, state, provider.scopes);
  for (const [name, value] of Object.entries(provider.extraAuthorizationParams))
    url.searchParams.set(name, value);
  return url;
}

function describeArcticError(error: unknown): string {
  if (error instanceof OAuth2RequestError)
    return `token endpoint refused the code: ${safeErrorCode(error.code)}`;
  if (error instanceof UnexpectedResponseError || error instanceof UnexpectedErrorResponseBodyError) {
    return `token endpoint answered HTTP ${error.status}`;
  }
  if (error instanceof ArcticFetchError) return "token endpoint unreachable";
  return "token request failed";
}

function signedAppleSecret(provider: ProviderDefinition, now: Date) {
  try {
    return appleClientSecret(provider.appleKey!, provider.clientId, now);
  } catch {
    throw new ProviderFailure("APPLE_PRIVATE_KEY is not a usable P-256 private key");
  }
}

/** Facebook and Apple take the client credentials in the form body. */
async function exchangeWithBodyCredentials(provider: ProviderDefinition, form: URLSearchParams, now: Date) {
  form.set("client_id", provider.clientId);
  form.set("client_secret", provider.appleKey ? signedAppleSecret(provider, now) : provider.clientSecret!);
  const response = await fetch(provider.tokenUrl, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
      "user-agent": USER_AGENT,
    },
    body: form,
  }).catch(() => {
    throw new ProviderFailure("token endpoint unreachable");
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const code = data && typeof data === "object" && "error" in data ? `: ${safeErrorCode(data.error)}` : "";
    throw new ProviderFailure(`token endpoint answered HTTP ${response.status}${code}`);
  }
  if (!data || typeof data !== "object") throw new ProviderFailure("token endpoint answered without JSON");
  return new OAuth2Tokens(data);
}

export async function exchangeCode(
  provider: ProviderDefinition,
  code: string,
  redirectUri: string,
  codeVerifier: string,
  now: Date,
): Promise<OAuth2Tokens> {
  if (provider.tokenAuth === "body") {
    const form = new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: redirectUri });
    if (provider.pkce) form.set("code_verifier", codeVerifier);
    return exchangeWithBodyCredentials(provider, form, now);
  }
  return clientFor(provider, redirectUri)
    .validateAuthorizationCode(provider.tokenUrl, code, provider.pkce ? codeVerifier : null)
    .catch((error: unknown) => {
      throw new ProviderFailure(describeArcticError(error));
    });
}

function accessTokenOf(tokens: OAuth2Tokens): string {
  try {
    return tokens.accessToken();
  } catch {
    throw new ProviderFailure("token response has no access_token");
  }
}

function userinfoRequestUrl(provider: ProviderDefinition, accessToken: string): URL {
  const url = new URL(provider.userinfoUrl!);
  if (provider.platform === "facebook") {
    if (!url.searchParams.has("fields")) url.searchParams.set("fields", "id,name,email,picture");
    // Proves the call comes from the app's server; required when the app enables "Require App Secret".
    url.searchParams.set(
      "appsecret_proof",
      createHmac("sha256", provider.clientSecret!).update(accessToken).digest("hex"),
    );
  }
  return url;
}

async function fetchUserinfo(provider: ProviderDefinition, accessToken: string): Promise<unknown> {
  const response = await fetch(userinfoRequestUrl(provider, accessToken), {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json", "user-agent": USER_AGENT },
  }).catch(() => {
    throw new ProviderFailure("profile endpoint unreachable");
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderFailure(`profile endpoint answered HTTP ${response.status}`);
  }
  return response.json().catch(() => {
    throw new ProviderFailure("profile endpoint answered without JSON");
  });
}

function appleProfile(provider: ProviderDefinition, tokens: OAuth2Tokens): OAuthProfile {
  let claims: unknown;
  try {
    // Not signature-checked: it came straight from the token endpoint over TLS (OpenID Connect Core 3.1.3.7).
    claims = decodeIdToken(tokens.idToken());
  } catch {
    throw new ProviderFailure("token response has no readable id_token");
  }
  const parsed = AppleIdTokenClaims.parse(claims);
  const audiences = Array.isArray(parsed.aud) ? parsed.aud : [parsed.aud];
  if (!audiences.includes(provider.clientId))
    throw new ProviderFailure("id_token was issued to another client");
  return profileFromAppleClaims(parsed);
}

export async function fetchProfile(
  provider: ProviderDefinition,
  tokens: OAuth2Tokens,
): Promise<OAuthProfile> {
  try {
    if (provider.platform === "apple") return appleProfile(provider, tokens);
    const document = await fetchUserinfo(provider, accessTokenOf(tokens));
    return profileFromDocument(provider.platform, document);
  } catch (error) {
    if (error instanceof ZodError) {
      const fields = [...new Set(error.issues.map((issue) => issue.path.join(".") || "body"))].join(", ");
      throw new ProviderFailure(`profile lacks or mistypes: ${fields}`);
    }
    throw error;
  }
}
