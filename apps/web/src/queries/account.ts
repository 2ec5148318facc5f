import { LIMITS, type PrivacyRequest, type UpdateProfileRequest, type UserInfo } from "@fable/contract";
import { authRoutes } from "@fable/contract/routes/auth";
import { systemRoutes } from "@fable/contract/routes/system";
import { userRoutes } from "@fable/contract/routes/users";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { readsCodesFromDevOutbox } from "../lib/codeDelivery";
import { rememberRemovalRequest } from "../lib/loginMethod";
import { currentViewerKey, useAuthStore } from "../stores/auth";
import { userKeys } from "./user";

export const accountKeys = {
  providers: ["auth", "providers"] as const,
  nameSuggestion: ["user", "name", "suggestion"] as const,
};

/** GET /user/auth/providers: which sign-in methods this installation offers. */
export function useAuthProviders() {
  return useQuery({
    queryKey: accountKeys.providers,
    queryFn: ({ signal }) => api.call(authRoutes.providers, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The `delay_time` of a config answer, in days, when it is a usable number. */
export function readDelayDays(config: unknown): number | null {
  if (typeof config !== "object" || config === null) return null;
  const value = Number((config as { delay_time?: unknown }).delay_time);
  return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}

/** A public configuration value of the server by key (GET /config/getConfigByKey); it changes rarely. */
function useConfigValue(key: "ACCOUNT_CANCELLATION" | "CODE_DELIVERY") {
  return useQuery({
    queryKey: ["config", key] as const,
    queryFn: ({ signal }) => api.call(systemRoutes.configValue, { query: { key } }, { signal }),
    staleTime: 60 * 60_000,
  }).data;
}

/**
 * Days between a removal request and the removal (docs/product.md#account-removal: read from configuration;
 * 14 by default).
 */
export function useRemovalDelayDays(): number {
  return readDelayDays(useConfigValue("ACCOUNT_CANCELLATION")) ?? LIMITS.accountRemovalDelayDays;
}

/** Whether this server keeps verification codes in its dev outbox (no mail server, outside production). */
export function useCodesInDevOutbox(): boolean {
  return readsCodesFromDevOutbox(useConfigValue("CODE_DELIVERY"));
}

/** GET /user/name/suggestion: a generated public name for the sign-up form; refetch for another. */
export function useNameSuggestion() {
  return useQuery({
    queryKey: accountKeys.nameSuggestion,
    queryFn: ({ signal }) => api.call(authRoutes.nameSuggestion, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A change of one's own account that answers the fresh user info, which the cache takes. */
function useUserInfoMutation<Body>(change: (body: Body) => Promise<UserInfo>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (info) => {
      queryClient.setQueryData(userKeys.info(currentViewerKey()), info);
    },
  });
}

/** POST /user/update (saving a name also answers the one-time name prompt). */
export const useProfileMutation = () =>
  useUserInfoMutation((body: UpdateProfileRequest) => api.call(userRoutes.updateProfile, { body }));

/** POST /user/privacy. */
export const usePrivacyMutation = () =>
  useUserInfoMutation((body: PrivacyRequest) => api.call(userRoutes.updatePrivacy, { body }));

/**
 * GET /user/logoff: schedules removal and ends every session of the account, so this device signs
 * out at once, without a separate logout call. `onRemoved` runs first, while the signed-in screens
 * that asked are still there to close themselves.
 */
export function useRemoveAccount({ onRemoved }: { onRemoved: (info: UserInfo) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(userRoutes.removeAccount),
    onSuccess: (info) => {
      onRemoved(info);
      rememberRemovalRequest(info.id);
      useAuthStore.getState().clearToken();
      queryClient.clear();
    },
  });
}
