import type { ComponentType } from "react";
import { PlansPanel } from "../Plans/PlansPanel";
import { TasksPanel } from "../Tasks/TasksPanel";
import type { BillingTab } from "./billingTabs";
import { CreditsTab } from "./components/CreditsTab";

/** What each tab of /billing shows; a tab without an entry is not shown. */
export const TAB_PANELS: Partial<Record<BillingTab, ComponentType>> = {
  plans: PlansPanel,
  credits: CreditsTab,
  task: TasksPanel,
};
