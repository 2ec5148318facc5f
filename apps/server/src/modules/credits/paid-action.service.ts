import type { ServiceContext } from "../../context.ts";
import { accountPlan } from "../plans/index.ts";
import { refundCredits, spendCredits } from "./ledger.service.ts";

export interface PaidAction {
  userId: number;
  /** Credits it costs; 0 makes it free for everyone. */
  price: number;
  /** What the ledger calls the spend (and its refund). */
  reason: string;
}

/** What an action costs this account: nothing when the price is 0 or the plan needs no credits. */
export async function priceFor(ctx: ServiceContext, action: Omit<PaidAction, "reason">): Promise<number> {
  if (action.price <= 0) return 0;
  const { entitlements } = await accountPlan(ctx, action.userId);
  return entitlements.noCreditUse ? 0 : action.price;
}

/**
 * Runs something that costs credits: the credits are taken first (refused with code 402 when the
 * balance is short, before any work), and given back if the work fails, so a failure costs nothing.
 * Members whose plan needs no credits, and free actions, run without touching the ledger.
 */
export async function runPaidAction<T>(
  ctx: ServiceContext,
  action: PaidAction,
  work: () => Promise<T>,
): Promise<T> {
  const price = await priceFor(ctx, action);
  if (price === 0) return work();
  const operation = `${action.reason}:${ctx.random.bytes(12).toString("hex")}`;
  await spendCredits(ctx, { userId: action.userId, amount: price, reason: action.reason, operation });
  try {
    return await work();
  } catch (error) {
    await refundCredits(ctx, { userId: action.userId, operation, reason: `${action.reason}_failed` });
    throw error;
  }
}
