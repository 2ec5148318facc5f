import type { ChatMessage, DialogueInfo, StreamDone } from "@fable/contract";

/** Limits of the chat schemas in the contract (SendMessageRequest, CustomMemoryUpdate). */
export const MESSAGE_MAX = 4000;
export const MEMORY_MAX = 2000;

/** Messages shown before the server has stored them carry a local id, never sent to the server. */
const LOCAL_PREFIX = "local-";
export const isLocalId = (id: string) => id.startsWith(LOCAL_PREFIX);
export const localId = (sequence: number) => `${LOCAL_PREFIX}${sequence}`;

/** The reply being written right now; `reasoning` is what the model thought first (a scene that shows it). */
export type Stream =
  /** A new message: `userId` is the local id of the user's message shown while it is sent. */
  (
    | { kind: "send"; userId: string; draft: string }
    /**
     * Another version of `targetId`: a new swipe of a bot reply, or — when the target is the user's
     * last message whose reply failed — a first reply to it (`replyTo`).
     */
    | { kind: "regenerate"; targetId: string; replyTo: boolean; draft: string }
    /** More of `targetId`, the latest reply: its shown swipe grows by `draft` (continueStreamChat). */
    | { kind: "continue"; targetId: string; draft: string }
  ) & { reasoning?: string };

/**
 * A turn without a reply: the note under `anchorId`, whose Regenerate retries it. The reply failed
 * (with the server's message), was stopped, or is simply missing (the user's message is the last one,
 * e.g. after a reload or after deleting the reply).
 */
export interface Failure {
  anchorId: string;
  /** The server's message, when there was one. */
  message: string;
  reason: "error" | "stopped" | "unanswered";
  /** The note's retry continues the reply instead of writing another one (a failed "Continue"). */
  retry?: "continue";
}

export interface ConversationState {
  dialogueId: string | null;
  /** Oldest first. */
  messages: ChatMessage[];
  /** Older messages exist on the server. */
  hasMore: boolean;
  stream: Stream | null;
  failure: Failure | null;
}

export type ConversationAction =
  | { type: "loaded"; info: Pick<DialogueInfo, "dialogueId" | "messages" | "hasMore"> }
  /** A chatHistory page: newest first, as the server sends it. */
  | { type: "olderLoaded"; messages: ChatMessage[]; hasMore: boolean }
  | { type: "sendStarted"; userId: string; content: string; createdAt: string }
  | { type: "regenerateStarted"; targetId: string }
  | { type: "continueStarted"; targetId: string }
  | { type: "delta"; text: string }
  | { type: "reasoning"; text: string }
  | { type: "streamDone"; done: StreamDone }
  /** The server refused before streaming (bad input, rate limit…): nothing was stored. */
  | { type: "streamRejected" }
  /** The stream ended with an error, or the user stopped it: the user's message is kept. */
  | { type: "streamFailed"; message: string; stopped?: boolean }
  /** The newest page of the dialogue, oldest first, to learn the ids of what the server kept. */
  | { type: "synced"; messages: ChatMessage[]; hasMore: boolean }
  | { type: "messageUpdated"; message: ChatMessage }
  /** A message the server added outside a turn (a picture the character sent). */
  | { type: "messageAdded"; message: ChatMessage }
  | { type: "swipeSelected"; msgId: string; swipeIndex: number }
  | { type: "messagesDeleted"; ids: string[] };

export const emptyConversation: ConversationState = {
  dialogueId: null,
  messages: [],
  hasMore: false,
  stream: null,
  failure: null,
};

/** Server ids grow with every message, so comparing them orders messages. */
const idValue = (id: string) => (isLocalId(id) ? Number.POSITIVE_INFINITY : Number(id));

const withoutUserMessage = ({ userMessage: _userMessage, ...message }: StreamDone): ChatMessage => message;

function replaceMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  return messages.map((current) => (current.msgId === message.msgId ? message : current));
}

function onSendDone(state: ConversationState, stream: Stream & { kind: "send" }, done: StreamDone) {
  const reply = withoutUserMessage(done);
  const messages = state.messages
    .map((message) => (message.msgId === stream.userId && done.userMessage ? done.userMessage : message))
    .filter((message) => message.msgId !== reply.msgId);
  return { ...state, messages: [...messages, reply], stream: null, failure: null };
}

/**
 * Regenerating a reply (docs/product.md#chat-turn) clears the conversation after it (the server already has).
 */
function onRegenerateDone(
  state: ConversationState,
  stream: Stream & { kind: "regenerate" },
  done: StreamDone,
) {
  const reply = withoutUserMessage(done);
  const index = state.messages.findIndex((message) => message.msgId === stream.targetId);
  if (index < 0) return { ...state, messages: [...state.messages, reply], stream: null, failure: null };
  const before = state.messages.slice(0, stream.replyTo ? index + 1 : index);
  return { ...state, messages: [...before, reply], stream: null, failure: null };
}

/** The server answers the continued reply whole (same msgId, its swipe extended): it replaces ours. */
function onContinueDone(state: ConversationState, stream: Stream & { kind: "continue" }, done: StreamDone) {
  const reply = withoutUserMessage(done);
  const messages = state.messages.map((message) => (message.msgId === stream.targetId ? reply : message));
  return { ...state, messages, stream: null, failure: null };
}

function onStreamFailed(state: ConversationState, stream: Stream, message: string, stopped: boolean) {
  // A stopped new version or continuation leaves the reply as it was: nothing to retry.
  if (stopped && (stream.kind === "continue" || (stream.kind === "regenerate" && !stream.replyTo))) {
    return { ...state, stream: null };
  }
  const anchorId = stream.kind === "send" ? stream.userId : stream.targetId;
  const failure: Failure = { anchorId, message, reason: stopped ? "stopped" : "error" };
  // The streamed text was never part of the message, so a failed continuation shows it as it was.
  if (stream.kind === "continue") failure.retry = "continue";
  return { ...state, stream: null, failure };
}

/** A stored user message with nothing after it still wants a reply: offer to regenerate one. */
function withUnanswered(state: ConversationState): ConversationState {
  const last = state.messages.at(-1);
  if (state.stream || state.failure || !last || last.role !== "user" || isLocalId(last.msgId)) return state;
  return { ...state, failure: { anchorId: last.msgId, message: "", reason: "unanswered" } };
}

/**
 * Merges the newest page from the server: loaded older messages stay, the rest is the server's. A
 * failed message shown with a local id takes the id the server gave it; one the server never
 * stored stays local, and retrying it sends it again.
 */
function onSynced(state: ConversationState, page: ChatMessage[], pageHasMore: boolean): ConversationState {
  const first = page[0];
  const older = first
    ? state.messages.filter(
        (message) => !isLocalId(message.msgId) && idValue(message.msgId) < idValue(first.msgId),
      )
    : [];
  let messages = [...older, ...page];
  let failure = state.failure;
  if (failure && isLocalId(failure.anchorId)) {
    const local = state.messages.find((message) => message.msgId === failure!.anchorId);
    const last = page.at(-1);
    if (last && last.role === "user" && local && last.content === local.content) {
      failure = { ...failure, anchorId: last.msgId };
    } else if (local) {
      messages = [...messages, local];
    } else {
      failure = null;
    }
  } else if (failure && !messages.some((message) => message.msgId === failure!.anchorId)) {
    failure = null;
  }
  return { ...state, messages, hasMore: older.length > 0 ? state.hasMore : pageHasMore, failure };
}

function onSwipeSelected(state: ConversationState, msgId: string, swipeIndex: number): ConversationState {
  const last = state.messages.at(-1);
  if (!last || last.msgId !== msgId || last.role !== "bot") return state;
  const content = last.swipes[swipeIndex];
  if (!Number.isInteger(swipeIndex) || content === undefined) return state;
  return { ...state, messages: replaceMessage(state.messages, { ...last, swipeIndex, content }) };
}

/** The conversation of the chat screen as a pure state machine; the screen only dispatches. */
export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case "loaded":
      return withUnanswered({
        ...emptyConversation,
        dialogueId: action.info.dialogueId,
        messages: action.info.messages,
        hasMore: action.info.hasMore,
      });
    case "olderLoaded": {
      const known = new Set(state.messages.map((message) => message.msgId));
      const older = [...action.messages].reverse().filter((message) => !known.has(message.msgId));
      return { ...state, messages: [...older, ...state.messages], hasMore: action.hasMore };
    }
    case "sendStarted": {
      if (state.stream || !state.dialogueId) return state;
      const message: ChatMessage = {
        msgId: action.userId,
        dialogueId: state.dialogueId,
        role: "user",
        content: action.content,
        swipes: [action.content],
        swipeIndex: 0,
        swipeInfo: [null],
        rating: 0,
        pinned: false,
        createdAt: action.createdAt,
      };
      return {
        ...state,
        messages: [...state.messages, message],
        stream: { kind: "send", userId: action.userId, draft: "" },
        failure: null,
      };
    }
    case "regenerateStarted": {
      const target = state.messages.find((message) => message.msgId === action.targetId);
      if (state.stream || !target) return state;
      return {
        ...state,
        stream: { kind: "regenerate", targetId: target.msgId, replyTo: target.role === "user", draft: "" },
        failure: null,
      };
    }
    case "continueStarted":
      if (!canContinue(state, action.targetId)) return state;
      return { ...state, stream: { kind: "continue", targetId: action.targetId, draft: "" }, failure: null };
    case "delta":
      return state.stream
        ? { ...state, stream: { ...state.stream, draft: state.stream.draft + action.text } }
        : state;
    case "reasoning":
      return state.stream
        ? { ...state, stream: { ...state.stream, reasoning: (state.stream.reasoning ?? "") + action.text } }
        : state;
    case "streamDone":
      if (!state.stream) return state;
      if (state.stream.kind === "send") return onSendDone(state, state.stream, action.done);
      if (state.stream.kind === "continue") return onContinueDone(state, state.stream, action.done);
      return onRegenerateDone(state, state.stream, action.done);
    case "streamRejected": {
      const stream = state.stream;
      if (!stream) return state;
      const messages =
        stream.kind === "send"
          ? state.messages.filter((message) => message.msgId !== stream.userId)
          : state.messages;
      return withUnanswered({ ...state, messages, stream: null });
    }
    case "streamFailed":
      return state.stream
        ? onStreamFailed(state, state.stream, action.message, action.stopped ?? false)
        : state;
    case "synced":
      return withUnanswered(onSynced(state, action.messages, action.hasMore));
    case "messageUpdated":
      return { ...state, messages: replaceMessage(state.messages, action.message) };
    case "messageAdded":
      return { ...state, messages: [...state.messages, action.message] };
    case "swipeSelected":
      return onSwipeSelected(state, action.msgId, action.swipeIndex);
    case "messagesDeleted": {
      const gone = new Set(action.ids);
      const failure = state.failure && gone.has(state.failure.anchorId) ? null : state.failure;
      return withUnanswered({
        ...state,
        messages: state.messages.filter((message) => !gone.has(message.msgId)),
        failure,
      });
    }
  }
}

/** The greeting is message 0 of a dialogue: it cannot be regenerated or deleted, only swiped. */
export function isGreeting(state: Pick<ConversationState, "messages" | "hasMore">, msgId: string): boolean {
  const first = state.messages[0];
  return !state.hasMore && first?.msgId === msgId && first.role === "bot";
}

/** What a swipe arrow on the latest reply does: show another swipe, write a new one, or nothing. */
export type SwipeMove = { kind: "choose"; swipeIndex: number } | { kind: "regenerate" } | null;

export function swipeMove(
  state: Pick<ConversationState, "messages" | "hasMore" | "stream">,
  msgId: string,
  step: -1 | 1,
): SwipeMove {
  const last = state.messages.at(-1);
  if (state.stream || !last || last.msgId !== msgId || last.role !== "bot" || isLocalId(msgId)) return null;
  const next = last.swipeIndex + step;
  if (next < 0) return null;
  if (next < last.swipes.length) return { kind: "choose", swipeIndex: next };
  // Like SillyTavern: past the last swipe a new one is written — except for the greeting.
  return isGreeting(state, msgId) ? null : { kind: "regenerate" };
}

/** The swipe arrows show under the latest reply when there is anything to swipe to. */
export function showsSwipes(state: Pick<ConversationState, "messages" | "hasMore">, msgId: string): boolean {
  const last = state.messages.at(-1);
  if (!last || last.msgId !== msgId || last.role !== "bot" || isLocalId(msgId)) return false;
  return last.swipes.length > 1 || !isGreeting(state, msgId);
}

/**
 * "Continue" writes more of the latest reply. Not of the greeting: like regenerating, that would
 * rewrite the character's own opening.
 */
export function canContinue(
  state: Pick<ConversationState, "messages" | "hasMore" | "stream">,
  msgId: string,
): boolean {
  const last = state.messages.at(-1);
  if (state.stream || !last || last.msgId !== msgId || last.role !== "bot" || isLocalId(msgId)) return false;
  return !isGreeting(state, msgId);
}

/**
 * What a stored message shows while a reply streams into it: a new swipe shows only the new text, a
 * continuation its text so far followed by what has arrived. Null when nothing streams into it.
 */
export function streamingTextFor(
  state: Pick<ConversationState, "stream">,
  message: ChatMessage,
): string | null {
  const { stream } = state;
  if (!stream || stream.kind === "send" || stream.targetId !== message.msgId) return null;
  if (stream.kind === "continue") return message.content + stream.draft;
  return stream.replyTo ? null : stream.draft;
}

/** Regenerating any reply but the last clears what follows, so the screen asks first. */
export function regenerateClearsLater(state: Pick<ConversationState, "messages">, msgId: string): boolean {
  const index = state.messages.findIndex((message) => message.msgId === msgId);
  return index >= 0 && index < state.messages.length - 1;
}

/** The id to load older messages before: the oldest message the server gave us. */
export function oldestServerId(state: Pick<ConversationState, "messages">): string | undefined {
  return state.messages.find((message) => !isLocalId(message.msgId))?.msgId;
}
