/**
 * The tabs of /billing, in order, as `?tab=` names them (the spec links `/billing?tab=task`). A tab is
 * shown only when something is mounted in it (tabPanels.tsx); the first shown one is the default.
 */
export const BILLING_TABS = ["plans", "credits", "task"] as const;
export type BillingTab = (typeof BILLING_TABS)[number];

/** The tabs that have content, in the page's order. */
export function shownTabs(mounted: Partial<Record<BillingTab, unknown>>): BillingTab[] {
  return BILLING_TABS.filter((tab) => mounted[tab] !== undefined);
}

/** The tab of the `?tab=` query; a tab unknown or not shown falls back to the first shown one. */
export function billingTabOf(value: string | null, shown: readonly BillingTab[]): BillingTab {
  const fallback = shown[0] ?? "credits";
  return shown.includes(value as BillingTab) ? (value as BillingTab) : fallback;
}
