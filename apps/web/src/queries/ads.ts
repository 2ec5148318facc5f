import type { AdWebShow, HouseAd, RewardedAdsFrontConfig } from "@fable/contract";
import { adRoutes } from "@fable/contract/routes/ads";
import { creditRoutes } from "@fable/contract/routes/credits";
import { userRoutes } from "@fable/contract/routes/users";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { useViewerKey } from "../stores/auth";

/** Keys carry the viewer: members see no ads, so a sign-in changes every answer here. */
export const adKeys = {
  all: ["ads"] as const,
  houseAds: (viewer: string) => [...adKeys.all, "house", viewer] as const,
  webShow: (viewer: string) => [...adKeys.all, "webShow", viewer] as const,
  rewarded: () => [...adKeys.all, "rewarded"] as const,
  permission: (viewer: string) => [...adKeys.all, "permission", viewer] as const,
};

export const creditKeys = {
  all: ["credits"] as const,
  count: (viewer: string) => [...creditKeys.all, "count", viewer] as const,
};

/** Whether the signed-in user's plan removes ads (/user/auth/permission → entitlements.noAds); visitors see ads. */
export function useNoAds(): boolean {
  const viewer = useViewerKey();
  const permission = useQuery({
    queryKey: adKeys.permission(viewer),
    queryFn: ({ signal }) => api.call(userRoutes.userPermission, {}, { signal }),
    enabled: viewer !== "anonymous",
    staleTime: 5 * 60_000,
  });
  return viewer !== "anonymous" && permission.data?.entitlements.noAds === true;
}

/** GET /ad/list: the operator's house ads, highest sort first (none for members, the server decides). */
export function useHouseAds() {
  const viewer = useViewerKey();
  const noAds = useNoAds();
  return useQuery({
    queryKey: adKeys.houseAds(viewer),
    queryFn: ({ signal }): Promise<HouseAd[]> => api.call(adRoutes.list, {}, { signal }),
    enabled: !noAds,
    staleTime: 10 * 60_000,
  });
}

/** GET /config/getConfigStringByKey?key=AD_WEB_SHOW: whether the ad network's slots show. */
export function useAdWebShow() {
  const viewer = useViewerKey();
  const noAds = useNoAds();
  return useQuery({
    queryKey: adKeys.webShow(viewer),
    queryFn: async ({ signal }) =>
      (await api.call(adRoutes.configString, { query: { key: "AD_WEB_SHOW" } }, { signal })) as AdWebShow,
    enabled: !noAds,
    staleTime: 10 * 60_000,
  });
}

/** GET /config/getConfigStringByKey?key=REWARDED_ADS_FRONT_CONFIG: credits, seconds, cap and creative. */
export function useRewardedConfig() {
  return useQuery({
    queryKey: adKeys.rewarded(),
    queryFn: async ({ signal }) =>
      (await api.call(
        adRoutes.configString,
        { query: { key: "REWARDED_ADS_FRONT_CONFIG" } },
        { signal },
      )) as RewardedAdsFrontConfig,
    staleTime: 10 * 60_000,
  });
}

/** GET /user/credits/getCount: the signed-in user's credits. */
export function useCreditCount() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: creditKeys.count(viewer),
    queryFn: ({ signal }) => api.call(creditRoutes.getCount, {}, { signal }),
    enabled: viewer !== "anonymous",
  });
}

/** POST /mission/watchedAds: starts a watch, timed by the server (optionally unlocking a bot). */
export function useStartWatch() {
  return useMutation({
    mutationFn: (botId: string | null) =>
      api.call(adRoutes.startWatch, { body: botId === null ? {} : { botId } }),
  });
}

/** POST /mission/rewardWatchedAds: claims the watch; the credit balance shown everywhere follows. */
export function useClaimWatch() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: (watchId: string) => api.call(adRoutes.reward, { body: { watchId } }),
    onSuccess: (reward) => {
      queryClient.setQueryData(creditKeys.count(viewer), (count: { creditAmount: number } | undefined) =>
        count ? { ...count, creditAmount: reward.balance } : count,
      );
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    },
  });
}
