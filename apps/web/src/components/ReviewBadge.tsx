import type { ReviewStatus, Visibility } from "@fable/contract";
import { clsx } from "clsx";
import { CircleAlert, Clock, Globe, Link2, Lock, MessageSquareDashed } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { reviewBadgeState } from "../lib/botReview";

const base =
  "inline-flex max-w-full shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-[11px] leading-4 font-semibold";
const icon = "size-3 shrink-0";

function Badge({
  className,
  children,
  testId,
  title,
}: {
  className: string;
  children: ReactNode;
  testId: string;
  title?: string;
}) {
  return (
    <span data-testid={testId} title={title} className={clsx(base, className)}>
      {children}
    </span>
  );
}

/**
 * A bot's review state (docs/product.md#bot-review): "In Review" while a reviewer has not decided, "Rejected"
 * (with the reason on hover; screens also print it) after a rejection, nothing once approved.
 */
export function ReviewBadge({ status, reason }: { status: ReviewStatus; reason?: string | null }) {
  const { t } = useTranslation();
  const state = reviewBadgeState(status, reason);
  if (!state) return null;
  if (state.kind === "inReview") {
    return (
      <Badge testId="review-badge" className="border-warning/40 bg-warning/15 text-amber-300">
        <Clock aria-hidden="true" className={icon} />
        {t("reviewBadge.inReview")}
      </Badge>
    );
  }
  return (
    <Badge
      testId="review-badge"
      title={state.reason ? t("reviewBadge.rejectedReason", { reason: state.reason }) : undefined}
      className="border-danger/40 bg-danger/15 text-red-300"
    >
      <CircleAlert aria-hidden="true" className={icon} />
      {t("reviewBadge.rejected")}
    </Badge>
  );
}

const VISIBILITY_LOOK: Record<Visibility, { icon: typeof Globe; className: string }> = {
  public: { icon: Globe, className: "border-accent/40 bg-accent/15 text-accent-soft" },
  unlisted: { icon: Link2, className: "border-border bg-raised text-text" },
  private: { icon: Lock, className: "border-border bg-raised text-muted" },
};

export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  const { t } = useTranslation();
  const look = VISIBILITY_LOOK[visibility];
  const Icon = look.icon;
  return (
    <Badge testId="visibility-badge" className={look.className}>
      <Icon aria-hidden="true" className={icon} />
      {visibilityLabel(t, visibility)}
    </Badge>
  );
}

/** A draft (an imported card, say) that cannot be published before it has a greeting. */
export function NeedsGreetingBadge() {
  const { t } = useTranslation();
  return (
    <Badge testId="needs-greeting-badge" className="border-dashed border-warning/50 text-amber-300">
      <MessageSquareDashed aria-hidden="true" className={icon} />
      {t("reviewBadge.needsGreeting")}
    </Badge>
  );
}

/** Written as literal `t()` calls so the catalog test sees every key. */
export function visibilityLabel(t: (key: string) => string, visibility: Visibility): string {
  if (visibility === "public") return t("reviewBadge.public");
  if (visibility === "unlisted") return t("reviewBadge.unlisted");
  return t("reviewBadge.private");
}
