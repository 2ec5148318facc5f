import { VisitorConversation, type VisitorMessage } from "@fable/contract";

/**
 * A visitor's chat (docs/product.md#visitor-chat). The server keeps nothing, so the browser holds the
 * conversation — per bot, in sessionStorage, so a reload keeps it — and sends it with every message.
 * It always holds whole exchanges (user, bot, user, bot …): a turn that got no reply leaves no trace.
 */
export type VisitorTurn = VisitorMessage;

/** The reply being written: the user's message it answers and what has arrived so far. */
export interface VisitorStream {
  content: string;
  draft: string;
}

export interface VisitorChatState {
  /** Whole exchanges, oldest first, without the greeting. */
  messages: VisitorTurn[];
  stream: VisitorStream | null;
  /** What the last `done` said is left; null until a reply has said it. */
  messagesLeft: number | null;
}

export type VisitorChatAction =
  | { type: "sendStarted"; content: string }
  | { type: "delta"; text: string }
  | { type: "replied"; content: string; messagesLeft: number }
  /** Stopped by the visitor: a reply that had begun is kept as it stands. */
  | { type: "stopped" }
  /** Refused or failed: the message goes back into the composer. */
  | { type: "failed" };

export const visitorChatState = (messages: VisitorTurn[]): VisitorChatState => ({
  messages,
  stream: null,
  messagesLeft: null,
});

export function visitorChatReducer(state: VisitorChatState, action: VisitorChatAction): VisitorChatState {
  const { stream } = state;
  switch (action.type) {
    case "sendStarted":
      return stream ? state : { ...state, stream: { content: action.content, draft: "" } };
    case "delta":
      return stream ? { ...state, stream: { ...stream, draft: stream.draft + action.text } } : state;
    case "replied":
      if (!stream) return state;
      return {
        messages: withExchange(state.messages, stream.content, action.content),
        stream: null,
        messagesLeft: action.messagesLeft,
      };
    case "stopped": {
      if (!stream) return state;
      const partial = stream.draft.trim();
      return {
        ...state,
        messages: partial ? withExchange(state.messages, stream.content, partial) : state.messages,
        stream: null,
      };
    }
    case "failed":
      return stream ? { ...state, stream: null } : state;
  }
}

const withExchange = (messages: VisitorTurn[], user: string, bot: string): VisitorTurn[] => [
  ...messages,
  { role: "user", content: user },
  { role: "bot", content: bot },
];

/** The body of /v1/chat/preview/chat: the conversation so far and the new message. */
export const previewRequest = (botId: string, messages: VisitorTurn[], content: string) => ({
  botId,
  messages: [...messages, { role: "user" as const, content }],
});

export const sentCount = (messages: readonly VisitorTurn[]) =>
  messages.filter((message) => message.role === "user").length;

/**
 * Messages the visitor may still send here: the per-chat allowance less what was sent, and never more
 * than the address has left today (from the allowance, then from each reply). Null while unknown.
 */
export function messagesLeft(
  state: Pick<VisitorChatState, "messages" | "messagesLeft">,
  allowance: { messagesPerChat: number; leftToday: number | null } | undefined,
): number | null {
  if (!allowance) return state.messagesLeft;
  const here = Math.max(0, allowance.messagesPerChat - sentCount(state.messages));
  const today = allowance.leftToday ?? Number.POSITIVE_INFINITY;
  return Math.min(here, today, state.messagesLeft ?? Number.POSITIVE_INFINITY);
}

const STORAGE_PREFIX = "fable.visitorChat.";
export const visitorStorageKey = (botId: string) => `${STORAGE_PREFIX}${botId}`;

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Stored text is read with the contract's rules, so what is sent back is what the server accepts. */
const StoredConversation = VisitorConversation.shape.messages;

/** The longest run of whole exchanges at the start of `messages`: what can be sent back or adopted. */
export function wholeExchanges(messages: readonly VisitorTurn[]): VisitorTurn[] {
  let end = 0;
  while (messages[end]?.role === "user" && messages[end + 1]?.role === "bot") end += 2;
  return messages.slice(0, end);
}

/** The stored conversation with this bot; anything unreadable counts as none. */
export function readVisitorChat(storage: KeyValueStore | null, botId: string): VisitorTurn[] {
  try {
    const raw = storage?.getItem(visitorStorageKey(botId));
    if (!raw) return [];
    const parsed = StoredConversation.safeParse(JSON.parse(raw));
    return parsed.success ? wholeExchanges(parsed.data) : [];
  } catch {
    return [];
  }
}

export function writeVisitorChat(storage: KeyValueStore | null, botId: string, messages: VisitorTurn[]) {
  try {
    if (messages.length === 0) storage?.removeItem(visitorStorageKey(botId));
    else storage?.setItem(visitorStorageKey(botId), JSON.stringify(messages));
  } catch {
    // Storage full or blocked: the chat lasts for this page only.
  }
}

export const clearVisitorChat = (storage: KeyValueStore | null, botId: string) =>
  writeVisitorChat(storage, botId, []);

/** sessionStorage, or null where the browser refuses it (blocked cookies). */
export function sessionStore(): KeyValueStore | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}
