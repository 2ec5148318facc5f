import type { BodyOf } from "@fable/contract";
import { botRoutes } from "@fable/contract/routes/bots";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { useViewerKey } from "../stores/auth";

/** A bot's model: the bounds its creator's overrides live within, and the scene an admin pins it to. */
export const botModelKeys = {
  all: ["botModel"] as const,
  bounds: (viewer: string, botId: string) => [...botModelKeys.all, "bounds", viewer, botId] as const,
  scene: (viewer: string, botId: string) => [...botModelKeys.all, "scene", viewer, botId] as const,
};

/** GET /ai/roleInfo/botModelBounds: what the model answering the creator lets a bot override. */
export function useBotModelBounds(botId: string | null, enabled: boolean) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: botModelKeys.bounds(viewer, botId ?? ""),
    queryFn: ({ signal }) =>
      api.call(botRoutes.botModelBounds, { query: botId ? { botId } : {} }, { signal }),
    enabled: enabled && viewer !== "anonymous",
  });
}

/** GET /admin/bots/modelScene (admins): the scene the bot is pinned to and the scenes there are. */
export function useBotModelScene(botId: string, enabled: boolean) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: botModelKeys.scene(viewer, botId),
    queryFn: ({ signal }) => api.call(botRoutes.botModelScene, { query: { botId } }, { signal }),
    enabled,
  });
}

/** POST /admin/bots/modelScene (admins): pin the bot to a scene, or null for each user's choice. */
export function usePinBotModelScene() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof botRoutes.pinBotModelScene>) =>
      api.call(botRoutes.pinBotModelScene, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: botModelKeys.all }),
  });
}
