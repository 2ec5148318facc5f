import { chatRoutes } from "@fable/contract/routes/chat";
import { memoryRoutes } from "@fable/contract/routes/memory";
import { messageRoutes } from "@fable/contract/routes/messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type BodyOf } from "../api";
import { useViewerKey } from "../stores/auth";

/** The chat calls (docs/product.md#chat-turn) that answer JSON; the streaming ones go through `api.stream`. */
export const chatApi = {
  enter: (body: BodyOf<typeof chatRoutes.enterDialogue>, signal?: AbortSignal) =>
    api.call(chatRoutes.enterDialogue, { body }, { signal }),
  /** Older messages, newest first. */
  history: (body: BodyOf<typeof chatRoutes.chatHistory>) => api.call(chatRoutes.chatHistory, { body }),
  choose: (body: BodyOf<typeof chatRoutes.chooseMessage>) => api.call(chatRoutes.chooseMessage, { body }),
  edit: (body: BodyOf<typeof messageRoutes.editMessage>) => api.call(messageRoutes.editMessage, { body }),
  remove: (body: BodyOf<typeof messageRoutes.deleteMessage>) =>
    api.call(messageRoutes.deleteMessage, { body }),
  rate: (body: BodyOf<typeof messageRoutes.rateMessage>) => api.call(messageRoutes.rateMessage, { body }),
  pin: (body: BodyOf<typeof memoryRoutes.pin>, pinned: boolean) =>
    api.call(pinned ? memoryRoutes.pin : memoryRoutes.unpin, { body }),
  pins: (dialogueId: string, signal?: AbortSignal) =>
    api.call(memoryRoutes.pinnedMessages, { body: { dialogueId } }, { signal }),
  memory: (dialogueId: string, signal?: AbortSignal) =>
    api.call(memoryRoutes.memory, { body: { dialogueId } }, { signal }),
  /** Typed with a string id: the answer is stored under the dialogue's key. */
  saveMemory: (body: { dialogueId: string; content: string }) => api.call(memoryRoutes.saveMemory, { body }),
  chatting: (signal?: AbortSignal) => api.call(chatRoutes.chattingBots, {}, { signal }),
};

export const chatKeys = {
  all: ["chat"] as const,
  dialogue: (botId: string, dialogueId: string | null, viewer: string) =>
    [...chatKeys.all, "dialogue", botId, dialogueId ?? "latest", viewer] as const,
  chatting: (viewer: string) => [...chatKeys.all, "chatting", viewer] as const,
  pins: (dialogueId: string) => [...chatKeys.all, "pins", dialogueId] as const,
  memory: (dialogueId: string) => [...chatKeys.all, "memory", dialogueId] as const,
};

/**
 * POST /v1/chat/enterDialogueV2: the dialogue the screen opens with. The screen owns the conversation
 * from then on, so the answer is read once per visit and never refetched behind its back.
 */
export function useEnterDialogue(botId: string | null, dialogueId: string | null) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: chatKeys.dialogue(botId ?? "", dialogueId, viewer),
    queryFn: ({ signal }) => chatApi.enter({ botId: botId!, ...(dialogueId ? { dialogueId } : {}) }, signal),
    enabled: botId !== null && viewer !== "anonymous",
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** GET /v1/chat/getBotsWithChatting: the /chats list, most recent first. */
export function useChattingBots() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: chatKeys.chatting(viewer),
    queryFn: ({ signal }) => chatApi.chatting(signal),
    enabled: viewer !== "anonymous",
    staleTime: 0,
  });
}

export function usePinnedMessages(dialogueId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.pins(dialogueId ?? ""),
    queryFn: ({ signal }) => chatApi.pins(dialogueId!, signal),
    enabled: enabled && dialogueId !== null,
    staleTime: 0,
  });
}

export function useDialogueMemory(dialogueId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.memory(dialogueId ?? ""),
    queryFn: ({ signal }) => chatApi.memory(dialogueId!, signal),
    enabled: enabled && dialogueId !== null,
    staleTime: 0,
  });
}

export function useSaveMemory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chatApi.saveMemory,
    onSuccess: (memory, { dialogueId }) => queryClient.setQueryData(chatKeys.memory(dialogueId), memory),
  });
}
