import type { ReviewStatus, Visibility } from "@fable/contract";

/** What a bot's review state shows: nothing once approved (docs/product.md#bot-review). */
export type ReviewBadgeState = { kind: "inReview" } | { kind: "rejected"; reason: string | null } | null;

export function reviewBadgeState(status: ReviewStatus, reason?: string | null): ReviewBadgeState {
  if (status === "pending") return { kind: "inReview" };
  if (status === "rejected") return { kind: "rejected", reason: reason?.trim() || null };
  return null;
}

export const VISIBILITIES: readonly Visibility[] = ["public", "unlisted", "private"];

/** Why a control is off: the bot waits for review, or a draft lacks the greeting publishing needs. */
export type BlockReason = "inReview" | "needsGreeting";

export interface VisibilityOption {
  value: Visibility;
  current: boolean;
  /** Choosing it sends the bot to review (where the site reviews bots at all). */
  goesToReview: boolean;
  blockedBy: BlockReason | null;
}

interface BotState {
  visibility: Visibility;
  reviewStatus: ReviewStatus;
  needsGreeting: boolean;
}

/**
 * Showing a bot to others needs review; hiding it does not (private bots are seen by no one but
 * their creator, so the server approves them at once).
 */
export function visibilityGoesToReview(from: Visibility, to: Visibility): boolean {
  return to !== from && to !== "private";
}

/**
 * The visibility choices of one bot, as the server allows them: nothing changes while the bot is in
 * review (even making it private: docs/product.md#bot-review), and a draft without a greeting cannot be
 * published.
 */
export function visibilityOptions(bot: BotState): VisibilityOption[] {
  return VISIBILITIES.map((value) => {
    const current = value === bot.visibility;
    let blockedBy: BlockReason | null = null;
    if (!current && bot.reviewStatus === "pending") blockedBy = "inReview";
    else if (!current && value !== "private" && bot.needsGreeting) blockedBy = "needsGreeting";
    return { value, current, goesToReview: visibilityGoesToReview(bot.visibility, value), blockedBy };
  });
}

/** "Unable to edit while in review" (docs/product.md#bot-review). */
export function editBlockedBy(bot: Pick<BotState, "reviewStatus">): BlockReason | null {
  return bot.reviewStatus === "pending" ? "inReview" : null;
}

/** The creator may always export; others only a public bot whose creator shares its definition. */
export function canExportCard(bot: { isOwner: boolean; definitionVisible: boolean; visibility: Visibility }) {
  return bot.isOwner || (bot.definitionVisible && bot.visibility === "public");
}

/** User types the server lets decide reviews (it also admits the emails listed in ADMIN_EMAILS). */
const REVIEWER_TYPES: readonly string[] = ["reviewer", "admin"];

export function canReview(userType: string | null | undefined): boolean {
  return REVIEWER_TYPES.includes(userType ?? "");
}

/** Whether the user menu offers the admin pages (Models); the server decides, this only hides the link. */
export function isAdmin(userType: string | null | undefined): boolean {
  return userType === "admin";
}

/** Each botType's own editor (BotType: 2 text adventure, 4 PDF bot; literal here, off the home chunk). */
const EDITOR_BY_TYPE: Record<number, string> = { 2: "adventure", 4: "pdf" };

/** The editor of a bot: the adventure form, the PDF bot form, or the character editor. */
export function editBotPath(botId: string, botType = 1): string {
  return `/create/${EDITOR_BY_TYPE[botType] ?? "bot"}?botId=${encodeURIComponent(botId)}`;
}

/** The play screen of a text adventure (built with the story-play part of issue 19). */
export function adventurePath(botId: string): string {
  return `/adventure/${encodeURIComponent(botId)}`;
}

export function botProfilePath(botId: string): string {
  return `/botProfile/${encodeURIComponent(botId)}`;
}

/** `/botProfile/{botId}`; a readable `{botId}-{name}` suffix is tolerated, anything else is no bot. */
export function parseBotIdParam(param: string | undefined): string | null {
  const match = /^(\d{1,18})(?:-.*)?$/.exec(param ?? "");
  return match ? match[1]! : null;
}
