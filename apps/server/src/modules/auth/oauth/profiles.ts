import { EMAIL_PATTERN, type OAuthPlatform } from "@fable/contract";
import { z } from "zod";

/** Who signed in at the provider, in the same shape whichever provider it was. */
export interface OAuthProfile {
  platform: OAuthPlatform;
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  /** The name the user has at the provider; "" when it shares none (Apple never does). */
  name: string;
  avatar: string | null;
}

/** Apple (and some older Google responses) send booleans as the strings "true" / "false". */
const Flag = z
  .union([z.boolean(), z.enum(["true", "false"])])
  .optional()
  .transform((value) => value === true || value === "true");

const optionalText = z.string().nullish();

const GoogleUserinfo = z.object({
  sub: z.string().min(1),
  email: optionalText,
  email_verified: Flag,
  name: optionalText,
  picture: optionalText,
});

const DiscordUser = z.object({
  id: z.string().min(1),
  username: optionalText,
  global_name: optionalText,
  email: optionalText,
  verified: Flag,
  avatar: optionalText,
});

const FacebookUser = z.object({
  id: z.string().min(1),
  name: optionalText,
  email: optionalText,
  picture: z
    .object({ data: z.object({ url: optionalText, is_silhouette: z.boolean().optional() }).optional() })
    .nullish(),
});

export const AppleIdTokenClaims = z.object({
  sub: z.string().min(1),
  aud: z.union([z.string(), z.array(z.string())]),
  email: optionalText,
  email_verified: Flag,
});

/**
 * Lower-cased and trimmed so one person's addresses compare equal across providers; anything the email
 * rules of the contract would refuse is dropped rather than stored as an address nobody can use.
 */
export function normalizeEmail(email: string | null | undefined): string | null {
  const trimmed = email?.trim().toLowerCase();
  return trimmed && EMAIL_PATTERN.test(trimmed) ? trimmed : null;
}

/** The provider's name for the user, or "" when it has none: never the email, which a public name would leak. */
function displayName(candidates: (string | null | undefined)[]) {
  for (const candidate of candidates) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed;
  }
  return "";
}

function profile(
  platform: OAuthPlatform,
  providerUserId: string,
  rawEmail: string | null | undefined,
  emailVerified: boolean,
  names: (string | null | undefined)[],
  avatar: string | null | undefined,
): OAuthProfile {
  const email = normalizeEmail(rawEmail);
  return {
    platform,
    providerUserId,
    email,
    emailVerified: email !== null && emailVerified,
    name: displayName(names),
    avatar: avatar || null,
  };
}

/** Maps a provider's profile document; throws a ZodError when it lacks what identifies the user. */
export function profileFromDocument(
  platform: Exclude<OAuthPlatform, "apple">,
  document: unknown,
): OAuthProfile {
  switch (platform) {
    case "google": {
      const user = GoogleUserinfo.parse(document);
      return profile(platform, user.sub, user.email, user.email_verified, [user.name], user.picture);
    }
    case "discord": {
      const user = DiscordUser.parse(document);
      const avatar = user.avatar ? `https://cdn.discordapp.com/avatars/${user.id}/${user.avatar}.png` : null;
      return profile(platform, user.id, user.email, user.verified, [user.global_name, user.username], avatar);
    }
    case "facebook": {
      const user = FacebookUser.parse(document);
      const picture = user.picture?.data;
      const avatar = picture?.is_silhouette ? null : picture?.url;
      // Facebook only returns addresses it has confirmed.
      return profile(platform, user.id, user.email, true, [user.name], avatar);
    }
  }
}

/** Apple sends no name in the id_token (only once, in the form post): a new account gets a generated name. */
export function profileFromAppleClaims(claims: z.infer<typeof AppleIdTokenClaims>): OAuthProfile {
  return profile("apple", claims.sub, claims.email, claims.email_verified, [], null);
}
