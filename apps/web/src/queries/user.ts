import { userRoutes } from "@fable/contract/routes/users";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { useAuthStore, useViewerKey } from "../stores/auth";

/** Keys carry the viewer (`viewerKey`), so one user never reads another's cached answers. */
export const userKeys = {
  all: ["user"] as const,
  info: (viewer: string) => [...userKeys.all, "info", viewer] as const,
  status: (viewer: string) => [...userKeys.all, "status", viewer] as const,
};

/** GET /user/info of the signed-in user (its token field is always null). */
export function useUserInfo() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: userKeys.info(viewer),
    queryFn: async ({ signal }) => {
      const info = await api.call(userRoutes.userInfo, {}, { signal });
      // A session kept from before ids were stored learns its user here; its keys move to the id.
      useAuthStore.getState().rememberUserId(info.id);
      return info;
    },
    enabled: viewer !== "anonymous",
  });
}

/** GET /user/status: plan and subscription state. */
export function useUserStatus() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: userKeys.status(viewer),
    queryFn: ({ signal }) => api.call(userRoutes.userStatus, {}, { signal }),
    enabled: viewer !== "anonymous",
  });
}
