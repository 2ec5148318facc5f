import type { BotDetail, BotLikeState, Persona, SavedChat } from "@fable/contract";
import { chatRoutes } from "@fable/contract/routes/chat";
import { chatSettingsRoutes } from "@fable/contract/routes/chat-settings";
import { likeRoutes } from "@fable/contract/routes/likes";
import { personaRoutes } from "@fable/contract/routes/personas";
import { savedChatRoutes } from "@fable/contract/routes/saved-chats";
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type BodyOf } from "../api";
import { currentViewerKey } from "../stores/auth";
import { botProfileKeys } from "./botProfile";
import { chatKeys } from "./chat";

/** Personas, model choice, likes, saved chats, suggestions and adult content of the chat screen. */
export const chatSettingsApi = {
  suggest: (dialogueId: string) => api.call(chatRoutes.suggestReplies, { body: { dialogueId } }),
  personas: (signal?: AbortSignal) => api.call(personaRoutes.listPersonas, {}, { signal }),
  savePersona: (draft: BodyOf<typeof personaRoutes.savePersona>) =>
    api.call(personaRoutes.savePersona, { body: draft }),
  removePersona: (maskId: string) => api.call(personaRoutes.removePersona, { body: { maskId } }),
  setPersona: (body: { dialogueId: string; maskId: string | null }) =>
    api.call(personaRoutes.setPersona, { body }),
  modelScenes: (signal?: AbortSignal) => api.call(chatSettingsRoutes.modelScenes, {}, { signal }),
  chooseModelScene: (sceneId: string) => api.call(chatSettingsRoutes.chooseModelScene, { body: { sceneId } }),
  like: (botId: string, liked: boolean) =>
    api.call(liked ? likeRoutes.like : likeRoutes.cancelLike, { query: { botId } }),
  /** Keeps the dialogue among the saved chats and answers a new dialogue with the same bot. */
  saveDialogue: (dialogueId: string) => api.call(savedChatRoutes.saveDialogue, { body: { dialogueId } }),
  savedChats: (botId: string, signal?: AbortSignal) =>
    api.call(savedChatRoutes.savedChats, { query: { botId } }, { signal }),
  hideSavedChat: (dialogueId: string) => api.call(savedChatRoutes.hideSavedChat, { query: { dialogueId } }),
  setNsfw: (body: BodyOf<typeof chatSettingsRoutes.setNsfw>) =>
    api.call(chatSettingsRoutes.setNsfw, { body }),
};

/**
 * Keys carry the viewer, so another user never reads these answers. `persona`, `like` and `nsfw`
 * hold what this session learnt from its own changes: the API has no call that reads them back.
 */
export const chatSettingsKeys = {
  personas: () => [...chatKeys.all, "masks", currentViewerKey()] as const,
  modelScenes: () => [...chatKeys.all, "modelScenes", currentViewerKey()] as const,
  savedChats: (botId: string) => [...chatKeys.all, "savedChats", botId, currentViewerKey()] as const,
  persona: (dialogueId: string) => [...chatKeys.all, "persona", dialogueId, currentViewerKey()] as const,
  like: (botId: string) => [...chatKeys.all, "like", botId, currentViewerKey()] as const,
  nsfw: () => [...chatKeys.all, "nsfw", currentViewerKey()] as const,
};

/** A value only ever written by this session's own changes (see chatSettingsKeys). */
function useKnown<T>(queryKey: readonly unknown[]) {
  return useQuery<T>({ queryKey, queryFn: skipToken, staleTime: Number.POSITIVE_INFINITY }).data;
}

export function useSuggestReplies() {
  return useMutation({ mutationFn: chatSettingsApi.suggest });
}

export function usePersonas(enabled: boolean) {
  return useQuery({
    queryKey: chatSettingsKeys.personas(),
    queryFn: ({ signal }) => chatSettingsApi.personas(signal),
    enabled,
    staleTime: 0,
  });
}

export function useSavePersona() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chatSettingsApi.savePersona,
    // Saving a default persona clears the flag of the others, so the whole list is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatSettingsKeys.personas() }),
  });
}

export function useRemovePersona() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chatSettingsApi.removePersona,
    onSuccess: ({ removed }) => {
      queryClient.setQueryData<Persona[]>(chatSettingsKeys.personas(), (personas) =>
        personas?.filter((mask) => mask.maskId !== removed),
      );
      // Dialogues that spoke as the removed persona go on without one (the server's rule).
      queryClient.setQueriesData<Persona | null>({ queryKey: [...chatKeys.all, "persona"] }, (mask) =>
        mask?.maskId === removed ? null : mask,
      );
    },
  });
}

/** The persona chosen for a dialogue in this session: a Mask, null for none, undefined when unknown. */
export function useDialoguePersona(dialogueId: string) {
  return useKnown<Persona | null>(chatSettingsKeys.persona(dialogueId));
}

export function useSetPersona() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chatSettingsApi.setPersona,
    onSuccess: ({ dialogueId, mask }) => queryClient.setQueryData(chatSettingsKeys.persona(dialogueId), mask),
  });
}

export function useModelScenes(enabled: boolean) {
  return useQuery({
    queryKey: chatSettingsKeys.modelScenes(),
    queryFn: ({ signal }) => chatSettingsApi.modelScenes(signal),
    enabled,
    staleTime: 0,
  });
}

export function useChooseModelScene() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chatSettingsApi.chooseModelScene,
    onSuccess: (info) => queryClient.setQueryData(chatSettingsKeys.modelScenes(), info),
  });
}

export function useSavedChats(botId: string, enabled: boolean) {
  return useQuery({
    queryKey: chatSettingsKeys.savedChats(botId),
    queryFn: ({ signal }) => chatSettingsApi.savedChats(botId, signal),
    enabled,
    staleTime: 0,
  });
}

export function useHideSavedChat(botId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chatSettingsApi.hideSavedChat,
    onSuccess: ({ dialogueId }) =>
      queryClient.setQueryData<SavedChat[]>(chatSettingsKeys.savedChats(botId), (chats) =>
        chats?.filter((chat) => chat.dialogueId !== dialogueId),
      ),
  });
}

/** Whether the user likes the bot, as far as this session knows (null: not liked or unliked here yet). */
export function useKnownLike(botId: string) {
  return useKnown<BotLikeState | null>(chatSettingsKeys.like(botId)) ?? null;
}

/**
 * Like or take back a like. The caller shows the new state at once (`onMutate` stores it); a failure
 * restores the previous one, and the server's count wins when it answers.
 */
export function useLikeBot(botId: string) {
  const queryClient = useQueryClient();
  const key = chatSettingsKeys.like(botId);
  return useMutation({
    mutationFn: (next: BotLikeState) => chatSettingsApi.like(botId, next.liked),
    onMutate: (next) => {
      // null, not undefined, stands for "unknown": setQueryData ignores undefined.
      const previous = queryClient.getQueryData<BotLikeState | null>(key) ?? null;
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onError: (_error, _next, context) => queryClient.setQueryData(key, context?.previous ?? null),
    onSuccess: (state) => {
      queryClient.setQueryData(key, state);
      // The profile page shows the same count.
      queryClient.setQueriesData<BotDetail>({ queryKey: botProfileKeys.bot(botId) }, (detail) =>
        detail ? { ...detail, likes: state.likes } : detail,
      );
    },
  });
}

/** Whether adult content is on, as far as this session knows (undefined: not changed here). */
export function useKnownNsfw() {
  return useKnown<boolean>(chatSettingsKeys.nsfw());
}

export function useSetNsfw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chatSettingsApi.setNsfw,
    onSuccess: ({ enabled }) => queryClient.setQueryData(chatSettingsKeys.nsfw(), enabled),
  });
}
