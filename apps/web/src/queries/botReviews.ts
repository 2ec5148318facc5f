import {
  type BodyOf,
  type ReviewItem,
  type ReviewPage,
  type ReviewSort,
  ReviewVote,
  type ReviewVoteResult,
  type ReviewVoteValue,
} from "@fable/contract";
import { reviewRoutes } from "@fable/contract/routes/reviews";
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../api";
import { nextPageOf } from "../lib/paging";
import { useViewerKey } from "../stores/auth";

/** Reviews shown per "show more". */
export const REVIEW_PAGE_SIZE = 10;

/** Clicking the vote you already gave takes it back (NONE); any other vote replaces it. */
export function nextVote(current: number, clicked: ReviewVoteValue): ReviewVoteValue {
  return current === clicked ? ReviewVote.NONE : clicked;
}

/** A page with the server's counts and the viewer's vote after a vote, wherever that review appears. */
export function withVoteResult(page: ReviewPage, result: ReviewVoteResult): ReviewPage {
  const apply = (review: ReviewItem): ReviewItem =>
    review.id === result.reviewId
      ? {
          ...review,
          likes: result.likes,
          dislikes: result.dislikes,
          funs: result.funs,
          myVote: result.myVote,
        }
      : review;
  return { ...page, list: page.list.map(apply), myReview: page.myReview ? apply(page.myReview) : null };
}

export const botReviewKeys = {
  all: ["botReviews"] as const,
  /** Everything cached about one bot's reviews, for every sort and viewer. */
  bot: (botId: string) => [...botReviewKeys.all, botId] as const,
  /** The list marks the viewer's own vote and review, so the viewer is in the key. */
  list: (botId: string, sort: ReviewSort, viewer: string) =>
    [...botReviewKeys.bot(botId), "list", sort, viewer] as const,
  stat: (botId: string) => [...botReviewKeys.bot(botId), "stat"] as const,
};

const reviewsApi = {
  list: (body: BodyOf<typeof reviewRoutes.list>, signal?: AbortSignal) =>
    api.call(reviewRoutes.list, { body }, { signal }),
  stat: (botId: string, signal?: AbortSignal) =>
    api.call(reviewRoutes.stat, { query: { botId } }, { signal }),
  post: (body: BodyOf<typeof reviewRoutes.post>) => api.call(reviewRoutes.post, { body }),
  vote: (body: BodyOf<typeof reviewRoutes.vote>) => api.call(reviewRoutes.vote, { body }),
  remove: (reviewId: string) => api.call(reviewRoutes.remove, { body: { reviewId } }),
};

/** GET /bot/reviews/getStat: how many reviews and the votes they received. */
export function useReviewStat(botId: string) {
  return useQuery({
    queryKey: botReviewKeys.stat(botId),
    queryFn: ({ signal }) => reviewsApi.stat(botId, signal),
    staleTime: 30_000,
  });
}

/** POST /bot/reviews/list, page after page ("show more"). */
export function useReviewList(botId: string, sort: ReviewSort) {
  const viewer = useViewerKey();
  return useInfiniteQuery({
    queryKey: botReviewKeys.list(botId, sort, viewer),
    queryFn: ({ pageParam, signal }) =>
      reviewsApi.list({ botId, page: pageParam, limit: REVIEW_PAGE_SIZE, sort }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 30_000,
  });
}

/** Writing, rewriting or deleting a review changes the lists, the viewer's own review and the totals. */
function useRefreshBotReviews(botId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: botReviewKeys.bot(botId) });
}

/** POST /bot/reviews/post: a second post rewrites the viewer's review. */
export function usePostReview(botId: string) {
  const refresh = useRefreshBotReviews(botId);
  return useMutation({
    mutationFn: (content: string) => reviewsApi.post({ botId, content }),
    onSuccess: refresh,
  });
}

export function useDeleteReview(botId: string) {
  const refresh = useRefreshBotReviews(botId);
  return useMutation({ mutationFn: reviewsApi.remove, onSuccess: refresh });
}

/** POST /bot/reviews/vote; the server's counts replace the cached ones, and the totals are re-read. */
export function useVoteReview(botId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewsApi.vote,
    onSuccess: (result) => {
      queryClient.setQueriesData<InfiniteData<ReviewPage>>(
        { queryKey: [...botReviewKeys.bot(botId), "list"] },
        (data) => (data ? { ...data, pages: data.pages.map((page) => withVoteResult(page, result)) } : data),
      );
      void queryClient.invalidateQueries({ queryKey: botReviewKeys.stat(botId) });
    },
  });
}
