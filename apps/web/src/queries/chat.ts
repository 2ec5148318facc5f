import type { ChatMessage, ChattingBot, DialogueInfo } from "@fable/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { useViewerKey } from "../stores/auth";

export interface DialogueMemory {
  content: string;
  summary: string;
}

type MessageRef = { dialogueId: string; msgId: string };

/** The streaming calls (text/event-stream), run through `streamRequest`. */
export const CHAT_STREAM_PATHS = {
  send: "/v1/chat/streamChat",
  regenerate: "/v2/chat/regenerateStreamChat",
  /** More of the latest reply: deltas extend its shown swipe; `done` is the whole updated message. */
  continue: "/v2/chat/continueStreamChat",
} as const;

/** The chat calls (docs/product.md#chat-turn) that answer JSON. */
export const chatApi = {
  enter: (body: { botId: string; dialogueId?: string; newChat?: boolean }, signal?: AbortSignal) =>
    api.post<DialogueInfo>("/v1/chat/enterDialogueV2", body, { signal }),
  /** Older messages, newest first. */
  history: (body: { dialogueId: string; beforeMsgId?: string; limit: number }) =>
    api.post<{ messages: ChatMessage[]; hasMore: boolean }>("/v1/chat/chatHistory", body),
  choose: (body: MessageRef & { swipeIndex: number }) =>
    api.post<ChatMessage>("/v2/chat/chooseMessage", body),
  edit: (body: MessageRef & { content: string }) => api.post<ChatMessage>("/v1/chat/edit/bot/message", body),
  remove: (body: MessageRef) => api.post<{ deleted: string[] }>("/v1/chat/delete/bot/message", body),
  rate: (body: MessageRef & { rating: 0 | 1 | 2 }) => api.post<ChatMessage>("/v1/chat/rateMsg", body),
  pin: (body: MessageRef, pinned: boolean) =>
    api.post<ChatMessage>(pinned ? "/memory/pin" : "/memory/unpin", body),
  pins: (dialogueId: string, signal?: AbortSignal) =>
    api.post<ChatMessage[]>("/memory/pin/list", { dialogueId }, { signal }),
  memory: (dialogueId: string, signal?: AbortSignal) =>
    api.post<DialogueMemory>("/memory/custom/get", { dialogueId }, { signal }),
  saveMemory: (body: { dialogueId: string; content: string }) =>
    api.post<DialogueMemory>("/memory/custom/addOrUpdate", body),
  chatting: (signal?: AbortSignal) => api.get<ChattingBot[]>("/v1/chat/getBotsWithChatting", { signal }),
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
