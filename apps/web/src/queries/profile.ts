import type { ProfileBot, ProfileBotPage, ProfilePinResult } from "@fable/contract";
import { joybookRoutes } from "@fable/contract/routes/joybook";
import { socialRoutes } from "@fable/contract/routes/social";
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../api";
import { nextPageOf } from "../lib/paging";
import { currentViewerKey, useViewerKey } from "../stores/auth";

export const PROFILE_PAGE_SIZE = 20;

/** Keys carry the viewer: what a profile shows depends on who looks (own private bots, follow flags). */
export const profileKeys = {
  all: ["profile"] as const,
  /** Everything cached about one person, whoever asked. */
  user: (userId: string) => [...profileKeys.all, userId] as const,
  info: (userId: string, viewer: string) => [...profileKeys.user(userId), "info", viewer] as const,
  list: (userId: string, list: "bots" | "favorites" | "posts", viewer: string) =>
    [...profileKeys.user(userId), list, viewer] as const,
};

/** GET /profile/info: the header of a creator profile. */
export function useCreatorProfile(userId: string | null) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: profileKeys.info(userId ?? "", viewer),
    queryFn: ({ signal }) => api.call(socialRoutes.profile, { query: { userId } }, { signal }),
    enabled: userId !== null,
  });
}

const pagingOptions = { initialPageParam: 1, getNextPageParam: nextPageOf };

/** GET /profile/public-bots: pinned first; the owner also sees unlisted and private ones. */
export function useProfileBots(userId: string) {
  const viewer = useViewerKey();
  return useInfiniteQuery({
    queryKey: profileKeys.list(userId, "bots", viewer),
    queryFn: ({ pageParam, signal }) =>
      api.call(
        socialRoutes.profileBots,
        { query: { userId, page: pageParam, limit: PROFILE_PAGE_SIZE } },
        { signal },
      ),
    ...pagingOptions,
  });
}

/** GET /profile/favorites: the listed bots the person liked, newest like first. */
export function useFavoriteBots(userId: string) {
  const viewer = useViewerKey();
  return useInfiniteQuery({
    queryKey: profileKeys.list(userId, "favorites", viewer),
    queryFn: ({ pageParam, signal }) =>
      api.call(
        socialRoutes.favoriteBots,
        { query: { userId, page: pageParam, limit: PROFILE_PAGE_SIZE } },
        { signal },
      ),
    ...pagingOptions,
  });
}

/**
 * The person's Joybook posts. On one's own profile getPersonalPosts also lists posts shared
 * anonymously; others only ever get the posts that name the author (getUserPosts).
 */
export function useProfilePosts(userId: string, isSelf: boolean) {
  const viewer = useViewerKey();
  return useInfiniteQuery({
    queryKey: [...profileKeys.list(userId, "posts", viewer), isSelf ? "personal" : "public"],
    queryFn: ({ pageParam, signal }) =>
      isSelf
        ? api.call(
            joybookRoutes.personalPosts,
            { body: { page: pageParam, limit: PROFILE_PAGE_SIZE } },
            { signal },
          )
        : api.call(
            joybookRoutes.userPosts,
            { body: { userId, page: pageParam, limit: PROFILE_PAGE_SIZE } },
            { signal },
          ),
    ...pagingOptions,
  });
}

/** The loaded pages with one bot's pin changed. */
export function applyPin(
  data: InfiniteData<ProfileBotPage> | undefined,
  result: ProfilePinResult,
): InfiniteData<ProfileBotPage> | undefined {
  if (!data) return data;
  const update = (bot: ProfileBot) => (bot.botId === result.botId ? { ...bot, pinned: result.pinned } : bot);
  return { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map(update) })) };
}

/** POST /profile/setTop and /profile/unsetTop on one's own profile (at most PROFILE_PIN_MAX pins). */
export function usePinBot(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ botId, pin }: { botId: string; pin: boolean }) =>
      api.call(pin ? socialRoutes.pinBot : socialRoutes.unpinBot, { body: { botId } }),
    onSuccess: (result) => {
      const key = profileKeys.list(userId, "bots", currentViewerKey());
      queryClient.setQueryData<InfiniteData<ProfileBotPage>>(key, (data) => applyPin(data, result));
      // Pinned bots come first: the server's order is the truth once it is asked again.
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
