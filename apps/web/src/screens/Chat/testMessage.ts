import type { ChatMessage } from "@fable/contract";

/** A stored chat message for unit tests: one swipe, unrated, unpinned, in dialogue "7". */
export function testMessage(
  msgId: string,
  role: "user" | "bot",
  content: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    msgId,
    dialogueId: "7",
    role,
    content,
    swipes: [content],
    swipeIndex: 0,
    swipeInfo: [null],
    rating: 0,
    pinned: false,
    createdAt: "2025-05-01T10:00:00.000Z",
    ...extra,
  };
}
