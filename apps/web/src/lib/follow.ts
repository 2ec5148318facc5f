import type { FollowStateName } from "@fable/contract";

/** The viewer's follow flags towards one person, as the server reports them. */
export interface FollowFlags {
  /** The viewer follows them. */
  followed: boolean;
  /** They follow the viewer. */
  beFollowed: boolean;
}

/**
 * The follow button (docs/product.md#follow-button): Friends when both follow each other, Following when only
 * the viewer does.
 */
export function followStateOf(flags: FollowFlags): FollowStateName {
  if (flags.followed && flags.beFollowed) return "FRIENDS";
  return flags.followed ? "FOLLOWING" : "FOLLOW";
}

export interface FollowClickContext extends FollowFlags {
  signedIn: boolean;
  /** The person accepts new followers (privacy "allow follows"); unknown counts as yes. */
  allowFollow: boolean;
  /** A follow or unfollow of this button is on its way. */
  pending: boolean;
  /** Asks the shared 2 s gate for a pass; only called when a request would really be sent. */
  tryPass: () => boolean;
}

export type FollowClick = "login" | "follow" | "unfollow" | "ignore";

/**
 * What a click on the follow button does (docs/product.md#follow-button): visitors get the login modal; one
 * follow or unfollow per 2 s, clicks in between do nothing; nobody starts following someone who does not
 * allow it, though an existing follow can still be undone.
 */
export function followClick(context: FollowClickContext): FollowClick {
  if (!context.signedIn) return "login";
  if (context.pending) return "ignore";
  if (!context.followed && !context.allowFollow) return "ignore";
  if (!context.tryPass()) return "ignore";
  return context.followed ? "unfollow" : "follow";
}
