import type { ServiceContext } from "../../context.ts";
import { requireUserId } from "../../routing/signed-in.ts";
import { findUser, type UserRow } from "../users/index.ts";

/**
 * The user whose profile, lists or bots a call asks for: the `userId` of the query, or the signed-in
 * user when it is left out. Unknown and removed accounts answer "User not found".
 */
export function profileOwner(ctx: ServiceContext, userId: string | undefined): Promise<UserRow> {
  return findUser(ctx, userId === undefined ? requireUserId(ctx) : Number(userId));
}

export async function profileOwnerId(ctx: ServiceContext, userId: string | undefined): Promise<number> {
  return (await profileOwner(ctx, userId)).id;
}
