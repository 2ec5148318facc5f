import { discoveryRoutes } from "@fable/contract/routes/discovery";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api";

export const activityKeys = {
  all: ["activity"] as const,
  detail: (activityId: string) => [...activityKeys.all, activityId] as const,
};

/** GET /homePage/getActivityDetail: one event with its listed bots (the same for everyone). */
export function useActivityDetail(activityId: string | null) {
  return useQuery({
    queryKey: activityKeys.detail(activityId ?? ""),
    queryFn: ({ signal }) => api.call(discoveryRoutes.activityDetail, { query: { activityId } }, { signal }),
    enabled: activityId !== null,
  });
}
