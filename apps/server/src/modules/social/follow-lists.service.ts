import type { FollowUserPage, UserPageQuery } from "@fable/contract";
import { and, count, desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { profileVisible } from "../../policies/profile.policy.ts";
import { users, vipEnumAt } from "../users/users.schema.ts";
import { followStates } from "./follow-states.ts";
import { profileOwnerId } from "./profile-owner.ts";
import { follows } from "./social.schema.ts";

/** Which side of the follows row the listed people sit on, and which side is the profile's user. */
const SIDES = {
  fans: { listed: follows.followerId, owner: follows.followeeId },
  follows: { listed: follows.followeeId, owner: follows.followerId },
} as const;

/**
 * GET /userFollow/listFans and /userFollow/listFollows: a user's followers or the people they follow,
 * newest follow first, each with the viewer's own follow flags towards them. Public, like the counts
 * on the profile.
 */
export async function listFollowUsers(
  ctx: ServiceContext,
  kind: keyof typeof SIDES,
  query: UserPageQuery,
): Promise<FollowUserPage> {
  const ownerId = await profileOwnerId(ctx, query.userId);
  const side = SIDES[kind];
  // Removal deletes a user's follows; the filter keeps a half-finished removal out of sight too.
  const where = and(eq(side.owner, ownerId), profileVisible);
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select({
        id: users.id,
        slug: users.slug,
        userName: users.userName,
        avatar: users.avatar,
        vipEnum: vipEnumAt(ctx.clock.now()),
        bio: users.bio,
      })
      .from(follows)
      .innerJoin(users, eq(users.id, side.listed))
      .where(where)
      .orderBy(desc(follows.createdAt), desc(side.listed))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ total: count() }).from(follows).innerJoin(users, eq(users.id, side.listed)).where(where),
  ]);
  const states = await followStates(
    ctx,
    ctx.userId,
    rows.map((row) => row.id),
  );
  return {
    page: query.page,
    limit: query.limit,
    total: totals?.total ?? 0,
    list: rows.map((row) => ({
      id: String(row.id),
      userId: String(row.id),
      userSlug: row.slug ?? String(row.id),
      userName: row.userName,
      avatar: row.avatar,
      vipEnum: row.vipEnum,
      bio: row.bio,
      ...states.get(row.id)!,
    })),
  };
}
