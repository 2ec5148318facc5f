/**
 * The `X-Time-Zone` header value, "GMT" plus the offset ("GMT+8", "GMT-5", "GMT+5:30").
 * `offsetMinutes` is `Date#getTimezoneOffset()`, which is positive west of Greenwich.
 */
export function gmtOffsetLabel(offsetMinutes: number): string {
  const east = -offsetMinutes;
  const sign = east < 0 ? "-" : "+";
  const hours = Math.floor(Math.abs(east) / 60);
  const minutes = Math.abs(east) % 60;
  return `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}`;
}
