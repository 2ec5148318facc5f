import { LIMITS, type PostLikeState, type PostShare } from "@fable/contract";
import { and, eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { postLikes, posts } from "./joybook.schema.ts";
import { loadOpenPost, postNotFound } from "./post-access.ts";

/**
 * GET /messages/post/like and /messages/post/cancel/like. Idempotent: the post's like count moves in
 * the same transaction as the like row, and only when the row really changed.
 */
export async function setPostLike(ctx: UserContext, postId: number, liked: boolean): Promise<PostLikeState> {
  const { userId } = ctx;
  const post = await loadOpenPost(ctx, postId);
  const likes = await ctx.db.transaction(async (tx) => {
    const changed = liked
      ? await tx
          .insert(postLikes)
          .values({ postId: post.id, userId, createdAt: ctx.clock.now() })
          .onConflictDoNothing()
          .returning()
      : await tx
          .delete(postLikes)
          .where(and(eq(postLikes.postId, post.id), eq(postLikes.userId, userId)))
          .returning();
    const [row] = await tx
      .update(posts)
      .set({ likes: sql`greatest(0, ${posts.likes} + ${changed.length === 0 ? 0 : liked ? 1 : -1})` })
      .where(eq(posts.id, post.id))
      .returning({ likes: posts.likes });
    // Deleted by its author meanwhile: the like goes with it.
    if (!row) throw postNotFound();
    return row.likes;
  });
  return { postId: String(post.id), liked, likes };
}

/**
 * GET /messages/post/share: counts a share (visitors share too) and answers the web path of the
 * post (spec route /joydtl/{id}). The count stops at the largest integer the API returns.
 */
export async function sharePost(ctx: ServiceContext, postId: number): Promise<PostShare> {
  const post = await loadOpenPost(ctx, postId);
  const [row] = await ctx.db
    .update(posts)
    .set({ shares: sql`least(${posts.shares} + 1, ${LIMITS.integerMax})` })
    .where(eq(posts.id, post.id))
    .returning({ shares: posts.shares });
  if (!row) throw postNotFound();
  return { postId: String(post.id), shares: row.shares, sharePath: `/joydtl/${post.id}` };
}
