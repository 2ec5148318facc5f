import { OAuthPlatform } from "@fable/contract";
import type { Config } from "../../../config.ts";

type EndpointName = "AUTHORIZATION_URL" | "TOKEN_URL" | "USERINFO_URL";

/** Credentials of the Apple developer account; Apple has no client secret, one is signed from the .p8 key. */
export interface AppleKey {
  teamId: string;
  keyId: string;
  privateKeyPem: string;
}

export interface ProviderDefinition {
  platform: OAuthPlatform;
  clientId: string;
  /** Null for Apple, whose secret is a short-lived JWT signed with `appleKey`. */
  clientSecret: string | null;
  appleKey: AppleKey | null;
  authorizationUrl: string;
  tokenUrl: string;
  /** Null where the profile comes from the id_token instead (Apple). */
  userinfoUrl: string | null;
  scopes: string[];
  pkce: boolean;
  /**
   * Google and Discord accept client_secret_basic; Facebook and Apple document only credentials in the
   * form body, so sending them in an Authorization header would be refused.
   */
  tokenAuth: "basic" | "body";
  extraAuthorizationParams: Record<string, string>;
}

type Defaults = Pick<ProviderDefinition, "scopes" | "pkce" | "tokenAuth" | "extraAuthorizationParams"> & {
  endpoints: Record<EndpointName, string | null>;
};

/** Pinned so a Graph API default-version change cannot silently alter the fields returned. */
const FACEBOOK_GRAPH = "https://graph.facebook.com/v23.0";

const DEFAULTS: Record<OAuthPlatform, Defaults> = {
  google: {
    endpoints: {
      AUTHORIZATION_URL: "https://accounts.google.com/o/oauth2/v2/auth",
      TOKEN_URL: "https://oauth2.googleapis.com/token",
      USERINFO_URL: "https://openidconnect.googleapis.com/v1/userinfo",
    },
    scopes: ["openid", "profile", "email"],
    pkce: true,
    tokenAuth: "basic",
    extraAuthorizationParams: {},
  },
  discord: {
    endpoints: {
      AUTHORIZATION_URL: "https://discord.com/oauth2/authorize",
      TOKEN_URL: "https://discord.com/api/oauth2/token",
      USERINFO_URL: "https://discord.com/api/users/@me",
    },
    scopes: ["identify", "email"],
    pkce: true,
    tokenAuth: "basic",
    extraAuthorizationParams: {},
  },
  facebook: {
    endpoints: {
      AUTHORIZATION_URL: "https://www.facebook.com/v23.0/dialog/oauth",
      TOKEN_URL: `${FACEBOOK_GRAPH}/oauth/access_token`,
      USERINFO_URL: `${FACEBOOK_GRAPH}/me`,
    },
    scopes: ["email", "public_profile"],
    pkce: false,
    tokenAuth: "body",
    extraAuthorizationParams: {},
  },
  apple: {
    endpoints: {
      AUTHORIZATION_URL: "https://appleid.apple.com/auth/authorize",
      TOKEN_URL: "https://appleid.apple.com/auth/token",
      USERINFO_URL: null,
    },
    scopes: ["name", "email"],
    pkce: false,
    tokenAuth: "body",
    // Apple refuses the name and email scopes unless the result is POSTed back to the redirect URI.
    extraAuthorizationParams: { response_mode: "form_post" },
  },
};

function endpoint(config: Config, platform: OAuthPlatform, name: EndpointName): string | null {
  return config[`OAUTH_${platformKey(platform)}_${name}`] ?? DEFAULTS[platform].endpoints[name];
}

function platformKey<P extends OAuthPlatform>(platform: P) {
  return platform.toUpperCase() as Uppercase<P>;
}

function credentials(config: Config, platform: OAuthPlatform) {
  if (platform === "apple") {
    const { APPLE_CLIENT_ID, APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY } = config;
    if (!APPLE_CLIENT_ID || !APPLE_TEAM_ID || !APPLE_KEY_ID || !APPLE_PRIVATE_KEY) return null;
    // Environment files often cannot hold a multi-line PEM, so "\n" escapes are accepted.
    const privateKeyPem = APPLE_PRIVATE_KEY.replaceAll("\\n", "\n");
    return {
      clientId: APPLE_CLIENT_ID,
      clientSecret: null,
      appleKey: { teamId: APPLE_TEAM_ID, keyId: APPLE_KEY_ID, privateKeyPem },
    };
  }
  const key = platformKey(platform);
  const clientId = config[`${key}_CLIENT_ID`];
  const clientSecret = config[`${key}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return null;
  return { clientId, clientSecret, appleKey: null };
}

/** The provider as configured, or null when any of its credentials is missing (the platform is disabled). */
export function providerFor(config: Config, platform: OAuthPlatform): ProviderDefinition | null {
  const found = credentials(config, platform);
  if (!found) return null;
  const { endpoints: _defaults, ...rest } = DEFAULTS[platform];
  return {
    platform,
    ...found,
    ...rest,
    authorizationUrl: endpoint(config, platform, "AUTHORIZATION_URL")!,
    tokenUrl: endpoint(config, platform, "TOKEN_URL")!,
    userinfoUrl: platform === "apple" ? null : endpoint(config, platform, "USERINFO_URL"),
  };
}

/** Platforms whose credentials are all configured, in the contract's order. */
export function enabledPlatforms(config: Config): OAuthPlatform[] {
  return OAuthPlatform.options.filter((platform) => providerFor(config, platform) !== null);
}
