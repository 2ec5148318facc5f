import { z } from "zod";
import { BotCard, Visibility } from "./bots.ts";
import { ReviewStatus } from "./character.ts";
import { LIMITS } from "./limits.ts";

/**
 * Messages of follows and creator profiles that users read (docs/product.md#follow-button,
 * docs/product.md#privacy-settings).
 */
export const SocialMessages = {
  /** Same wording as the account lookups of the users module. */
  userNotFound: "User not found",
  selfFollow: "You cannot follow yourself",
  followNotAllowed: "This user does not accept new followers",
  pinLimit: "You can pin up to 3 bots to your profile. Unpin one first",
} as const;

/** Bots a creator may pin to the top of their profile. */
export const PROFILE_PIN_MAX = 3;
export const SOCIAL_PAGE_MAX = 50;
const SOCIAL_PAGE_DEFAULT = 20;

const id = (name: string) => z.string().regex(/^\d{1,18}$/, `${name} must be an id`);
/** Ids arrive as strings or numbers from older clients; both mean the same row. */
const idLike = (name: string) =>
  z.union([id(name), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)]).transform(String);
/** A query-string value left empty means "not given". */
const blankIsMissing = (value: unknown) => (value === "" ? undefined : value);
const queryNumber = (max: number, fallback: number) =>
  z.preprocess(blankIsMissing, z.coerce.number().int().min(1).max(max).default(fallback));

/** The follow button (docs/product.md#follow-button): Follow; Following; Friends when followed back. */
export const FollowStateName = z.enum(["FOLLOW", "FOLLOWING", "FRIENDS"]);
export type FollowStateName = z.infer<typeof FollowStateName>;

/** POST /userFollow/follow and /userFollow/cancelFollow. */
export const FollowRequest = z.object({ followUserId: idLike("followUserId") });
export type FollowRequest = z.infer<typeof FollowRequest>;

/** The follow button's state after a follow or unfollow, seen from the signed-in user. */
export const FollowResult = z.object({
  userId: z.string(),
  /** The signed-in user follows this user. */
  followed: z.boolean(),
  /** This user follows the signed-in user. */
  beFollowed: z.boolean(),
  state: FollowStateName,
  /** This user's followers now. */
  fans: z.number().int(),
});
export type FollowResult = z.infer<typeof FollowResult>;

/** POST /userFollow/removeFans. */
export const RemoveFansRequest = z.object({ fansUserId: idLike("fansUserId") });
export type RemoveFansRequest = z.infer<typeof RemoveFansRequest>;

export const RemoveFansResult = z.object({
  fansUserId: z.string(),
  /** False when that user was not following you (nothing to remove). */
  removed: z.boolean(),
  /** Your followers now. */
  fans: z.number().int(),
});
export type RemoveFansResult = z.infer<typeof RemoveFansResult>;

/** A page of one user's things; userId left out means the signed-in user. */
export const UserPageQuery = z.object({
  userId: z.preprocess(blankIsMissing, id("userId").optional()),
  page: queryNumber(LIMITS.integerMax, 1),
  limit: queryNumber(SOCIAL_PAGE_MAX, SOCIAL_PAGE_DEFAULT),
});
export type UserPageQuery = z.infer<typeof UserPageQuery>;

/** One person in a fans or follows list, with the viewer's follow flags towards them. */
export const FollowUser = z.object({
  id: z.string(),
  userId: z.string(),
  userSlug: z.string(),
  userName: z.string(),
  avatar: z.string(),
  vipEnum: z.string(),
  bio: z.string(),
  followed: z.boolean(),
  beFollowed: z.boolean(),
});
export type FollowUser = z.infer<typeof FollowUser>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    list: z.array(item),
  });

/** GET /userFollow/listFans and /userFollow/listFollows: newest follow first. */
export const FollowUserPage = pageOf(FollowUser);
export type FollowUserPage = z.infer<typeof FollowUserPage>;

/** GET /profile/info; userId left out means the signed-in user. */
export const ProfileQuery = z.object({ userId: z.preprocess(blankIsMissing, id("userId").optional()) });
export type ProfileQuery = z.infer<typeof ProfileQuery>;

/** A creator's public profile (docs/product.md#creator-profile). */
export const CreatorProfile = z.object({
  id: z.string(),
  userId: z.string(),
  userSlug: z.string(),
  userName: z.string(),
  avatar: z.string(),
  bio: z.string(),
  vipEnum: z.string(),
  fans: z.number().int(),
  follows: z.number().int(),
  /** Bots anyone may see in lists (public and approved). */
  publicBots: z.number().int(),
  /** Chats and likes added up over those bots. */
  chats: z.number().int(),
  likes: z.number().int(),
  followed: z.boolean(),
  beFollowed: z.boolean(),
  /** The creator accepts new followers (privacy setting "allow follows"). */
  allowFollow: z.boolean(),
  /** The viewer is looking at their own profile. */
  isSelf: z.boolean(),
});
export type CreatorProfile = z.infer<typeof CreatorProfile>;

/** A bot on a creator's profile: the home card, plus what the creator needs to manage it. */
export const ProfileBot = BotCard.extend({
  pinned: z.boolean(),
  visibility: Visibility,
  reviewStatus: ReviewStatus,
});
export type ProfileBot = z.infer<typeof ProfileBot>;

/** GET /profile/public-bots: pinned bots first (last pinned first), then most chats. */
export const ProfileBotPage = pageOf(ProfileBot);
export type ProfileBotPage = z.infer<typeof ProfileBotPage>;

/** GET /profile/favorites: the bots the user liked, newest like first. */
export const FavoriteBotPage = pageOf(BotCard);
export type FavoriteBotPage = z.infer<typeof FavoriteBotPage>;

/** POST /profile/setTop and /profile/unsetTop. */
export const ProfilePinRequest = z.object({ botId: idLike("botId") });
export type ProfilePinRequest = z.infer<typeof ProfilePinRequest>;

export const ProfilePinResult = z.object({
  botId: z.string(),
  pinned: z.boolean(),
  /** The creator's pinned bots now (at most PROFILE_PIN_MAX). */
  pinnedCount: z.number().int(),
});
export type ProfilePinResult = z.infer<typeof ProfilePinResult>;
