import {
  type CreatorProfile,
  FOLLOW_THROTTLE_MS,
  type FollowResult,
  type FollowUserPage,
  type HomeContent,
} from "@fable/contract";
import { socialRoutes } from "@fable/contract/routes/social";
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../api";
import { createThrottleGate } from "../api/throttle";
import { nextPageOf } from "../lib/paging";
import { currentViewerKey, useViewerKey } from "../stores/auth";
import { homeKeys } from "./home";
import { profileKeys } from "./profile";

/**
 * One follow per 2 seconds (docs/product.md#follow-button), shared by every follow button: the server counts
 * follows and unfollows per user, not per button.
 */
export const followGate = createThrottleGate(FOLLOW_THROTTLE_MS);

export type FollowListKind = "fans" | "follows";

export const followKeys = {
  all: ["follow"] as const,
  list: (kind: FollowListKind, userId: string, viewer: string) =>
    [...followKeys.all, kind, userId, viewer] as const,
};

const FOLLOW_LIST_PAGE_SIZE = 20;

/** GET /userFollow/listFans or /userFollow/listFollows of one person, newest follow first. */
export function useFollowList(kind: FollowListKind, userId: string, enabled: boolean) {
  const viewer = useViewerKey();
  return useInfiniteQuery({
    queryKey: followKeys.list(kind, userId, viewer),
    queryFn: ({ pageParam, signal }) =>
      api.call(
        kind === "fans" ? socialRoutes.listFans : socialRoutes.listFollows,
        { query: { userId, page: pageParam, limit: FOLLOW_LIST_PAGE_SIZE } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled,
  });
}

type FollowPages = InfiniteData<FollowUserPage>;

/** Every cached place that shows the viewer's flags towards `result.userId` takes the new ones. */
function applyFollowResult(queryClient: QueryClient, result: FollowResult): void {
  const flags = { followed: result.followed, beFollowed: result.beFollowed };
  queryClient.setQueriesData<CreatorProfile>(
    { queryKey: profileKeys.user(result.userId), predicate: (query) => query.queryKey[2] === "info" },
    (profile) => (profile ? { ...profile, ...flags, fans: result.fans } : profile),
  );
  queryClient.setQueriesData<HomeContent>({ queryKey: homeKeys.all }, (home) =>
    home
      ? {
          ...home,
          handPickCreators: home.handPickCreators.map((creator) =>
            creator.userId === result.userId ? { ...creator, ...flags } : creator,
          ),
        }
      : home,
  );
  queryClient.setQueriesData<FollowPages>({ queryKey: followKeys.all }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            list: page.list.map((user) => (user.userId === result.userId ? { ...user, ...flags } : user)),
          })),
        }
      : data,
  );
  // The viewer's own following count and lists changed too: read again when next shown.
  void queryClient.invalidateQueries({ queryKey: profileKeys.all, refetchType: "none" });
  void queryClient.invalidateQueries({ queryKey: followKeys.all, refetchType: "none" });
}

/** POST /userFollow/follow or /userFollow/cancelFollow; the button changes only once the server agrees. */
export function useFollowMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, follow }: { userId: string; follow: boolean }) =>
      api.call(follow ? socialRoutes.follow : socialRoutes.cancelFollow, { body: { followUserId: userId } }),
    onSuccess: (result) => applyFollowResult(queryClient, result),
  });
}

/** POST /userFollow/removeFans: the owner of a profile stops someone from following them. */
export function useRemoveFan(ownerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fanUserId: string) => api.call(socialRoutes.removeFan, { body: { fansUserId: fanUserId } }),
    onSuccess: (result) => {
      const viewer = currentViewerKey();
      queryClient.setQueryData<FollowPages>(followKeys.list("fans", ownerId, viewer), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                list: page.list.filter((user) => user.userId !== result.fansUserId),
                total: Math.max(0, page.total - (result.removed ? 1 : 0)),
              })),
            }
          : data,
      );
      queryClient.setQueryData<CreatorProfile>(profileKeys.info(ownerId, viewer), (profile) =>
        profile ? { ...profile, fans: result.fans } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: profileKeys.user(result.fansUserId) });
    },
  });
}
