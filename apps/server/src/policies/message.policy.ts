import type { SQL } from "drizzle-orm";
import type { Actor } from "./actor.ts";
import { dialoguesUsableBy } from "./dialogue.policy.ts";
import { owns } from "./owner.ts";

/**
 * `use` (read, edit, rate, pin, swipe, delete) and `report`: a message is as private as its chat, so
 * only the owner of its dialogue may act on it or even learn it exists. Chat services reach messages
 * through a dialogue the dialogue policy let them use; a report names a message by its id alone, so
 * it is checked here.
 */
export type MessageAction = "use" | "report";

/** A message as the policy sees it: who owns the dialogue it belongs to. */
export interface MessageAccess {
  dialogueOwnerId: number;
}

export function canOnMessage<Message extends MessageAccess>(
  actor: Actor,
  _action: MessageAction,
  message: Message | undefined,
): message is Message {
  return message !== undefined && owns(actor, message.dialogueOwnerId);
}

/** `use` and `report` as a condition on `chat_messages` joined with their `dialogues`. */
export const messagesUsableBy = (actor: { userId: number }): SQL => dialoguesUsableBy(actor);
