import type { Actor } from "./actor.ts";

/** Who acts on reports; `reviewer` says whether the actor moderates. */
export interface ReportActor extends Actor {
  reviewer: boolean;
}

/**
 * `file`: any signed-in user, about something they can see. What they can see is the target's own
 * policy (a bot they may chat with, a message of their own chats, a listed post, a review of a bot
 * they may chat with, an account that exists), so a report never reveals or probes for private
 * things. `review` (list and resolve reports): reviewers only.
 */
export type ReportAction = "file" | "review";

export function canOnReport(actor: ReportActor, action: ReportAction, targetVisible = false): boolean {
  if (action === "review") return actor.reviewer;
  return actor.userId !== null && targetVisible;
}
