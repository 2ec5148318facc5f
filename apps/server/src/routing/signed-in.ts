import { ResponseCode } from "@fable/contract";
import type { ServiceContext } from "../context.ts";
import { AppError } from "../errors.ts";

/** Why a request has no user: its token's problem (420/421), or no token at all (109). */
export const noUserError = (problem: ServiceContext["sessionProblem"]) =>
  new AppError(problem?.code ?? ResponseCode.NEED_LOGIN, problem?.message ?? "AuthMessages.needLogin");

/** The signed-in user of the context, or the reason there is none (109 by default). */
export function requireUserId(ctx: ServiceContext): number {
  if (ctx.userId !== null) return ctx.userId;
  throw noUserError(ctx.sessionProblem);
}
