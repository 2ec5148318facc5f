import { expect } from "vitest";
import type { Cost } from "./hostile-files.ts";

/** Sanity guards only, generous on a busy 2-core machine: the measured figures are in docs/security.md. */
const MAX_MS = 10_000;
const MAX_GROWTH_MB = 200;

/**
 * Asserts a hostile case finished quickly with bounded memory; with SECURITY_FIGURES=1 it also
 * prints what the case cost, for docs/security.md.
 */
export function expectBounded(label: string, cost: Cost) {
  if (process.env.SECURITY_FIGURES === "1") {
    console.log(
      `FIGURE ${label}: ${cost.ms} ms, rss +${cost.rssGrowthMb} MB, peak rss +${cost.peakGrowthMb} MB, heap +${cost.heapGrowthMb} MB`,
    );
  }
  expect(cost.ms, label).toBeLessThan(MAX_MS);
  expect(cost.rssGrowthMb, label).toBeLessThan(MAX_GROWTH_MB);
  expect(cost.peakGrowthMb, label).toBeLessThan(MAX_GROWTH_MB);
}
