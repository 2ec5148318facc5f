import type { Access } from "@fable/contract";
import type { ServiceContext } from "../context.ts";
import { requireAdmin, requireReviewer } from "./roles.ts";
import { requireUserId } from "./signed-in.ts";

/** The context of a route that needs a user: the session is known, so `userId` is a number. */
export interface UserContext extends ServiceContext {
  userId: number;
  sessionId: number;
}

/** What a handler of a route with this access receives. */
export type ContextFor<A extends Access> = A extends "public" ? ServiceContext : UserContext;

/**
 * Checks the caller against the route's access and narrows the context. The auth plugin has already
 * turned a visitor away from a `user` route (109/420/421) before the body was judged; the role of a
 * reviewer or admin is read here, after validation, as the services did before the route table.
 */
export async function contextForAccess<A extends Access>(
  ctx: ServiceContext,
  access: A,
): Promise<ContextFor<A>> {
  if (access === "public") return ctx as ContextFor<A>;
  const userId =
    access === "reviewer"
      ? await requireReviewer(ctx)
      : access === "admin"
        ? await requireAdmin(ctx)
        : requireUserId(ctx);
  return { ...ctx, userId, sessionId: ctx.sessionId ?? 0 } as ContextFor<A>;
}
