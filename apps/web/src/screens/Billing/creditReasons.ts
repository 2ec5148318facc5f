/** The reasons of ledger lines (docs/product.md#credits), as the credits history shows them. */

type Translate = (key: string) => string;

/** Ledger reasons the app names; each key is written out in its own call so the catalog test sees it. */
const REASON_LABELS: Record<string, (t: Translate) => string> = {
  welcome: (t) => t("billing.reasons.welcome"),
  daily_reward: (t) => t("billing.reasons.dailyReward"),
};

/** A ledger line's reason, readable; a reason added later is shown as the server wrote it. */
export function reasonLabel(reason: string, t: Translate): string {
  return Object.hasOwn(REASON_LABELS, reason) ? REASON_LABELS[reason]!(t) : reason;
}
