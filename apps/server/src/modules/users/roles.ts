import { ResponseCode } from "@fable/contract";
import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { requireUserId } from "../auth/sessions.service.ts";
import { users } from "./users.schema.ts";

/** User types allowed to decide bot reviews (spec §4: "review is decided by a reviewer role"). */
const REVIEWER_TYPES: readonly string[] = ["reviewer", "admin"];

export function isAdminEmail(config: Pick<Config, "ADMIN_EMAILS">, email: string | null): boolean {
  return email !== null && config.ADMIN_EMAILS.includes(email.toLowerCase());
}

/** The signed-in user's id when they may review bots; anyone else gets 403 "Only reviewers can do this". */
export async function requireReviewer(ctx: ServiceContext): Promise<number> {
  const userId = requireUserId(ctx);
  const [user] = await ctx.db
    .select({ userType: users.userType, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const allowed = user && (REVIEWER_TYPES.includes(user.userType) || isAdminEmail(ctx.config, user.email));
  if (!allowed) throw new AppError(ResponseCode.FORBIDDEN, "CharacterMessages.reviewerOnly");
  return userId;
}
