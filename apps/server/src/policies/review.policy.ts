import type { Actor } from "./actor.ts";
import { owns } from "./owner.ts";

/** A user review of a bot and who acts on it; `reviewer` says whether the actor moderates. */
export interface ReviewActor extends Actor {
  reviewer: boolean;
}

/** `delete`: its author, or a reviewer (moderation); anyone else is told it does not exist. */
export type ReviewAction = "delete";

export function canOnReview<Review extends { authorId: number }>(
  actor: ReviewActor,
  _action: ReviewAction,
  review: Review | undefined,
): review is Review {
  return review !== undefined && (owns(actor, review.authorId) || actor.reviewer);
}
