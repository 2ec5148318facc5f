import type { RoomCandidates, RoomMemory, RoomSummary } from "@fable/contract";
import { roomRoutes } from "@fable/contract/routes/rooms";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type BodyOf } from "../api";
import { useViewerKey } from "../stores/auth";

/** The room calls (docs/product.md#room-screen) that answer JSON; the streaming ones go through `api.stream`. */
export const roomApi = {
  list: (signal?: AbortSignal) => api.call(roomRoutes.listRooms, {}, { signal }),
  candidates: (query: { keyword: string; page: number }, signal?: AbortSignal) =>
    api.call(roomRoutes.roomCandidates, { query }, { signal }),
  create: (body: BodyOf<typeof roomRoutes.createRoom>) => api.call(roomRoutes.createRoom, { body }),
  update: (body: BodyOf<typeof roomRoutes.updateRoom>) => api.call(roomRoutes.updateRoom, { body }),
  remove: (roomId: string) => api.call(roomRoutes.deleteRoom, { body: { roomId } }),
  detail: (roomId: string, signal?: AbortSignal) =>
    api.call(roomRoutes.getRoom, { query: { roomId } }, { signal }),
  history: (query: { roomId: string; beforeMsgId?: string }) =>
    api.call(roomRoutes.getRoomHistory, { query }),
  send: (body: BodyOf<typeof roomRoutes.sendRoomMessage>) => api.call(roomRoutes.sendRoomMessage, { body }),
  letThemTalk: (body: BodyOf<typeof roomRoutes.letThemTalk>) => api.call(roomRoutes.letThemTalk, { body }),
  choose: (body: BodyOf<typeof roomRoutes.chooseRoomSwipe>) => api.call(roomRoutes.chooseRoomSwipe, { body }),
  edit: (body: BodyOf<typeof roomRoutes.editRoomMessage>) => api.call(roomRoutes.editRoomMessage, { body }),
  removeMessage: (body: BodyOf<typeof roomRoutes.deleteRoomMessage>) =>
    api.call(roomRoutes.deleteRoomMessage, { body }),
  pin: (body: BodyOf<typeof roomRoutes.pinRoomMessage>) => api.call(roomRoutes.pinRoomMessage, { body }),
  memory: (roomId: string, signal?: AbortSignal) =>
    api.call(roomRoutes.getRoomMemory, { query: { roomId } }, { signal }),
};

export const roomKeys = {
  all: ["rooms"] as const,
  list: (viewer: string) => [...roomKeys.all, "list", viewer] as const,
  candidates: (keyword: string, viewer: string) => [...roomKeys.all, "candidates", keyword, viewer] as const,
  detail: (roomId: string, viewer: string) => [...roomKeys.all, "detail", roomId, viewer] as const,
  memory: (roomId: string, viewer: string) => [...roomKeys.all, "memory", roomId, viewer] as const,
};

/** GET /room/list: the rooms beside the dialogues on /chats, latest conversation first. */
export function useRooms() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: roomKeys.list(viewer),
    queryFn: ({ signal }) => roomApi.list(signal),
    enabled: viewer !== "anonymous",
    staleTime: 0,
  });
}

/** A page of candidates is full when it holds a whole page size; the server says hasMore too. */
export const nextCandidatePage = (last: RoomCandidates, pages: readonly RoomCandidates[]) =>
  last.hasMore && last.bots.length > 0 ? pages.length + 1 : undefined;

/** GET /room/candidates: the characters a room can hold, searched by name, page after page. */
export function useRoomCandidates(keyword: string) {
  const viewer = useViewerKey();
  return useInfiniteQuery({
    queryKey: roomKeys.candidates(keyword, viewer),
    queryFn: ({ pageParam, signal }) => roomApi.candidates({ keyword, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextCandidatePage,
    enabled: viewer !== "anonymous",
    staleTime: 60_000,
  });
}

/**
 * GET /room/detail: the room the screen opens with. The screen owns the conversation from then on, so
 * the answer is read once per visit and never refetched behind its back (like the chat's dialogue).
 */
export function useRoomDetail(roomId: string) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: roomKeys.detail(roomId, viewer),
    queryFn: ({ signal }) => roomApi.detail(roomId, signal),
    enabled: viewer !== "anonymous",
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** Keeps the cached /chats list in step with a created or changed room. */
function useRememberRoom() {
  const queryClient = useQueryClient();
  return (room: RoomSummary) => {
    void queryClient.invalidateQueries({ queryKey: [...roomKeys.all, "list"] });
    return room;
  };
}

export function useCreateRoom() {
  const remember = useRememberRoom();
  return useMutation({ mutationFn: roomApi.create, onSuccess: remember });
}

export function useUpdateRoom() {
  const remember = useRememberRoom();
  return useMutation({ mutationFn: roomApi.update, onSuccess: remember });
}

export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: roomApi.remove,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...roomKeys.all, "list"] }),
  });
}

/** GET /room/memory: pins, the memory note and the summary, read afresh each time the panel opens. */
export function useRoomMemory(roomId: string, enabled: boolean) {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: roomKeys.memory(roomId, viewer),
    queryFn: ({ signal }) => roomApi.memory(roomId, signal),
    enabled: enabled && viewer !== "anonymous",
    staleTime: 0,
  });
}

/** Saves the room's memory note through /room/update and keeps the cached memory in step. */
export function useSaveRoomNote(roomId: string) {
  const viewer = useViewerKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customMemory: string) => roomApi.update({ roomId, customMemory }),
    onSuccess: (_room, customMemory) =>
      queryClient.setQueryData(roomKeys.memory(roomId, viewer), (memory: RoomMemory | undefined) =>
        memory ? { ...memory, customMemory } : memory,
      ),
  });
}
