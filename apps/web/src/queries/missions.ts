import type { MissionClaim, MissionGroupId, UserInfo } from "@fable/contract";
import { missionRoutes, referralRoutes } from "@fable/contract/routes/missions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { currentViewerKey, useViewerKey } from "../stores/auth";
import { userKeys } from "./user";

export const missionKeys = {
  all: ["missions"] as const,
  list: (viewer: string, groupId: MissionGroupId | "all") =>
    [...missionKeys.all, "list", viewer, groupId] as const,
  groups: (viewer: string) => [...missionKeys.all, "groups", viewer] as const,
  invitation: (viewer: string) => [...missionKeys.all, "invitation", viewer] as const,
};

/** The prefix of every query about the viewer's credits (balance, history): a claim changes them. */
export const CREDIT_QUERY_PREFIX = ["credits"] as const;

/** POST /mission/list: the tasks with their verified progress, all groups or one. */
export function useMissions(groupId?: MissionGroupId) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: missionKeys.list(viewer, groupId ?? "all"),
    queryFn: ({ signal }) =>
      api
        .call(missionRoutes.list, { body: groupId ? { groupId } : {} }, { signal })
        .then((page) => page.list),
    enabled: viewer !== "anonymous",
  });
}

/** POST /user/invitation/code: the viewer's invitation link and how their invitations went. */
export function useInvitation() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: missionKeys.invitation(viewer),
    queryFn: ({ signal }) => api.call(referralRoutes.invitationCode, {}, { signal }),
    enabled: viewer !== "anonymous",
  });
}

/**
 * POST /mission/{id}: claims a finished task's reward. The answer's balance goes straight into the
 * user info's credits (the header and menus read it there); task lists and credit queries refetch.
 */
export function useClaimMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (missionId: string) => api.call(missionRoutes.claim, { params: { missionId } }),
    onSuccess: (claim: MissionClaim) => {
      queryClient.setQueryData<UserInfo>(userKeys.info(currentViewerKey()), (info) =>
        info ? { ...info, credit: { ...info.credit, creditAmount: claim.balance } } : info,
      );
      void queryClient.invalidateQueries({ queryKey: missionKeys.all });
      void queryClient.invalidateQueries({ queryKey: CREDIT_QUERY_PREFIX });
    },
  });
}
