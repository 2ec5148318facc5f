import type { BotVoiceSettings, VoicePack } from "@fable/contract";
import { voiceRoutes } from "@fable/contract/routes/voice";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type BodyOf } from "../api";
import { useViewerKey } from "../stores/auth";
import { creationKeys, uploadFile } from "./creation";

/** Keys carry the viewer: settings, packs and voices are the signed-in user's own. */
export const voiceKeys = {
  all: ["voice"] as const,
  settings: (botId: string, viewer: string) => [...voiceKeys.all, "settings", botId, viewer] as const,
  options: (viewer: string) => [...voiceKeys.all, "options", viewer] as const,
  packs: (viewer: string) => [...voiceKeys.all, "packs", viewer] as const,
  name: (name: string, viewer: string) => [...voiceKeys.all, "name", name, viewer] as const,
  right: (viewer: string) => [...voiceKeys.all, "right", viewer] as const,
};

/** How often the Toolkit asks about packs still training. */
export const PACK_POLL_MS = 2000;

/** The refetch interval of the pack list: every 2 s while any pack is training (spec §4). */
export function pollWhileTraining(list: { packs: Pick<VoicePack, "state">[] } | undefined): number | false {
  return list?.packs.some((pack) => pack.state === "training") ? PACK_POLL_MS : false;
}

/**
 * POST /v1/chat/text2Audio: a reply read aloud (clip addresses and the speed to play them at); with
 * `roomId`, a character's message of that room.
 */
export const textToAudio = (msgId: string, roomId?: string) =>
  api.call(voiceRoutes.textToAudio, { body: roomId ? { msgId, roomId } : { msgId } });

/** POST /voice/preview: a short sample of a voice. */
export const previewVoice = (body: BodyOf<typeof voiceRoutes.previewVoice>) =>
  api.call(voiceRoutes.previewVoice, { body });

/** GET /ai/roleInfo/voice/settings: whether a bot's replies can be read aloud and auto-play. */
export function useBotVoiceSettings(botId: string | null) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: voiceKeys.settings(botId ?? "", viewer),
    queryFn: ({ signal }) =>
      api.call(voiceRoutes.getBotVoiceSettings, { query: { botId: botId ?? "" } }, { signal }),
    enabled: botId !== null && viewer !== "anonymous",
  });
}

/** POST /ai/roleInfo/voice/onOff: the answer is the bot's settings, stored as they are. */
export function useSetVoiceAutoPlay() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: (body: { botId: string; onOff: boolean }) => api.call(voiceRoutes.setVoiceAutoPlay, { body }),
    onSuccess: (settings: BotVoiceSettings) =>
      queryClient.setQueryData(voiceKeys.settings(settings.botId, viewer), settings),
  });
}

/** GET /voice/options: the built-in voices and the user's finished packs, for the character form. */
export function useVoiceOptions() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: voiceKeys.options(viewer),
    queryFn: ({ signal }) => api.call(voiceRoutes.listVoiceOptions, {}, { signal }),
    enabled: viewer !== "anonymous",
  });
}

/**
 * GET /pack/voice/list: the user's packs, asked again every 2 s while any is training, and whenever the
 * Toolkit opens (how many characters speak with a pack changes in the character editor).
 */
export function useVoicePacks() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: voiceKeys.packs(viewer),
    queryFn: ({ signal }) => api.call(voiceRoutes.listVoicePacks, { query: {} }, { signal }),
    enabled: viewer !== "anonymous",
    refetchOnMount: "always",
    refetchInterval: (query) => pollWhileTraining(query.state.data),
  });
}

/** GET /pack/voice/checkName: whether the name is free; `name` is the already debounced, trimmed text. */
export function useVoicePackNameCheck(name: string) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: voiceKeys.name(name, viewer),
    queryFn: ({ signal }) =>
      api.call(voiceRoutes.checkVoicePackName, { query: { modelName: name } }, { signal }),
    enabled: name !== "" && viewer !== "anonymous",
    staleTime: 0,
    retry: false,
  });
}

/**
 * GET /user/checkUserRight?rightType=voiceTraining: resolves while the user may train, else fails
 * with the reason (free trainings used …). Asked fresh each time the create screen opens.
 */
export function useVoiceTrainingRight() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: voiceKeys.right(viewer),
    queryFn: ({ signal }) =>
      api.call(voiceRoutes.checkUserRight, { query: { rightType: "voiceTraining" } }, { signal }),
    enabled: viewer !== "anonymous",
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** Packs change the pack list, the voices a character can have and the characters' forms. */
function useInvalidatePacks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: voiceKeys.all }),
      queryClient.invalidateQueries({ queryKey: creationKeys.all }),
    ]);
}

/** POST /pack/voice/create: training starts in the background. */
export function useCreateVoicePack() {
  const invalidate = useInvalidatePacks();
  return useMutation({
    mutationFn: (body: BodyOf<typeof voiceRoutes.createVoicePack>) =>
      api.call(voiceRoutes.createVoicePack, { body }),
    onSuccess: () => void invalidate(),
  });
}

/** GET /pack/voice/regen: train a failed pack again. */
export function useRetrainVoicePack() {
  const invalidate = useInvalidatePacks();
  return useMutation({
    mutationFn: (id: string) => api.call(voiceRoutes.retrainVoicePack, { query: { id } }),
    onSuccess: () => void invalidate(),
  });
}

/** DELETE /pack/delete?type=voice: characters that spoke with it go back to the default voice. */
export function useDeleteVoicePack() {
  const invalidate = useInvalidatePacks();
  return useMutation({
    mutationFn: (id: string) => api.call(voiceRoutes.deletePack, { query: { id, type: "voice" } }),
    onSuccess: () => void invalidate(),
  });
}

/** Uploads one recording or sample (sign with purpose "voice", then PUT) and answers its address. */
export const uploadVoiceFile = (file: Blob, fileName: string) => uploadFile(file, fileName, "voice");
