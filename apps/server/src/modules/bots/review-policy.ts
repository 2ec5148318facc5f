import type { ReviewStatus, Visibility } from "@fable/contract";
import type { Config } from "../../config.ts";

/**
 * The review state a bot enters after it is created or changed (docs/product.md#bot-review: creating, editing
 * or changing visibility requires review). A private bot is seen by no one but its creator, so there is
 * nothing to review; it is checked when it is shown to others. REVIEW_MODE=auto approves at once.
 */
export function reviewStatusAfterChange(
  config: Pick<Config, "REVIEW_MODE">,
  visibility: Visibility,
): ReviewStatus {
  if (config.REVIEW_MODE === "auto" || visibility === "private") return "approved";
  return "pending";
}
