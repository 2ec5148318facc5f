import type { RoomMessage } from "@fable/contract";
import { isLocalId } from "../Chat/conversation";
import type { TurnAction } from "../Chat/streamTurn";

/**
 * The reply being written right now: a new message of `botId` (one of the speakers the server chose,
 * or the character asked to speak), or a new swipe of `targetId`, the latest character reply.
 */
export type RoomStream =
  | { kind: "reply"; botId: string; draft: string }
  | { kind: "regenerate"; botId: string; targetId: string; draft: string };

/** A reply that did not come: Retry asks the same character again. */
export interface RoomFailure {
  botId: string;
  message: string;
  reason: "error" | "stopped";
}

export interface RoomConversationState {
  roomId: string | null;
  /** Oldest first. */
  messages: RoomMessage[];
  hasMore: boolean;
  stream: RoomStream | null;
  /** Characters still to speak after the one streaming, in order. */
  waiting: string[];
  failure: RoomFailure | null;
}

export type RoomAction =
  | { type: "loaded"; roomId: string; messages: RoomMessage[]; hasMore: boolean }
  /** A getRoomHistory page, in whichever order the server sends it. */
  | { type: "olderLoaded"; messages: RoomMessage[]; hasMore: boolean }
  /** The user's message, shown under a local id until the server has stored it. */
  | { type: "userSent"; message: RoomMessage }
  | { type: "userStored"; localId: string; message: RoomMessage }
  | { type: "userRejected"; localId: string }
  /** Who will speak, in order (sendRoomMessage, letThemTalk, or one character asked to speak now). */
  | { type: "speakersQueued"; speakers: string[] }
  | { type: "replyStarted"; botId: string }
  | { type: "regenerateStarted"; targetId: string; botId: string }
  /** The events of one streamed reply (streamTurn of the chat screen). */
  | TurnAction<RoomMessage>
  /** The newest page again after a failed or stopped reply: loaded older messages stay, the rest is the server's. */
  | { type: "synced"; messages: RoomMessage[]; hasMore: boolean }
  | { type: "messageUpdated"; message: RoomMessage }
  | { type: "messagesDeleted"; ids: string[] };

export const emptyRoomConversation: RoomConversationState = {
  roomId: null,
  messages: [],
  hasMore: false,
  stream: null,
  waiting: [],
  failure: null,
};

/** Server ids grow with every message, so comparing them orders messages; local ones come last. */
const idValue = (id: string) => (isLocalId(id) ? Number.POSITIVE_INFINITY : Number(id));
const byId = (a: RoomMessage, b: RoomMessage) => idValue(a.msgId) - idValue(b.msgId);

const replace = (messages: RoomMessage[], message: RoomMessage) =>
  messages.map((current) => (current.msgId === message.msgId ? message : current));

function onStreamDone(state: RoomConversationState, message: RoomMessage): RoomConversationState {
  const { stream } = state;
  if (!stream) return state;
  // A regenerated reply takes its target's place (the server may keep its id or give a new one).
  const targetId = stream.kind === "regenerate" ? stream.targetId : message.msgId;
  const messages = state.messages.some((current) => current.msgId === targetId)
    ? state.messages
        .filter((current) => current.msgId === targetId || current.msgId !== message.msgId)
        .map((current) => (current.msgId === targetId ? message : current))
    : [...state.messages, message];
  return { ...state, messages, stream: null, failure: null };
}

/** The room's conversation as a pure state machine; the screen's hook only dispatches. */
export function roomReducer(state: RoomConversationState, action: RoomAction): RoomConversationState {
  switch (action.type) {
    case "loaded":
      return {
        ...emptyRoomConversation,
        roomId: action.roomId,
        messages: [...action.messages].sort(byId),
        hasMore: action.hasMore,
      };
    case "olderLoaded": {
      const known = new Set(state.messages.map((message) => message.msgId));
      const older = action.messages.filter((message) => !known.has(message.msgId)).sort(byId);
      return { ...state, messages: [...older, ...state.messages], hasMore: action.hasMore };
    }
    case "userSent":
      return { ...state, messages: [...state.messages, action.message], failure: null };
    case "userStored":
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.msgId === action.localId ? action.message : message,
        ),
      };
    case "userRejected":
      return { ...state, messages: state.messages.filter((message) => message.msgId !== action.localId) };
    case "speakersQueued":
      return { ...state, waiting: [...action.speakers], failure: null };
    case "replyStarted":
      return {
        ...state,
        stream: { kind: "reply", botId: action.botId, draft: "" },
        waiting: state.waiting[0] === action.botId ? state.waiting.slice(1) : state.waiting,
        failure: null,
      };
    case "regenerateStarted":
      return {
        ...state,
        stream: { kind: "regenerate", botId: action.botId, targetId: action.targetId, draft: "" },
        failure: null,
      };
    case "delta":
      return state.stream
        ? { ...state, stream: { ...state.stream, draft: state.stream.draft + action.text } }
        : state;
    case "reasoning":
      return state;
    case "streamDone":
      return onStreamDone(state, action.done);
    case "streamFailed": {
      const { stream } = state;
      if (!stream) return { ...state, waiting: [] };
      // A stopped new swipe leaves the reply as it was: nothing to retry.
      const failure: RoomFailure | null =
        action.stopped === true && stream.kind === "regenerate"
          ? null
          : { botId: stream.botId, message: action.message, reason: action.stopped ? "stopped" : "error" };
      return { ...state, stream: null, waiting: [], failure };
    }
    case "streamRejected":
      return { ...state, stream: null, waiting: [] };
    case "synced": {
      const page = [...action.messages].sort(byId);
      const first = page[0];
      const older = first
        ? state.messages.filter((message) => idValue(message.msgId) < idValue(first.msgId))
        : [];
      return {
        ...state,
        messages: [...older, ...page],
        hasMore: older.length > 0 ? state.hasMore : action.hasMore,
      };
    }
    case "messageUpdated":
      return { ...state, messages: replace(state.messages, action.message) };
    case "messagesDeleted": {
      const gone = new Set(action.ids);
      return { ...state, messages: state.messages.filter((message) => !gone.has(message.msgId)) };
    }
  }
}

/** The latest character reply: the only one that may be regenerated or swiped past its last version. */
export function latestReplyId(state: Pick<RoomConversationState, "messages">): string | null {
  const last = state.messages.at(-1);
  return last && last.role === "bot" && !isLocalId(last.msgId) ? last.msgId : null;
}

/** What the right swipe arrow of the latest reply does: show the next version, or write a new one. */
export function nextSwipe(
  message: RoomMessage,
): { kind: "choose"; swipeIndex: number } | { kind: "regenerate" } {
  const next = message.swipeIndex + 1;
  return next < message.swipes.length ? { kind: "choose", swipeIndex: next } : { kind: "regenerate" };
}

/** The id to load older messages before: the oldest message the server gave us. */
export function oldestRoomMessageId(state: Pick<RoomConversationState, "messages">): string | undefined {
  return state.messages.find((message) => !isLocalId(message.msgId))?.msgId;
}
