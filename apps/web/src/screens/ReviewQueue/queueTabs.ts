import type { ReportItem, ReviewedPopularSearch } from "@fable/contract";
import { profilePath } from "../../lib/paths";

export const QUEUE_TABS = ["bots", "reports", "searches", "chapters"] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];

/** `?tab=` of /admin/review: anything unknown (or nothing) is the bot queue, the first tab. */
export function queueTabOf(value: string | null): QueueTab {
  return QUEUE_TABS.find((tab) => tab === value) ?? QUEUE_TABS[0];
}

/**
 * Where a reviewer can look at what was reported: bots and users have pages of their own; messages,
 * posts and reviews are judged from the preview line, as are targets that are gone (null preview).
 */
export function reportTargetPath(
  report: Pick<ReportItem, "targetType" | "targetId" | "targetPreview">,
): string | null {
  if (report.targetPreview === null) return null;
  if (report.targetType === "bot") return `/botProfile/${encodeURIComponent(report.targetId)}`;
  if (report.targetType === "user")
    return profilePath({ userId: report.targetId, userName: report.targetPreview });
  return null;
}

export type PopularSearchState = "shown" | "hidden" | "flagged" | "fewSearchers";

/**
 * Why a searched text is or is not in visitors' Popular searches. Hidden comes first: it is the
 * reviewer's own decision, and the one the Show button undoes.
 */
export function popularSearchState(entry: Pick<ReviewedPopularSearch, "hidden" | "flagged" | "shown">) {
  if (entry.hidden) return "hidden" satisfies PopularSearchState;
  if (entry.flagged) return "flagged" satisfies PopularSearchState;
  return (entry.shown ? "shown" : "fewSearchers") satisfies PopularSearchState;
}
