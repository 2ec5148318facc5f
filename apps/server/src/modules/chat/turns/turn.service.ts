import type { ChatMessage, StoryTurnInfo } from "@fable/contract";
import { and, eq, getTableColumns, gt, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../context.ts";
import { perDatabase } from "../../../db/per-database.ts";
import { AppError } from "../../../errors.ts";
import { isFlagged } from "../../../lib/word-filter.ts";
import type { UserContext } from "../../../routing/user-context.ts";
import type { BotRow } from "../../bots/bots.schema.ts";
import { settleReferral } from "../../missions/index.ts";
import { entitlementsOf } from "../../plans/index.ts";
import type { UsageKind } from "../../usage/index.ts";
import { effectiveVipEnum } from "../../users/users.schema.ts";
import { chatMessages, dialogues, type StoredSwipeInfo } from "../chat.schema.ts";
import { type ChatMessageRow, toChatMessage } from "../chat-message.ts";
import { followAppend } from "../history-cache.ts";
import { rememberDroppedMessages } from "../memory/rolling-summary.ts";
import { assertNotPictureMessage } from "../pictures/picture-view.ts";
import { sceneForChat } from "../settings/model-choice.ts";
import { NarrationStream } from "../story/narrator-reply.ts";
import {
  finishStoryReply,
  isStoryBot,
  offlineStoryOf,
  recordStoryChapter,
  type StoryTurn,
  storyTurnOf,
} from "../story/story-turn.ts";
import { appendedStoryTurn, appendedSwipeInfo } from "../swipe-info.ts";
import {
  buildPromptInput,
  HISTORY_ROWS,
  historyRows,
  nextReplyParts,
  type PromptParts,
  promptParts,
  turnHistory,
  withDocuments,
} from "./prompt-input.ts";
import { assertMayChatNow, consumeDailyQuota } from "./quotas.ts";
import { type Reply, type ReplyListeners, recordReplyUsage, streamReply } from "./reply-stream.ts";
import { loadTurnContext } from "./turn-context.ts";

/** The outcome of a turn: the stored reply, and the user's message when the turn stored one. */
export interface TurnResult {
  reply: ChatMessage;
  userMessage: ChatMessage | null;
}

/** A reply ready to be generated: everything is checked. */
export interface PreparedTurn {
  /** Generates the reply, handing its pieces to onDeltas as they come, and stores it; nothing is stored on failure. */
  run(
    onDeltas: (texts: string[]) => void,
    signal: AbortSignal,
    listeners?: ReplyListeners,
  ): Promise<TurnResult>;
}

/**
 * Streams a reply (or its fallback's) and returns it; messages that fell out of context are summarised.
 * `afterFirstPiece` runs once the first piece has gone to the client, so work that need not delay the
 * first token (storing the user's message) waits for it: on PGlite a query runs on this thread, and an
 * insert issued while the model starts would hold back the model's first piece until it finished.
 */
export async function generate(
  ctx: ServiceContext,
  parts: PromptParts & { seed: number; kind: UsageKind },
  onDeltas: (texts: string[]) => void,
  signal: AbortSignal,
  listeners: ReplyListeners = {},
  afterFirstPiece: () => void = () => {},
): Promise<Reply> {
  const input = buildPromptInput(await withDocuments(ctx, parts));
  let first = true;
  const { dialogue, scene, bot, seed, kind } = parts;
  const account = { userId: dialogue.userId, dialogueId: dialogue.id, kind };
  // A narrator's action block and marker are not narration: the `done` event carries the actions.
  const narration = parts.story ? new NarrationStream(onDeltas) : null;
  const story = parts.story
    ? offlineStoryOf(parts.story, parts.pending ?? lastUserText(parts.history))
    : undefined;
  const reply = await streamReply(
    ctx,
    { scene, input, bot, seed, signal, account, ...(story ? { story } : {}) },
    (pieces) => {
      if (narration) narration.push(pieces);
      else onDeltas(pieces);
      if (first) {
        first = false;
        afterFirstPiece();
      }
    },
    listeners,
  );
  const names = { char: input.character.name, user: input.persona?.name ?? input.userName };
  await rememberDroppedMessages(ctx, dialogue, parts.history, reply.prompt.historyDropped, names);
  return reply;
}

/**
 * Appends a message at the dialogue's next seq. One statement (the seq is taken by the UPDATE and
 * used by the INSERT of the same statement), so it is atomic without a transaction's round trips.
 * The UPDATE also reads the dialogue's history revision as it stood just before this message (the
 * trigger counts the insert after it, while this statement holds the row), so the history cache can
 * tell whether it was current and carry itself over the new message. Prepared: it runs twice a turn.
 */
const appendStatement = perDatabase((db) => {
  const dialogueId = sql.placeholder("dialogueId");
  const now = sql.placeholder("now");
  const taken = db.$with("taken").as(
    db
      .update(dialogues)
      .set({ nextSeq: sql`${dialogues.nextSeq} + 1`, lastMessageAt: sql`${now}::timestamptz` })
      .where(eq(dialogues.id, dialogueId))
      .returning({
        seq: sql<number>`${dialogues.nextSeq} - 1`.as("seq"),
        revision: sql<number>`${dialogues.historyRevision}`.as("revision"),
      }),
  );
  return db
    .with(taken)
    .insert(chatMessages)
    .values({
      dialogueId,
      seq: sql`(select seq from ${taken})`,
      role: sql.placeholder("role"),
      swipes: sql`array[${sql.placeholder("text")}::text]`,
      swipeInfo: sql`${sql.placeholder("info")}::jsonb`,
      storyTurns: sql`${sql.placeholder("story")}::jsonb`,
      createdAt: sql`${now}::timestamptz`,
    })
    .returning({
      ...getTableColumns(chatMessages),
      revisionBefore: sql<number>`(select revision from ${taken})`,
    })
    .prepare("append_message");
});

/** The player's latest action: the last user message of the history. */
const lastUserText = (history: readonly { role: string; text: string }[]) =>
  history.findLast((row) => row.role === "user")?.text ?? "";

/**
 * Appends a user message, or a bot message with what is known of it (null for one no model wrote, such
 * as a picture's) and its story info, a narrator's.
 */
export async function appendMessage(
  ctx: ServiceContext,
  dialogueId: number,
  entry:
    | { role: "user"; text: string }
    | { role: "bot"; text: string; info: StoredSwipeInfo | null; story?: StoryTurnInfo | undefined },
) {
  const { role, text } = entry;
  const [row] = await appendStatement(ctx.db).execute({
    dialogueId,
    role,
    text,
    info: JSON.stringify(entry.role === "bot" ? [entry.info] : []),
    story: JSON.stringify(entry.role === "bot" && entry.story ? [entry.story] : []),
    now: ctx.clock.now().toISOString(),
  });
  if (!row) throw AppError.notFound("ChatMessages.dialogueInvalid");
  const { revisionBefore, ...message } = row;
  followAppend(
    ctx.db,
    dialogueId,
    revisionBefore,
    { id: message.id, seq: message.seq, role, text, pinned: false, swipeIndex: 0, swipeCount: 1 },
    HISTORY_ROWS,
  );
  return message;
}

/**
 * Stores a reply as a new message, and what it cost tied to it. A narrator's reply is stored as its
 * narration with its story info, and moves the play-through's chapter on.
 */
async function appendReply(ctx: ServiceContext, dialogueId: number, reply: Reply, story?: StoryTurnOutcome) {
  const text = story ? story.narration : reply.text;
  const row = await appendMessage(ctx, dialogueId, {
    role: "bot",
    text,
    info: reply.info,
    story: story?.story,
  });
  await recordReplyUsage(ctx, reply, row.id);
  if (story) await recordStoryChapter(ctx, dialogueId, story.story, story.chapterCount);
  return toChatMessage(row);
}

/** A narrator turn's outcome: what appendReply stores of a text adventure's reply. */
interface StoryTurnOutcome {
  narration: string;
  story: StoryTurnInfo;
  chapterCount: number;
}

/** The story outcome of a reply of a story turn; undefined for an ordinary chat's. */
function storyOutcome(turn: StoryTurn | undefined, reply: Reply, seed: number): StoryTurnOutcome | undefined {
  if (!turn) return undefined;
  return { ...finishStoryReply(reply.text, turn, seed), chapterCount: turn.chapterCount };
}

/** Where a text adventure stands before a turn answering the messages before `beforeSeq`. */
async function storyTurnFor(ctx: ServiceContext, bot: BotRow, dialogueId: number, beforeSeq: number) {
  return isStoryBot(bot) ? storyTurnOf(ctx, bot, dialogueId, beforeSeq) : undefined;
}

/** A number that differs for every generation of the same message, so regenerations differ. */
export const seedOf = (dialogueId: number, seq: number, swipe: number) =>
  (dialogueId * 7919 + seq * 104729 + swipe * 1299709) % 2147483647;

/**
 * POST /v1/chat/streamChat and /v1/chat/chat: answer the user's message. The message is stored once
 * the first piece of the reply is out (and kept when the reply fails); the prompt carries it from memory.
 */
export async function prepareSend(
  ctx: UserContext,
  body: { botId: string; dialogueId: string; content: string },
): Promise<PreparedTurn> {
  const { userId } = ctx;
  await assertMayChatNow(ctx, userId);
  const turn = await loadTurnContext(ctx, Number(body.dialogueId));
  const { dialogue } = turn;
  if (String(dialogue.botId) !== body.botId) throw AppError.notFound("ChatMessages.dialogueInvalid");
  // The plan's daily message limit, read from the account the turn already holds: no query when none.
  const { dailyMessages } = entitlementsOf(ctx, effectiveVipEnum(turn.user, ctx.clock.now()));
  if (dailyMessages !== null) await consumeDailyQuota(ctx, userId, "message", dailyMessages);
  if (!turn.user.nsfwEnabled && isFlagged(body.content))
    throw AppError.invalidInput("ChatMessages.inputFlagged");
  const story = await storyTurnFor(ctx, turn.bot, dialogue.id, dialogue.nextSeq);
  const parts = { ...(await nextReplyParts(ctx, turn)), ...(story ? { story } : {}) };
  return {
    async run(onDeltas, signal, listeners) {
      let storing: Promise<ChatMessageRow> | undefined;
      const store = () => {
        storing = appendMessage(ctx, dialogue.id, { role: "user", text: body.content });
        // Awaited below; a failure here must not surface as an unhandled rejection meanwhile.
        storing.catch(() => {});
      };
      const seed = seedOf(dialogue.id, dialogue.nextSeq, 0);
      let reply: Reply;
      try {
        reply = await generate(
          ctx,
          { ...parts, pending: body.content, seed, kind: "reply" },
          onDeltas,
          signal,
          listeners,
          store,
        );
      } finally {
        if (!storing) store();
        await storing;
      }
      const userMessage = toChatMessage(await storing!);
      const stored = await appendReply(ctx, dialogue.id, reply, storyOutcome(story, reply, seed));
      // Only accounts that signed up with a code look further, so other turns pay nothing for it.
      // Bookkeeping must not fail a reply already given: a failure is retried by the next message.
      if (turn.user.invited) await settleReferral(ctx, userId).catch(() => {});
      return { reply: stored, userMessage };
    },
  };
}

/**
 * POST /v2/chat/regenerateStreamChat: a new swipe of a bot message (earlier swipes are kept), or — for
 * the last message when it is the user's, e.g. after a failed reply — a first reply to it.
 * Regenerating an earlier reply clears the conversation after it, once the new reply is stored
 * (docs/product.md#chat-turn).
 */
export async function prepareRegenerate(
  ctx: UserContext,
  body: { dialogueId: string; msgId: string },
): Promise<PreparedTurn> {
  const turn = await loadTurnContext(ctx, Number(body.dialogueId));
  const { dialogue } = turn;
  const [target] = await ctx.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, Number(body.msgId)), eq(chatMessages.dialogueId, dialogue.id)));
  if (!target) throw AppError.notFound("ChatMessages.messageNotFound");
  const scene = sceneForChat(ctx, turn.user, turn.bot);
  const read = await turnHistory(ctx, dialogue, scene);
  const isLast = read.history.at(-1)?.id === target.id;
  if (target.role === "user" && !isLast) throw AppError.invalidInput("ChatMessages.onlyBotMessages");
  if (target.role === "bot") await assertNotPictureMessage(ctx, target.id);
  // Answering a user message left without a reply (after a failure) is not a regeneration.
  if (target.role === "bot") await consumeDailyQuota(ctx, dialogue.userId, "regeneration");

  // An earlier reply answers the messages before it, however far back it is.
  const history = isLast
    ? read.history.filter((row) => row.seq < target.seq || target.role === "user")
    : await historyRows(ctx, dialogue.id, target.seq);
  const story = await storyTurnFor(
    ctx,
    turn.bot,
    dialogue.id,
    target.role === "user" ? target.seq + 1 : target.seq,
  );
  const parts = {
    ...(await promptParts(ctx, turn, scene, { history, pinned: read.pinned })),
    ...(story ? { story } : {}),
  };

  return {
    async run(onDeltas, signal, listeners) {
      if (target.role === "user") {
        const seed = seedOf(dialogue.id, target.seq, 1);
        const reply = await generate(ctx, { ...parts, seed, kind: "reply" }, onDeltas, signal, listeners);
        const stored = await appendReply(ctx, dialogue.id, reply, storyOutcome(story, reply, seed));
        return { reply: stored, userMessage: null };
      }
      const seed = seedOf(dialogue.id, target.seq, target.swipes.length);
      const reply = await generate(
        ctx,
        { ...parts, seed, kind: "regeneration" },
        onDeltas,
        signal,
        listeners,
      );
      const outcome = storyOutcome(story, reply, seed);
      const updated = await ctx.db.transaction(async (tx) => {
        await tx
          .delete(chatMessages)
          .where(and(eq(chatMessages.dialogueId, dialogue.id), gt(chatMessages.seq, target.seq)));
        const [row] = await tx
          .update(chatMessages)
          .set({
            swipes: sql`array_append(${chatMessages.swipes}, ${outcome ? outcome.narration : reply.text})`,
            // Computed from the swipes as they were, so the new entry lands at the new swipe's index.
            swipeInfo: appendedSwipeInfo(reply.info),
            ...(outcome ? { storyTurns: appendedStoryTurn(outcome.story) } : {}),
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
      await recordReplyUsage(ctx, reply, target.id);
      if (outcome) await recordStoryChapter(ctx, dialogue.id, outcome.story, outcome.chapterCount);
      return { reply: toChatMessage(updated), userMessage: null };
    },
  };
}
