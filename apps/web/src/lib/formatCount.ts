const UNITS = [
  { value: 1_000_000, suffix: "M" },
  { value: 1_000, suffix: "K" },
] as const;

/** One decimal, trailing ".0" dropped, never rounding up past the unit boundary (999 999 → 999.9K). */
function shorten(count: number, unit: number): string {
  const tenths = Math.floor((count / unit) * 10) / 10;
  return tenths >= 100 ? String(Math.floor(tenths)) : String(tenths).replace(/\.0$/, "");
}

/** Chat and like counts: as is below 1,000, then K, then M (docs/product.md#bot-records). */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return "0";
  const sign = count < 0 ? "-" : "";
  const absolute = Math.abs(Math.trunc(count));
  for (const unit of UNITS) {
    if (absolute >= unit.value) return `${sign}${shorten(absolute, unit.value)}${unit.suffix}`;
  }
  return `${sign}${absolute}`;
}
