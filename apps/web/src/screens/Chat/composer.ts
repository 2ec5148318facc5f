import { MESSAGE_MAX } from "./conversation";

/** The counter appears once a message is within this many characters of the limit. */
export const COUNTER_FROM = MESSAGE_MAX - 400;

export const showsCounter = (length: number) => length >= COUNTER_FROM;

/** What a key press in the composer does: Enter sends, Shift+Enter (or IME composition) types. */
export function composerKeyAction(key: {
  key: string;
  shiftKey: boolean;
  isComposing: boolean;
}): "send" | "type" {
  if (key.key !== "Enter" || key.shiftKey || key.isComposing) return "type";
  return "send";
}

/** The text to send, or null when there is nothing (only spaces) or too much. */
export function messageToSend(value: string): string | null {
  const content = value.trim();
  if (!content || content.length > MESSAGE_MAX) return null;
  return content;
}
