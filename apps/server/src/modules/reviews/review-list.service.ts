import type { ReviewItem, ReviewPage, ReviewSort, ReviewStat } from "@fable/contract";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ServiceContext } from "../../context.ts";
import { loadChattableBot } from "../chat/index.ts";
import { users } from "../users/users.schema.ts";
import { isReviewer } from "./reviewer-check.ts";
import { botReviews, reviewVotes } from "./reviews.schema.ts";
import { voteTotals } from "./vote-counts.ts";

/** Who is looking: their own vote and review are marked, and reviewers may delete any review. */
interface Viewer {
  userId: number | null;
  reviewer: boolean;
}

async function viewerOf(ctx: ServiceContext): Promise<Viewer> {
  return { userId: ctx.userId, reviewer: await isReviewer(ctx) };
}

/** Reviews of one bot with their vote totals, author and the viewer's vote, ready for toReviewItem. */
function selectReviews(ctx: ServiceContext, botId: number, viewer: Viewer) {
  const totals = ctx.db
    .select({
      reviewId: reviewVotes.reviewId,
      likes: voteTotals.likes.as("likes"),
      dislikes: voteTotals.dislikes.as("dislikes"),
      funs: voteTotals.funs.as("funs"),
    })
    .from(reviewVotes)
    .innerJoin(botReviews, eq(botReviews.id, reviewVotes.reviewId))
    .where(eq(botReviews.botId, botId))
    .groupBy(reviewVotes.reviewId)
    .as("vote_totals");
  const myVotes = alias(reviewVotes, "my_votes");
  const likes = sql<number>`coalesce(${totals.likes}, 0)`;
  const dislikes = sql<number>`coalesce(${totals.dislikes}, 0)`;
  const query = ctx.db
    .select({
      id: botReviews.id,
      botId: botReviews.botId,
      content: botReviews.content,
      createdAt: botReviews.createdAt,
      authorId: botReviews.userId,
      authorSlug: users.slug,
      authorName: users.userName,
      authorAvatar: users.avatar,
      likes,
      dislikes,
      funs: sql<number>`coalesce(${totals.funs}, 0)`,
      myVote: sql<number>`coalesce(${myVotes.vote}, 0)`,
    })
    .from(botReviews)
    .innerJoin(users, eq(users.id, botReviews.userId))
    .leftJoin(totals, eq(totals.reviewId, botReviews.id))
    .leftJoin(
      myVotes,
      and(
        eq(myVotes.reviewId, botReviews.id),
        viewer.userId === null ? sql`false` : eq(myVotes.userId, viewer.userId),
      ),
    );
  return { query, likes, dislikes };
}

type ReviewRow = Awaited<ReturnType<typeof selectReviews>["query"]>[number];

function toReviewItem(row: ReviewRow, viewer: Viewer): ReviewItem {
  const mine = row.authorId === viewer.userId;
  return {
    id: String(row.id),
    botId: String(row.botId),
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    author: {
      userId: String(row.authorId),
      userSlug: row.authorSlug ?? String(row.authorId),
      userName: row.authorName,
      avatar: row.authorAvatar,
    },
    likes: row.likes,
    dislikes: row.dislikes,
    funs: row.funs,
    myVote: row.myVote,
    mine,
    canDelete: mine || viewer.reviewer,
  };
}

/**
 * "top" puts the reviews readers found most helpful first (likes minus dislikes, then likes), the
 * newest first among equals; "newest" is plain recency. The id breaks ties so pages never overlap.
 */
function orderOf(sort: ReviewSort, likes: SQL, dislikes: SQL): SQL[] {
  const recent = [desc(botReviews.createdAt), desc(botReviews.id)];
  return sort === "top" ? [desc(sql`${likes} - ${dislikes}`), desc(likes), ...recent] : recent;
}

/** One review of a bot as the viewer sees it (after posting it, for example). */
export async function loadReviewItem(ctx: ServiceContext, botId: number, reviewId: number) {
  const viewer = await viewerOf(ctx);
  const { query } = selectReviews(ctx, botId, viewer);
  const [row] = await query.where(eq(botReviews.id, reviewId));
  return toReviewItem(row!, viewer);
}

/** POST /bot/reviews/list: a page of a bot's reviews, to anyone who may open the bot. */
export async function listReviews(
  ctx: ServiceContext,
  input: { botId: string; page: number; limit: number; sort: ReviewSort },
): Promise<ReviewPage> {
  const bot = await loadChattableBot(ctx, Number(input.botId));
  const viewer = await viewerOf(ctx);
  const { query, likes, dislikes } = selectReviews(ctx, bot.id, viewer);
  const [rows, [totals], [myRow]] = await Promise.all([
    query
      .where(eq(botReviews.botId, bot.id))
      .orderBy(...orderOf(input.sort, likes, dislikes))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    ctx.db.select({ total: count() }).from(botReviews).where(eq(botReviews.botId, bot.id)),
    viewer.userId === null
      ? []
      : selectReviews(ctx, bot.id, viewer)
          .query.where(and(eq(botReviews.botId, bot.id), eq(botReviews.userId, viewer.userId)))
          .orderBy(desc(botReviews.createdAt))
          .limit(1),
  ]);
  return {
    list: rows.map((row) => toReviewItem(row, viewer)),
    page: input.page,
    limit: input.limit,
    total: totals?.total ?? 0,
    myReview: myRow ? toReviewItem(myRow, viewer) : null,
  };
}

/** GET /bot/reviews/getStat: how many reviews a bot has and the votes they received. */
export async function reviewStat(ctx: ServiceContext, botId: number): Promise<ReviewStat> {
  const bot = await loadChattableBot(ctx, botId);
  const [[reviews], [votes]] = await Promise.all([
    ctx.db.select({ total: count() }).from(botReviews).where(eq(botReviews.botId, bot.id)),
    ctx.db
      .select(voteTotals)
      .from(reviewVotes)
      .innerJoin(botReviews, eq(botReviews.id, reviewVotes.reviewId))
      .where(eq(botReviews.botId, bot.id)),
  ]);
  return {
    botId: String(bot.id),
    reviews: reviews?.total ?? 0,
    likes: votes?.likes ?? 0,
    dislikes: votes?.dislikes ?? 0,
    funs: votes?.funs ?? 0,
  };
}
