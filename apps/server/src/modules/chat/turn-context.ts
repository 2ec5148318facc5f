import { ChatMessages } from "@fable/contract";
import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { requireUserId } from "../auth/sessions.service.ts";
import { bots } from "../bots/bots.schema.ts";
import { users } from "../users/users.schema.ts";
import { dialogues, masks } from "./chat.schema.ts";
import { assertChattable, type BotRow, type DialogueRow } from "./dialogue-access.ts";

/** What a chat turn needs to know before it can ask the model, read together. */
export interface TurnContext {
  dialogue: DialogueRow;
  bot: BotRow;
  user: { userName: string; vipEnum: string; modelSceneId: string | null; nsfwEnabled: boolean };
  /** The persona the user plays in this dialogue, if any. */
  mask: { name: string; description: string } | null;
}

/**
 * The caller's dialogue with its bot, account settings and persona in one query: every statement
 * before the first token is time the user waits (the TTFT target of issue 5 allows 3 ms). Same
 * answers as loadOwnDialogue + loadChattableBot: another user's dialogue does not exist.
 */
export async function loadTurnContext(ctx: ServiceContext, dialogueId: number): Promise<TurnContext> {
  const userId = requireUserId(ctx);
  const [row] = await ctx.db
    .select({
      dialogue: dialogues,
      bot: bots,
      user: {
        userName: users.userName,
        vipEnum: users.vipEnum,
        modelSceneId: users.modelSceneId,
        nsfwEnabled: users.nsfwEnabled,
      },
      mask: { name: masks.name, description: masks.description },
    })
    .from(dialogues)
    .innerJoin(bots, eq(bots.id, dialogues.botId))
    .innerJoin(users, eq(users.id, dialogues.userId))
    .leftJoin(masks, eq(masks.id, dialogues.maskId))
    .where(and(eq(dialogues.id, dialogueId), eq(dialogues.userId, userId)));
  if (!row) throw AppError.notFound(ChatMessages.dialogueInvalid);
  assertChattable(ctx, row.bot);
  return row;
}
