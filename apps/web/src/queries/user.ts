import type { UserInfo, UserStatus } from "@fable/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { useAuthStore } from "../stores/auth";

/** Keys carry the token, so a different session never reads another's cached answers. */
export const userKeys = {
  all: ["user"] as const,
  info: (token: string | null) => [...userKeys.all, "info", token ?? "anonymous"] as const,
  status: (token: string | null) => [...userKeys.all, "status", token ?? "anonymous"] as const,
};

/** GET /user/info of the signed-in user (its token field is always null). */
export function useUserInfo() {
  const token = useAuthStore((state) => state.token);
  return useQuery({
    queryKey: userKeys.info(token),
    queryFn: ({ signal }) => api.get<UserInfo>("/user/info", { signal }),
    enabled: token !== null,
  });
}

/** GET /user/status: plan and subscription state. */
export function useUserStatus() {
  const token = useAuthStore((state) => state.token);
  return useQuery({
    queryKey: userKeys.status(token),
    queryFn: ({ signal }) => api.get<UserStatus>("/user/status", { signal }),
    enabled: token !== null,
  });
}
