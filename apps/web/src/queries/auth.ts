import { authRoutes } from "@fable/contract/routes/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { useAuthStore } from "../stores/auth";

/**
 * Log out: the session ends locally at once; the server is then asked to revoke the token, and a
 * failure there (already expired, offline) changes nothing for the user.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const token = useAuthStore.getState().token;
      useAuthStore.getState().clearToken();
      queryClient.clear();
      if (!token) return;
      await api
        .call(authRoutes.logout, {}, { headers: { Authorization: `Bearer ${token}` }, skipCodeEffects: true })
        .catch(() => undefined);
    },
  });
}
