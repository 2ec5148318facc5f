/**
 * The payment check after returning from checkout (docs/product.md#payments; spec §4): it waits
 * (attempt + 1) seconds before each look, up to 3 looks, then reloads the page without the query.
 */
export const PAYMENT_CHECK_TRIES = 3;

/** Where checkout sends the browser back to: the app with the order as the business id. */
export const paymentReturnPath = (orderNo: string) => `/?businessId=${encodeURIComponent(orderNo)}&sub=1`;

/** The order a return from checkout asks to check, from the query (`businessId`), or null. */
export function orderToCheck(search: URLSearchParams): string | null {
  const orderNo = search.get("businessId");
  return orderNo && /^[A-Za-z0-9_-]{1,40}$/.test(orderNo) ? orderNo : null;
}

export type OrderOutcome = "paid" | "failed" | "pending" | "cancelled";

export type CheckStep =
  | { kind: "wait"; ms: number }
  | { kind: "success" }
  | { kind: "failure" }
  | { kind: "reload" };

/** What to do after look number `attempt` (0-based) found the order in `outcome`. */
export function nextCheckStep(attempt: number, outcome: OrderOutcome | null): CheckStep {
  if (outcome === "paid") return { kind: "success" };
  if (outcome === "failed" || outcome === "cancelled") return { kind: "failure" };
  return attempt + 1 < PAYMENT_CHECK_TRIES ? { kind: "wait", ms: (attempt + 2) * 1000 } : { kind: "reload" };
}

/** The wait before the first look. */
export const FIRST_WAIT_MS = 1000;
