import { eq, type SQL } from "drizzle-orm";
import { dialogues } from "../modules/chat/chat.schema.ts";
import { ownerOnly } from "./owner.ts";

/**
 * `use`: open, continue, change or delete a dialogue and its messages, memory and persona: its owner
 * only. Anyone else — the bot's creator included — is answered as if it did not exist: creators never
 * see users' chats (docs/product.md#signed-in). Whether the bot still allows it is the bot policy's
 * `keepChats`.
 */
export type DialogueAction = "use";

export const canOnDialogue = ownerOnly<DialogueAction>();

/** `use` as a condition on `dialogues`, for queries that read a dialogue or list them. */
export const dialoguesUsableBy = (actor: { userId: number }): SQL => eq(dialogues.userId, actor.userId);
