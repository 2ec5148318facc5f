import type { BodyOf, PostCard, PostDetail, PostPage, PostSort } from "@fable/contract";
import { joybookRoutes } from "@fable/contract/routes/joybook";
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../api";
import { useViewerKey } from "../stores/auth";

/** The page after `page`, or undefined once the feed is exhausted (a short page is the last). */
export function nextPostPage(page: PostPage): number | undefined {
  const shown = (page.page - 1) * page.limit + page.list.length;
  if (page.list.length < page.limit || shown >= page.total) return undefined;
  return page.page + 1;
}

export const FEED_PAGE_SIZE = 20;

/** The Joybook calls (docs/product.md#joybook). */
export const joybookApi = {
  list: (body: BodyOf<typeof joybookRoutes.list>, signal?: AbortSignal) =>
    api.call(joybookRoutes.list, { body }, { signal }),
  info: (postId: string, signal?: AbortSignal) =>
    api.call(joybookRoutes.info, { query: { postId } }, { signal }),
  like: (postId: string, liked: boolean) =>
    api.call(liked ? joybookRoutes.like : joybookRoutes.cancelLike, { query: { postId } }),
  share: (postId: string) => api.call(joybookRoutes.share, { query: { postId } }),
  remove: (postId: string) => api.call(joybookRoutes.remove, { body: { postId } }),
  summary: (body: BodyOf<typeof joybookRoutes.summary>) => api.call(joybookRoutes.summary, { body }),
  add: (body: BodyOf<typeof joybookRoutes.add>) => api.call(joybookRoutes.add, { body }),
  checkValid: (postId: string) => api.call(joybookRoutes.checkPostValid, { query: { postId } }),
  continueChat: (postId: string) => api.call(joybookRoutes.continueChat, { body: { postId } }),
};

export const joybookKeys = {
  all: ["joybook"] as const,
  /** Feeds and posts depend on the viewer (liked, isMine), so the viewer is in every key. */
  feed: (sort: PostSort, viewer: string) => [...joybookKeys.all, "feed", sort, viewer] as const,
  post: (postId: string, viewer: string) => [...joybookKeys.all, "post", postId, viewer] as const,
};

/** POST /messages/post/list, page after page (docs/product.md#paging: a short page marks the end). */
export function usePostFeed(sort: PostSort = "newest") {
  const viewer = useViewerKey();
  return useInfiniteQuery({
    queryKey: joybookKeys.feed(sort, viewer),
    queryFn: ({ pageParam, signal }) =>
      joybookApi.list({ page: pageParam, limit: FEED_PAGE_SIZE, sort }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPostPage,
    staleTime: 30_000,
  });
}

/** GET /messages/post/info: the card and the whole shared chat. */
export function usePostDetail(postId: string | null) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: joybookKeys.post(postId ?? "", viewer),
    queryFn: ({ signal }) => joybookApi.info(postId!, signal),
    enabled: postId !== null,
    staleTime: 0,
  });
}

/** Applies a change of one post to the cached detail and every cached feed page that shows it. */
function patchPost(
  queryClient: ReturnType<typeof useQueryClient>,
  postId: string,
  patch: (post: PostCard) => Partial<PostCard>,
) {
  queryClient.setQueriesData<PostDetail>({ queryKey: [...joybookKeys.all, "post", postId] }, (post) =>
    post ? { ...post, ...patch(post) } : post,
  );
  queryClient.setQueriesData<InfiniteData<PostPage>>({ queryKey: [...joybookKeys.all, "feed"] }, (feed) =>
    feed
      ? {
          ...feed,
          pages: feed.pages.map((page) => ({
            ...page,
            list: page.list.map((post) => (post.id === postId ? { ...post, ...patch(post) } : post)),
          })),
        }
      : feed,
  );
}

/** GET /messages/post/like and /cancel/like; the server's count is what is shown afterwards. */
export function useLikePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, liked }: { postId: string; liked: boolean }) => joybookApi.like(postId, liked),
    onSuccess: (state) =>
      patchPost(queryClient, state.postId, () => ({ liked: state.liked, likes: state.likes })),
  });
}

/** GET /messages/post/share: counts the share and answers the path to copy. */
export function useSharePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joybookApi.share,
    onSuccess: (share) => patchPost(queryClient, share.postId, () => ({ shares: share.shares })),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joybookApi.remove,
    // Only the feeds: refetching the deleted post's own page would flash "no longer exists" before leaving it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...joybookKeys.all, "feed"] }),
  });
}

export function usePostSummary() {
  return useMutation({ mutationFn: joybookApi.summary });
}

export function useAddPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joybookApi.add,
    // The feeds now start with the new post.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...joybookKeys.all, "feed"] }),
  });
}

/**
 * "Continue this chat": checkPostValid first, so an unavailable bot answers its own message (2001)
 * before anything is created, then a new dialogue whose history is the post's messages.
 */
export function useContinuePostChat() {
  return useMutation({
    mutationFn: async (postId: string) => {
      await joybookApi.checkValid(postId);
      return joybookApi.continueChat(postId);
    },
  });
}
