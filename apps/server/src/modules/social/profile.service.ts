import type { CreatorProfile } from "@fable/contract";
import { LIMITS } from "@fable/contract";
import { and, count, eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { isListed } from "../../policies/bot.policy.ts";
import { canOnProfile } from "../../policies/profile.policy.ts";
import { bots } from "../bots/bots.schema.ts";
import { effectiveVipEnum } from "../users/users.schema.ts";
import { countFans, countFollows, followStates } from "./follow-states.ts";
import { profileOwner } from "./profile-owner.ts";

/** Sums are capped so every number of the API stays within 32 bits (docs/product.md#numbers). */
const cappedSum = (column: typeof bots.chats | typeof bots.likes) =>
  sql<number>`least(coalesce(sum(${column}), 0), ${LIMITS.integerMax})::int`;

/**
 * GET /profile/info: the creator's public profile. Counts cover only the bots others can see, so a
 * creator's private drafts never show through the numbers.
 */
export async function getCreatorProfile(
  ctx: ServiceContext,
  userId: string | undefined,
): Promise<CreatorProfile> {
  const owner = await profileOwner(ctx, userId);
  const [states, fans, following, [botTotals]] = await Promise.all([
    followStates(ctx, ctx.userId, [owner.id]),
    countFans(ctx, owner.id),
    countFollows(ctx, owner.id),
    ctx.db
      .select({ publicBots: count(), chats: cappedSum(bots.chats), likes: cappedSum(bots.likes) })
      .from(bots)
      .where(and(eq(bots.creatorId, owner.id), isListed)),
  ]);
  return {
    id: String(owner.id),
    userId: String(owner.id),
    userSlug: owner.slug ?? String(owner.id),
    userName: owner.userName,
    avatar: owner.avatar,
    bio: owner.bio,
    vipEnum: effectiveVipEnum(owner, ctx.clock.now()),
    fans,
    follows: following,
    publicBots: botTotals?.publicBots ?? 0,
    chats: botTotals?.chats ?? 0,
    likes: botTotals?.likes ?? 0,
    ...states.get(owner.id)!,
    allowFollow: owner.allowFollow,
    isSelf: canOnProfile(ctx, "manage", owner),
  };
}
