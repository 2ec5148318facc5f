import { ResponseCode } from "@fable/contract";
import { eq } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { ServiceContext } from "../context.ts";
import { AppError } from "../errors.ts";
import type { MessageId } from "../i18n/message-groups.ts";
import { users } from "../modules/users/users.schema.ts";
import { requireUserId } from "./signed-in.ts";

/** User types allowed to decide bot reviews (docs/product.md#reviewer). */
const REVIEWER_TYPES: readonly string[] = ["reviewer", "admin"];
const ADMIN_TYPES: readonly string[] = ["admin"];

export function isAdminEmail(config: Pick<Config, "ADMIN_EMAILS">, email: string | null): boolean {
  return email !== null && config.ADMIN_EMAILS.includes(email.toLowerCase());
}

/** The signed-in user's id when their user type (or ADMIN_EMAILS) is one of `types`; else 403 `refusal`. */
async function requireUserType(
  ctx: ServiceContext,
  types: readonly string[],
  refusal: MessageId,
): Promise<number> {
  const userId = requireUserId(ctx);
  const [user] = await ctx.db
    .select({ userType: users.userType, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const allowed = user && (types.includes(user.userType) || isAdminEmail(ctx.config, user.email));
  if (!allowed) throw new AppError(ResponseCode.FORBIDDEN, refusal);
  return userId;
}

/** The signed-in user's id when they may review bots; anyone else gets 403 "Only reviewers can do this". */
export const requireReviewer = (ctx: ServiceContext) =>
  requireUserType(ctx, REVIEWER_TYPES, "CharacterMessages.reviewerOnly");

/** The signed-in user's id when they are an admin (user type admin or ADMIN_EMAILS). */
export const requireAdmin = (ctx: ServiceContext) =>
  requireUserType(ctx, ADMIN_TYPES, "CharacterMessages.adminOnly");
