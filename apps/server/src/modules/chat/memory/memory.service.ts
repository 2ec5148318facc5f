import { and, asc, eq } from "drizzle-orm";
import type { UserContext } from "../../../routing/user-context.ts";
import { requirePlanFeature } from "../../plans/index.ts";
import { chatMessages, dialogues } from "../chat.schema.ts";
import { toChatMessage } from "../chat-message.ts";
import { loadOwnDialogue } from "../dialogue-access.ts";

/** POST /memory/pin/list. */
export async function listPins(ctx: UserContext, dialogueId: string) {
  const dialogue = await loadOwnDialogue(ctx, Number(dialogueId));
  const rows = await ctx.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.dialogueId, dialogue.id), eq(chatMessages.pinned, true)))
    .orderBy(asc(chatMessages.seq));
  return rows.map(toChatMessage);
}

/** POST /memory/custom/get: the user's own memory note and the automatic summary. */
export async function getMemory(ctx: UserContext, dialogueId: string) {
  const dialogue = await loadOwnDialogue(ctx, Number(dialogueId));
  return { content: dialogue.customMemory, summary: dialogue.summary };
}

/** POST /memory/custom/addOrUpdate: part of the memory library, which a plan may leave out. */
export async function saveCustomMemory(ctx: UserContext, request: { dialogueId: string; content: string }) {
  const dialogue = await loadOwnDialogue(ctx, Number(request.dialogueId));
  await requirePlanFeature(ctx, ctx.userId, "memoryLibrary");
  const [row] = await ctx.db
    .update(dialogues)
    .set({ customMemory: request.content })
    .where(eq(dialogues.id, dialogue.id))
    .returning();
  return { content: row!.customMemory, summary: row!.summary };
}
