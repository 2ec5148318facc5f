import type { StoryDialogue, StoryMessage, StoryTurnInfo, StreamDone } from "@fable/contract";

/**
 * A play-through as the adventure screen holds it (docs/product.md#adventure-play): the messages, the
 * narrator turn being streamed (a new one, or a rewind of the latest), and where the story stands.
 */
export interface PlayState {
  dialogueId: string;
  chapterCount: number;
  messages: StoryMessage[];
  hasMore: boolean;
  /** The narration streamed so far; `rewinding` names the turn it replaces. */
  streaming: { text: string; rewinding: string | null } | null;
}

export type PlayAction =
  | { type: "opened"; dialogue: StoryDialogue }
  | { type: "older"; messages: StoryMessage[]; hasMore: boolean }
  | { type: "sent"; content: string }
  | { type: "rewind"; msgId: string }
  | { type: "delta"; text: string }
  | { type: "done"; done: StreamDone }
  | { type: "failed" };

/** The player's action shown at once, before the server has stored it. */
const PENDING_ID = "pending-action";

export const initialPlay = (dialogue: StoryDialogue): PlayState => ({
  dialogueId: dialogue.dialogueId,
  chapterCount: dialogue.chapterCount,
  messages: dialogue.messages,
  hasMore: dialogue.hasMore,
  streaming: null,
});

const asStoryMessage = (message: StreamDone): StoryMessage => {
  const { userMessage: _user, ...rest } = message;
  return { ...rest, story: rest.story ?? null };
};

export function playReducer(state: PlayState, action: PlayAction): PlayState {
  switch (action.type) {
    case "opened":
      return initialPlay(action.dialogue);
    case "older":
      return { ...state, messages: [...action.messages, ...state.messages], hasMore: action.hasMore };
    case "sent": {
      const pending: StoryMessage = {
        msgId: PENDING_ID,
        dialogueId: state.dialogueId,
        role: "user",
        content: action.content,
        swipes: [action.content],
        swipeIndex: 0,
        swipeInfo: [null],
        rating: 0,
        pinned: false,
        createdAt: new Date(0).toISOString(),
        story: null,
      };
      return { ...state, messages: [...state.messages, pending], streaming: { text: "", rewinding: null } };
    }
    case "rewind":
      return { ...state, streaming: { text: "", rewinding: action.msgId } };
    case "delta":
      return state.streaming
        ? { ...state, streaming: { ...state.streaming, text: state.streaming.text + action.text } }
        : state;
    case "done": {
      const reply = asStoryMessage(action.done);
      const { userMessage } = action.done;
      const messages = state.messages
        .map((message) =>
          message.msgId === PENDING_ID && userMessage ? { ...userMessage, story: null } : message,
        )
        .filter((message) => message.msgId !== reply.msgId);
      return { ...state, messages: [...messages, reply], streaming: null };
    }
    case "failed":
      return { ...state, streaming: null };
  }
}

/** The latest narrator turn's story info: its actions, and whether its chapter (or the story) ended. */
export function latestTurn(messages: readonly StoryMessage[]): StoryTurnInfo | null {
  for (let index = messages.length - 1; index >= 0; index--) {
    const story = messages[index]!.story;
    if (story) return story;
  }
  return null;
}

/** The chapter the player is in: the one after the latest turn when that turn ended its chapter. */
export function currentChapter(state: Pick<PlayState, "messages" | "chapterCount">): number {
  const latest = latestTurn(state.messages);
  if (!latest) return 1;
  return latest.chapterEnded ? Math.min(state.chapterCount, latest.chapter + 1) : latest.chapter;
}

/** The story is over when the turn that ended the last chapter is the latest. */
export function storyEnded(state: Pick<PlayState, "messages" | "chapterCount">): boolean {
  const latest = latestTurn(state.messages);
  return latest?.chapterEnded === true && latest.chapter >= state.chapterCount;
}

/** The narrator turn that may be rewound: the last message, when it is a narrator turn after the opening. */
export function rewindable(messages: readonly StoryMessage[]): StoryMessage | null {
  const last = messages.at(-1);
  return last?.role === "bot" && messages.length > 1 && last.story ? last : null;
}
