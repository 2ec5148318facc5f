import { pictureRoutes } from "@fable/contract/routes/pictures";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { useViewerKey } from "../stores/auth";

/** Pictures in chat (docs/product.md#pictures-in-chat). */
export const pictureApi = {
  ask: (dialogueId: string, request?: string) =>
    api.call(pictureRoutes.textToImage, { body: { dialogueId, ...(request ? { request } : {}) } }),
  unlock: (pictureId: string) => api.call(pictureRoutes.unlockPicture, { body: { pictureId } }),
  unlockAll: (dialogueId: string) => api.call(pictureRoutes.unlockAll, { body: { dialogueId } }),
  setBackground: (botId: string, backgroundUrl: string | null) =>
    api.call(pictureRoutes.setBackground, { body: { botId, backgroundUrl } }),
};

export const pictureKeys = {
  all: ["pictures"] as const,
  gallery: (botId: string, viewer: string) => [...pictureKeys.all, "gallery", botId, viewer] as const,
  background: (botId: string, viewer: string) => [...pictureKeys.all, "background", botId, viewer] as const,
};

/** The newest pictures a bot sent the viewer (one page of 60), with the chat background. */
export function useGallery(botId: string, enabled: boolean) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: pictureKeys.gallery(botId, viewer),
    queryFn: ({ signal }) =>
      api.call(pictureRoutes.gallery, { query: { botId, page: 1, limit: 60 } }, { signal }),
    enabled: enabled && viewer !== "anonymous",
  });
}

/** The chat background the viewer chose for a bot, if any. */
export function useChatBackground(botId: string) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: pictureKeys.background(botId, viewer),
    queryFn: ({ signal }) => api.call(pictureRoutes.background, { query: { botId } }, { signal }),
    enabled: viewer !== "anonymous",
    staleTime: 60_000,
  });
}

/** After a picture arrived, was unlocked or became the background: the gallery and background read again. */
export function useRefreshPictures() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: pictureKeys.all });
}
