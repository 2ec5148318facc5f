import type { AdWebShow, HouseAd, RewardedAdsFrontConfig } from "@fable/contract";
import { adRoutes } from "@fable/contract/routes/ads";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { useViewerKey } from "../stores/auth";
import { refreshCredits } from "./credits";
import { usePermission } from "./plans";

/** Keys carry the viewer: members see no ads, so a sign-in changes every answer here. */
export const adKeys = {
  all: ["ads"] as const,
  houseAds: (viewer: string) => [...adKeys.all, "house", viewer] as const,
  webShow: (viewer: string) => [...adKeys.all, "webShow", viewer] as const,
  rewarded: () => [...adKeys.all, "rewarded"] as const,
};

/** Whether the signed-in user's plan removes ads (/user/auth/permission → entitlements.noAds); visitors see ads. */
export function useNoAds(): boolean {
  const viewer = useViewerKey();
  const permission = usePermission();
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
  return useMutation({
    mutationFn: (watchId: string) => api.call(adRoutes.reward, { body: { watchId } }),
    onSuccess: (reward) => void refreshCredits(queryClient, reward.balance),
  });
}
