/**
 * The fixed shape a narrator's reply ends with (docs/product.md#adventure-play): a header line, the
 * three next actions numbered, and a marker line when the turn reached the storyline's next beat. The
 * narrator prompt asks real models for it and the offline narrator writes it; the chat's story turns
 * read it back (modules/chat/story/narrator-reply.ts), forgiving the ways models stray from it.
 */
export const ACTIONS_HEADER = "Actions:";
export const CHAPTER_MARKER = "[CHAPTER COMPLETE]";

/** The reply's tail as the narrator writes it: header, numbered actions, the marker when reached. */
export function actionBlock(actions: readonly string[], reachedBeat: boolean): string {
  const lines = [ACTIONS_HEADER, ...actions.map((action, index) => `${index + 1}. ${action}`)];
  if (reachedBeat) lines.push(CHAPTER_MARKER);
  return lines.join("\n");
}

/** Longer actions are cut here: they are button labels. */
export const ACTION_MAX = 100;
