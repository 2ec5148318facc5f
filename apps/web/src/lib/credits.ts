/** Showing credits (docs/product.md#credits): history amounts and the instants credits expire. */

export type CreditKind = "grant" | "spend" | "refund";

/** A history amount with its sign: "+30" for what came in, "−5" (a true minus) for what went out. */
export function signedAmount(amount: number): string {
  if (amount > 0) return `+${amount}`;
  if (amount < 0) return `\u2212${Math.abs(amount)}`;
  return "0";
}

/** The colour of a history amount, by what the line did. */
export function kindTone(kind: CreditKind): string {
  if (kind === "grant") return "text-success";
  if (kind === "refund") return "text-accent-soft";
  return "text-danger";
}

/** A ledger instant in the reader's language: day and time, since credits expire to the second. */
export function creditTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
}
