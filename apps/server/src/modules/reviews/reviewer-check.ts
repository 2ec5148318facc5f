import { ResponseCode } from "@fable/contract";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { requireReviewer } from "../../routing/roles.ts";

/**
 * Whether the signed-in user is a reviewer or admin (they may delete any review). Asks the one rule
 * of roles.ts rather than restating it, so both places always agree on who moderates.
 */
export async function isReviewer(ctx: ServiceContext): Promise<boolean> {
  if (ctx.userId === null) return false;
  try {
    await requireReviewer(ctx);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === ResponseCode.FORBIDDEN) return false;
    throw error;
  }
}
