/** A bot id as the API takes it (digits), or null when the query has none (create mode). */
export function readBotId(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return /^\d{1,18}$/.test(trimmed) ? trimmed : null;
}
