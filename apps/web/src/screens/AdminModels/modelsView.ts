import type { ProbeStatus, SceneDailyUsage, SceneProbe } from "@fable/contract";

/** The usage windows the page offers (the API takes 1–90 days). */
export const USAGE_WINDOWS = [7, 14, 30, 90] as const;
export type UsageWindow = (typeof USAGE_WINDOWS)[number];

/** `?days=` of /admin/models: one of the windows, else 14. */
export function usageWindowOf(value: string | null): UsageWindow {
  const days = Number(value);
  return (USAGE_WINDOWS as readonly number[]).includes(days) ? (days as UsageWindow) : 14;
}

/** A scene's badge: its probe's status, or "unchecked" before any probe ran. */
export type BadgeState = ProbeStatus | "unchecked";

export function badgeStateOf(probe: SceneProbe | null): BadgeState {
  return probe ? probe.status : "unchecked";
}

/** One day's bar: its tokens and its height as a share of the busiest day's (0–1). */
export interface UsageBar {
  day: string;
  calls: number;
  tokens: number;
  share: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A bar for each of the last `days` UTC days up to `today`, oldest first, days without calls at
 * zero, so the bars of every scene line up.
 */
export function usageBars(usage: readonly SceneDailyUsage[], days: number, today: Date): UsageBar[] {
  const byDay = new Map(usage.map((entry) => [entry.day, entry]));
  const bars: UsageBar[] = [];
  for (let back = days - 1; back >= 0; back -= 1) {
    const day = new Date(today.getTime() - back * DAY_MS).toISOString().slice(0, 10);
    const entry = byDay.get(day);
    bars.push({
      day,
      calls: entry?.calls ?? 0,
      tokens: entry ? entry.inputTokens + entry.outputTokens : 0,
      share: 0,
    });
  }
  const most = Math.max(0, ...bars.map((bar) => bar.tokens));
  return bars.map((bar) => ({ ...bar, share: most ? bar.tokens / most : 0 }));
}

/** Calls and tokens over the whole window. */
export function usageTotals(usage: readonly SceneDailyUsage[]) {
  return usage.reduce(
    (sum, entry) => ({
      calls: sum.calls + entry.calls,
      inputTokens: sum.inputTokens + entry.inputTokens,
      outputTokens: sum.outputTokens + entry.outputTokens,
    }),
    { calls: 0, inputTokens: 0, outputTokens: 0 },
  );
}

/** The sampler settings as name and value, in a stable order; backend extras as JSON. */
export function samplingEntries(sampling: Record<string, unknown>): [string, string][] {
  return Object.entries(sampling)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => [
      name,
      typeof value === "string" || typeof value === "number" || typeof value === "boolean"
        ? String(value)
        : JSON.stringify(value),
    ]);
}
