/**
 * When the app claims the daily reward and when the daily reward modal shows (docs/product.md#daily-reward).
 * The server grants the reward once a UTC day to an account whose email is validated; the app asks
 * once a UTC day per user on this browser (after sign-in or on load), remembered in localStorage.
 */

/** localStorage key of the last claim: `{userId}:{YYYY-MM-DD}` (UTC). */
export const DAILY_REWARD_STORAGE_KEY = "fable.dailyReward";

/** The UTC day of `now`, as the server's idempotency key spells it. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Milliseconds from `now` to the start of the next UTC day, when a new reward can be claimed. */
export function msUntilNextUtcDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return next - now.getTime();
}

/** What is kept after a claim: whose and which day. */
export function claimMarker(userId: string, day: string): string {
  return `${userId}:${day}`;
}

/** The signed-in user, as far as the claim needs to know. */
export interface RewardViewer {
  userId: string;
  email: string | null;
  needValidEmail: boolean;
}

/** An email that is there and not waiting for its code: the only accounts the server rewards. */
export function hasValidatedEmail(viewer: Pick<RewardViewer, "email" | "needValidEmail">): boolean {
  return viewer.email !== null && !viewer.needValidEmail;
}

/** True when today's reward has not been asked for yet by this user on this browser. */
export function shouldClaimDailyReward(
  viewer: RewardViewer | null,
  lastClaim: string | null,
  today: string,
): boolean {
  if (!viewer || !hasValidatedEmail(viewer)) return false;
  return lastClaim !== claimMarker(viewer.userId, today);
}

/** What decides whether the modal is on screen (spec §4: token, credits above 0, no email pending, no subscribe modal). */
export interface RewardModalState {
  signedIn: boolean;
  /** Credits granted by the last claim; closing the modal sets it to 0. */
  granted: number;
  /** The login modal is open (verifying an email or binding one). */
  emailPending: boolean;
  subscribeOpen: boolean;
  /** The one-time name prompt is up; the reward waits for it rather than stacking a second modal. */
  namePromptOpen: boolean;
}

export function shouldShowDailyReward(state: RewardModalState): boolean {
  const otherModal = state.emailPending || state.subscribeOpen || state.namePromptOpen;
  return state.signedIn && state.granted > 0 && !otherModal;
}
