import { and, eq } from "drizzle-orm";
import { AppError } from "../../../errors.ts";
import type { UserContext } from "../../../routing/user-context.ts";
import { chatMessages, dialogues } from "../chat.schema.ts";
import { toChatMessage } from "../chat-message.ts";
import { assertNotPictureMessage } from "../pictures/picture-view.ts";
import { isStoryBot } from "../story/story-turn.ts";
import { continuedSwipeInfo, withSwipeInfoAt } from "../swipe-info.ts";
import { nextReplyParts } from "./prompt-input.ts";
import { consumeDailyQuota } from "./quotas.ts";
import { recordReplyUsage } from "./reply-stream.ts";
import { generate, type PreparedTurn, seedOf } from "./turn.service.ts";
import { loadTurnContext } from "./turn-context.ts";

/** The text a continuation adds, joined to the reply it extends the way the words would run on. */
export function joinContinuation(before: string, added: string): string {
  if (added === "") return before;
  if (before === "" || /\s$/.test(before) || /^[\s,.;:!?…)\]」』，。！？、]/.test(added))
    return before + added;
  return `${before} ${added}`;
}

/**
 * POST /v2/chat/continueStreamChat: the character carries on its latest reply (the shown swipe grows).
 * Only the latest reply, never the greeting; it counts as a regeneration for the free plan's quota.
 */
export async function prepareContinue(
  ctx: UserContext,
  body: { dialogueId: string; msgId: string },
): Promise<PreparedTurn> {
  const turn = await loadTurnContext(ctx, Number(body.dialogueId));
  const { dialogue } = turn;
  // A narrator's turn ends with its actions: the story goes on by the player's next action instead.
  if (isStoryBot(turn.bot)) throw AppError.invalidInput("ChatMessages.storyNotContinued");
  const parts = await nextReplyParts(ctx, turn);
  const target = parts.history.at(-1);
  if (!target || String(target.id) !== body.msgId) {
    const exists = await ctx.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, Number(body.msgId)), eq(chatMessages.dialogueId, dialogue.id)));
    throw exists.length > 0
      ? AppError.invalidInput("ChatMessages.onlyLatestContinues")
      : AppError.notFound("ChatMessages.messageNotFound");
  }
  if (target.role !== "bot" || target.seq === 0)
    throw AppError.invalidInput("ChatMessages.onlyLatestContinues");
  await assertNotPictureMessage(ctx, target.id);
  await consumeDailyQuota(ctx, dialogue.userId, "regeneration");
  const swipe = target.swipeIndex;

  return {
    async run(onDeltas, signal, listeners) {
      const seed = seedOf(dialogue.id, target.seq, target.swipeCount + 7);
      const added = await generate(
        ctx,
        { ...parts, seed, continuation: true, kind: "continuation" },
        onDeltas,
        signal,
        listeners,
      );
      // The swipe shown when the user asked is the one extended, even if another was chosen meanwhile.
      const [row] = await ctx.db.transaction(async (tx) => {
        const [current] = await tx
          .select({ swipes: chatMessages.swipes, swipeInfo: chatMessages.swipeInfo })
          .from(chatMessages)
          .where(eq(chatMessages.id, target.id))
          .for("update");
        if (!current) throw AppError.notFound("ChatMessages.messageNotFound");
        const swipes = current.swipes.map((text, index) =>
          index === swipe ? joinContinuation(text, added.text) : text,
        );
        const info = continuedSwipeInfo(current.swipeInfo[swipe], added.info);
        const swipeInfo = withSwipeInfoAt(current.swipeInfo, swipe, info);
        await tx
          .update(dialogues)
          .set({ lastMessageAt: ctx.clock.now() })
          .where(eq(dialogues.id, dialogue.id));
        return tx
          .update(chatMessages)
          .set({ swipes, swipeInfo })
          .where(eq(chatMessages.id, target.id))
          .returning();
      });
      await recordReplyUsage(ctx, added, target.id);
      return { reply: toChatMessage(row!), userMessage: null };
    },
  };
}
