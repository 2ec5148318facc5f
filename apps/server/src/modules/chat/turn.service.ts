import type { ChatMessage } from "@fable/contract";
import { ChatMessages } from "@fable/contract";
import { and, eq, gt, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { requireUserId } from "../auth/sessions.service.ts";
import { chatMessages, dialogues } from "./chat.schema.ts";
import { type ChatMessageRow, toChatMessage } from "./chat-message.ts";
import { type BotRow, type DialogueRow, loadChattableBot, loadOwnDialogue } from "./dialogue-access.ts";
import { sceneForUser } from "./model-choice.ts";
import { isFlagged } from "./moderation.ts";
import { allowsAdultContent } from "./nsfw.service.ts";
import { historyRows, promptInputFor } from "./prompt-input.ts";
import { assertMayChatNow, consumeDailyQuota } from "./quotas.ts";
import { streamReply } from "./reply-stream.ts";
import { rememberDroppedMessages } from "./rolling-summary.ts";

/** A reply ready to be generated: everything is checked and the user's message is stored. */
export interface PreparedTurn {
  userMessage: ChatMessage | null;
  /** Generates the reply, calling onDelta with each piece, and stores it; nothing is stored on failure. */
  run(onDelta: (text: string) => void, signal: AbortSignal): Promise<ChatMessage>;
}

async function loadTurnParts(ctx: ServiceContext, dialogueId: number) {
  const dialogue = await loadOwnDialogue(ctx, dialogueId);
  const bot = await loadChattableBot(ctx, dialogue.botId);
  return { dialogue, bot };
}

/** Streams a reply to `history` and returns its full text; messages that fell out of context are summarised. */
async function generate(
  ctx: ServiceContext,
  parts: { dialogue: DialogueRow; bot: BotRow; history: ChatMessageRow[]; seed: number },
  onDelta: (text: string) => void,
  signal: AbortSignal,
): Promise<string> {
  const scene = await sceneForUser(ctx, parts.dialogue.userId);
  const input = await promptInputFor(ctx, parts.dialogue, parts.bot, scene, parts.history);
  const pieces = streamReply(ctx, { scene, input, bot: parts.bot, seed: parts.seed, signal });
  let text = "";
  for (let next = await pieces.next(); ; next = await pieces.next()) {
    if (next.done) {
      const names = { char: input.character.name, user: input.persona?.name ?? input.userName };
      await rememberDroppedMessages(
        ctx,
        parts.dialogue,
        parts.history,
        next.value.prompt.historyDropped,
        names,
      );
      break;
    }
    text += next.value;
    onDelta(next.value);
  }
  return text.trim();
}

/** Appends a message at the dialogue's next seq, in one statement-safe transaction. */
async function appendMessage(ctx: ServiceContext, dialogueId: number, role: "user" | "bot", text: string) {
  return ctx.db.transaction(async (tx) => {
    const [dialogue] = await tx
      .update(dialogues)
      .set({ nextSeq: sql`${dialogues.nextSeq} + 1`, lastMessageAt: ctx.clock.now() })
      .where(eq(dialogues.id, dialogueId))
      .returning({ seq: sql<number>`${dialogues.nextSeq} - 1` });
    const [row] = await tx
      .insert(chatMessages)
      .values({ dialogueId, seq: dialogue!.seq, role, swipes: [text], createdAt: ctx.clock.now() })
      .returning();
    return row!;
  });
}

/** A number that differs for every generation of the same message, so regenerations differ. */
const seedOf = (dialogueId: number, seq: number, swipe: number) =>
  (dialogueId * 7919 + seq * 104729 + swipe * 1299709) % 2147483647;

/** POST /v1/chat/streamChat and /v1/chat/chat: store the user's message, then answer it. */
export async function prepareSend(
  ctx: ServiceContext,
  body: { botId: string; dialogueId: string; content: string },
): Promise<PreparedTurn> {
  const userId = requireUserId(ctx);
  await assertMayChatNow(ctx, userId);
  if (isFlagged(body.content) && !(await allowsAdultContent(ctx, userId)))
    throw AppError.invalidInput(ChatMessages.inputFlagged);
  const { dialogue, bot } = await loadTurnParts(ctx, Number(body.dialogueId));
  if (String(dialogue.botId) !== body.botId) throw AppError.notFound(ChatMessages.dialogueInvalid);
  const userRow = await appendMessage(ctx, dialogue.id, "user", body.content);
  return {
    userMessage: toChatMessage(userRow),
    async run(onDelta, signal) {
      const history = await historyRows(ctx, dialogue.id);
      const text = await generate(
        ctx,
        { dialogue, bot, history, seed: seedOf(dialogue.id, userRow.seq, 0) },
        onDelta,
        signal,
      );
      return toChatMessage(await appendMessage(ctx, dialogue.id, "bot", text));
    },
  };
}

/**
 * POST /v2/chat/regenerateStreamChat: a new swipe of a bot message (earlier swipes are kept), or — for
 * the last message when it is the user's, e.g. after a failed reply — a first reply to it. Spec §4:
 * regenerating an earlier reply clears the conversation after it, once the new reply is stored.
 */
export async function prepareRegenerate(
  ctx: ServiceContext,
  body: { dialogueId: string; msgId: string },
): Promise<PreparedTurn> {
  const { dialogue, bot } = await loadTurnParts(ctx, Number(body.dialogueId));
  const [target] = await ctx.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, Number(body.msgId)), eq(chatMessages.dialogueId, dialogue.id)));
  if (!target) throw AppError.notFound(ChatMessages.messageNotFound);
  const all = await historyRows(ctx, dialogue.id);
  const isLast = all.at(-1)?.id === target.id;
  if (target.role === "user" && !isLast) throw AppError.invalidInput(ChatMessages.onlyBotMessages);
  // Answering a user message left without a reply (after a failure) is not a regeneration.
  if (target.role === "bot") await consumeDailyQuota(ctx, dialogue.userId, "regeneration");

  return {
    userMessage: null,
    async run(onDelta, signal) {
      if (target.role === "user") {
        const text = await generate(
          ctx,
          { dialogue, bot, history: all, seed: seedOf(dialogue.id, target.seq, 1) },
          onDelta,
          signal,
        );
        return toChatMessage(await appendMessage(ctx, dialogue.id, "bot", text));
      }
      const history = all.filter((row) => row.seq < target.seq);
      const seed = seedOf(dialogue.id, target.seq, target.swipes.length);
      const text = await generate(ctx, { dialogue, bot, history, seed }, onDelta, signal);
      const updated = await ctx.db.transaction(async (tx) => {
        await tx
          .delete(chatMessages)
          .where(and(eq(chatMessages.dialogueId, dialogue.id), gt(chatMessages.seq, target.seq)));
        const [row] = await tx
          .update(chatMessages)
          .set({
            swipes: sql`array_append(${chatMessages.swipes}, ${text})`,
            swipeIndex: sql`cardinality(${chatMessages.swipes})`,
          })
          .where(eq(chatMessages.id, target.id))
          .returning();
        await tx
          .update(dialogues)
          .set({ lastMessageAt: ctx.clock.now() })
          .where(eq(dialogues.id, dialogue.id));
        return row!;
      });
      return toChatMessage(updated);
    },
  };
}
