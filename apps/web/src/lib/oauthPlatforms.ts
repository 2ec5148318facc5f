import type { OAuthPlatform } from "@fable/contract";

/*
 * Kept apart from authRules.ts: the app frame needs only these two on the first download, and a
 * module shared with lazy screens is bundled whole into the first download.
 */
export const OAUTH_PLATFORMS = [
  "google",
  "discord",
  "apple",
  "facebook",
] as const satisfies readonly OAuthPlatform[];

export function isOAuthPlatform(value: unknown): value is OAuthPlatform {
  return typeof value === "string" && (OAUTH_PLATFORMS as readonly string[]).includes(value);
}
