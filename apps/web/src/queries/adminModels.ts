import { type AdminModels, type ProbeResults, ResponseCode } from "@fable/contract";
import { adminModelRoutes } from "@fable/contract/routes/admin-models";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { ApiError } from "../api/errors";
import { useViewerKey } from "../stores/auth";

export const adminModelKeys = {
  all: ["adminModels"] as const,
  /** Only admins may read it, so the viewer is in the key. */
  list: (days: number, viewer: string) => [...adminModelKeys.all, "list", days, viewer] as const,
};

/** GET /admin/models: every scene with its latest probe result and its usage per day. */
export function useAdminModels(days: number) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: adminModelKeys.list(days, viewer),
    queryFn: ({ signal }) => api.call(adminModelRoutes.models, { query: { days } }, { signal }),
    enabled: viewer !== "anonymous",
  });
}

/** The listing with new probe results in place of the old ones. */
export function withProbeResults(models: AdminModels | undefined, results: ProbeResults) {
  if (!models) return models;
  const probes = new Map(results.map((result) => [result.sceneId, result.probe]));
  return {
    ...models,
    scenes: models.scenes.map((scene) => {
      const probe = probes.get(scene.id);
      return probe ? { ...scene, probe } : scene;
    }),
  };
}

/** POST /admin/models/probe: every listing of this viewer shows the new results at once. */
export function useProbeModels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sceneId?: string) =>
      api.call(adminModelRoutes.probe, { body: sceneId === undefined ? {} : { sceneId } }),
    onSuccess: (results) => {
      queryClient.setQueriesData<AdminModels>({ queryKey: [...adminModelKeys.all, "list"] }, (models) =>
        withProbeResults(models, results),
      );
    },
  });
}

/** POST /admin/models/test: the answer shows under the form; the usage it cost shows after a refetch. */
export function useTestMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { sceneId: string; message: string }) =>
      api.call(adminModelRoutes.testMessage, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminModelKeys.all });
    },
  });
}

/** The server's "Only administrators can do this" (403). */
export function isAdminOnly(error: unknown): boolean {
  return error instanceof ApiError && (error.code === ResponseCode.FORBIDDEN || error.status === 403);
}
