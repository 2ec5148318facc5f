import type { ImagePack } from "@fable/contract";
import { imagePackRoutes } from "@fable/contract/routes/image-packs";
import { voiceRoutes } from "@fable/contract/routes/voice";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type BodyOf } from "../api";
import { useViewerKey } from "../stores/auth";
import { creationKeys, uploadFile } from "./creation";
import { PACK_POLL_MS } from "./voice";

/** Keys carry the viewer: packs are the signed-in user's own. */
export const imagePackKeys = {
  all: ["imagePacks"] as const,
  list: (viewer: string) => [...imagePackKeys.all, "list", viewer] as const,
  styles: (viewer: string) => [...imagePackKeys.all, "styles", viewer] as const,
  select: (viewer: string) => [...imagePackKeys.all, "select", viewer] as const,
};

/** How often the Toolkit asks again while a pack trains; false when none does. */
export function pollImagePacks(list: { packs: Pick<ImagePack, "state">[] } | undefined): number | false {
  return list?.packs.some((pack) => pack.state === "training") ? PACK_POLL_MS : false;
}

/** GET /image/pack/packList: asked again every 2 s while any pack is training. */
export function useImagePacks() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: imagePackKeys.list(viewer),
    queryFn: ({ signal }) => api.call(imagePackRoutes.listImagePacks, {}, { signal }),
    enabled: viewer !== "anonymous",
    refetchOnMount: "always",
    refetchInterval: (query) => pollImagePacks(query.state.data),
  });
}

/** GET /image/pack/styleType: the styles and ratios the create form offers. */
export function useImagePackStyles() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: imagePackKeys.styles(viewer),
    queryFn: ({ signal }) => api.call(imagePackRoutes.imagePackStyles, {}, { signal }),
    enabled: viewer !== "anonymous",
  });
}

/** GET /image/pack/imagePackSelect: the finished packs a character may use (bot form). */
export function useImagePackSelect() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: imagePackKeys.select(viewer),
    queryFn: ({ signal }) => api.call(imagePackRoutes.imagePackSelect, {}, { signal }),
    enabled: viewer !== "anonymous",
  });
}

/** Packs change the Toolkit's list, the bot form's choices and the characters' forms. */
function useInvalidateImagePacks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: imagePackKeys.all }),
      queryClient.invalidateQueries({ queryKey: creationKeys.all }),
    ]);
}

/** POST /image/pack/create: training starts in the background. */
export function useCreateImagePack() {
  const invalidate = useInvalidateImagePacks();
  return useMutation({
    mutationFn: (body: BodyOf<typeof imagePackRoutes.createImagePack>) =>
      api.call(imagePackRoutes.createImagePack, { body }),
    onSuccess: () => void invalidate(),
  });
}

/** DELETE /pack/delete?type=image: its characters fall back to no pack. */
export function useDeleteImagePack() {
  const invalidate = useInvalidateImagePacks();
  return useMutation({
    mutationFn: (id: string) => api.call(voiceRoutes.deletePack, { query: { id, type: "image" } }),
    onSuccess: () => void invalidate(),
  });
}

/** Uploads one picture for a pack (sign with purpose "image", then PUT) and answers its address. */
export const uploadPackPicture = (file: Blob, fileName: string) => uploadFile(file, fileName, "image");
