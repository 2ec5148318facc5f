import { and, asc, desc, eq, gte, lt, or, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../context.ts";
import { perDatabase } from "../../../db/per-database.ts";
import { ACTIONS_HEADER } from "../../../llm/offline/index.ts";
import {
  countTokens,
  MESSAGE_FRAMING_TOKENS,
  type PromptDocuments,
  type PromptInput,
  type PromptLoreEntry,
  type PromptMessage,
} from "../../../llm/prompt/index.ts";
import type { ModelScene } from "../../../llm/registry.ts";
import type { BotRow } from "../../bots/bots.schema.ts";
import { documentsForReply } from "../../pdf/index.ts";
import { chatMessages } from "../chat.schema.ts";
import { type HistoryRow, historyColumns } from "../chat-message.ts";
import type { DialogueRow } from "../dialogue-access.ts";
import { cachedHistory, rememberHistory, type TurnHistory } from "../history-cache.ts";
import { sceneForChat } from "../settings/model-choice.ts";
import { narratorSystemPrompt, type StoryTurn } from "../story/story-turn.ts";
import { loreOf } from "./bot-cache.ts";
import { loreSettingsOf } from "./prompt-lore.ts";
import type { TurnContext } from "./turn-context.ts";

/** More than any context window holds; older messages live on in the dialogue's rolling summary. */
export const HISTORY_ROWS = 400;
/** Enough recent messages to fill an 8k context with ordinary chat; longer contexts read more. */
const RECENT_ROWS = 64;

/** The name the character goes by in prompts: the card's full name when it had one. */
export const characterNameOf = (bot: BotRow) => bot.characterName || bot.name;

/** The messages a reply answers: everything before `beforeSeq` (or all), oldest first. */
export async function historyRows(ctx: ServiceContext, dialogueId: number, beforeSeq?: number) {
  const rows: HistoryRow[] = await ctx.db
    .select(historyColumns)
    .from(chatMessages)
    .where(
      beforeSeq === undefined
        ? eq(chatMessages.dialogueId, dialogueId)
        : and(eq(chatMessages.dialogueId, dialogueId), lt(chatMessages.seq, beforeSeq)),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(HISTORY_ROWS);
  return rows.reverse();
}

const tokensOf = (rows: HistoryRow[]) =>
  rows.reduce((sum, row) => sum + countTokens(row.text) + MESSAGE_FRAMING_TOKENS, 0);

/**
 * The history and pinned messages for the next reply of a dialogue. One query reads the newest
 * RECENT_ROWS messages and the pinned ones; older messages are read only when the recent ones do not
 * fill the model's context — most turns never need them, and reading 400 rows a turn cost more than
 * the rest of the turn together.
 */
export async function turnHistory(
  ctx: ServiceContext,
  dialogue: DialogueRow,
  scene: ModelScene,
): Promise<TurnHistory> {
  const cached = cachedHistory(ctx.db, dialogue.id, dialogue.historyRevision);
  if (cached) return cached;
  const from = dialogue.nextSeq - RECENT_ROWS;
  const recentAndPinned = await recentAndPinnedMessages(ctx.db).execute({ dialogueId: dialogue.id, from });
  const pinned = recentAndPinned.filter((row) => row.pinned);
  let history = recentAndPinned.filter((row) => row.seq >= from);
  if (from > 0 && tokensOf(history) < scene.contextWindow - scene.maxReplyTokens) {
    history = [...(await historyRows(ctx, dialogue.id, from)), ...history].slice(-HISTORY_ROWS);
  }
  rememberHistory(ctx.db, dialogue.id, dialogue.historyRevision, { history, pinned });
  return { history, pinned };
}

const recentAndPinnedMessages = perDatabase((db) =>
  db
    .select(historyColumns)
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.dialogueId, sql.placeholder("dialogueId")),
        or(gte(chatMessages.seq, sql.placeholder("from")), eq(chatMessages.pinned, true)),
      ),
    )
    .orderBy(asc(chatMessages.seq))
    .prepare("recent_and_pinned_messages"),
);

/** What the prompt builder reads besides the card: who speaks, what is remembered, what came before. */
export interface PromptParts {
  dialogue: DialogueRow;
  bot: BotRow;
  scene: ModelScene;
  userName: string;
  persona: { name: string; description: string } | null;
  lore: PromptLoreEntry[];
  pinned: HistoryRow[];
  history: HistoryRow[];
  /** The user's new message when it is not stored yet (it is stored while the model starts). */
  pending?: string;
  /** The reply carries on the last one ("continue") instead of answering. */
  continuation?: boolean;
  /** A text adventure's turn: the narrator answers instead of the character (story/story-turn.ts). */
  story?: StoryTurn;
  /** Passages of the bot's PDFs for this reply (withDocuments). */
  documents?: PromptDocuments;
}

/** What buildPromptInput reads of the dialogue: only its memory. */
export type PromptInputParts = Omit<PromptParts, "dialogue"> & {
  dialogue: Pick<DialogueRow, "customMemory" | "summary">;
};

/** Everything the prompt builder needs for the next reply, from parts already read. */
export function buildPromptInput(parts: PromptInputParts): PromptInput {
  const { dialogue, bot, scene } = parts;
  const messages: PromptMessage[] = parts.history.map((row) => ({
    role: row.role === "user" ? "user" : "assistant",
    content: row.text,
  }));
  if (parts.pending !== undefined) messages.push({ role: "user", content: parts.pending });
  return {
    character: parts.story ? narratorCharacter(parts.story) : characterOf(bot),
    userName: parts.userName,
    persona: parts.persona,
    lore: parts.lore,
    loreSettings: loreSettingsOf(bot, scene.contextWindow),
    memories: {
      pinned: parts.pinned.map((row) => row.text),
      custom: dialogue.customMemory,
      summary: dialogue.summary,
    },
    history: messages,
    contextWindow: scene.contextWindow,
    maxReplyTokens: scene.maxReplyTokens,
    ...(parts.continuation ? { continuation: true } : {}),
    ...(parts.documents ? { documents: parts.documents } : {}),
  };
}

/**
 * The parts with the passages of the bot's PDFs that the latest user messages retrieve (the new one
 * and the one before, for a follow-up question). Bots without documents cost one indexed lookup.
 */
export async function withDocuments<Parts extends PromptInputParts>(
  ctx: ServiceContext,
  parts: Parts,
): Promise<Parts> {
  if (parts.story) return parts;
  const said = parts.history.filter((row) => row.role === "user").map((row) => row.text);
  if (parts.pending !== undefined) said.push(parts.pending);
  const documents = await documentsForReply(
    ctx,
    parts.bot,
    said.slice(-2).reverse(),
    parts.scene.contextWindow,
  );
  return documents ? { ...parts, documents } : parts;
}

/** The character card as the prompt builder reads it. */
function characterOf(bot: BotRow): PromptInput["character"] {
  return {
    name: characterNameOf(bot),
    description: bot.description,
    personality: bot.personality,
    scenario: bot.scenario,
    exampleDialogue: bot.exampleDialogue,
    systemPrompt: bot.systemPrompt,
    postHistoryInstructions: bot.postHistoryInstructions,
    prompt: bot.prompt,
    dialogueStyle: bot.dialogueStyle,
    mantra: bot.mantra,
    supplementalInfo: bot.supplementalInfo,
  };
}

/**
 * A text adventure's narrator in the character's place: the narrator's instructions stand for the
 * system prompt, and nothing of the chat card's own framing (examples, style, mantra) is added.
 */
function narratorCharacter(turn: StoryTurn): PromptInput["character"] {
  return {
    name: "Narrator",
    description: "",
    personality: "",
    scenario: "",
    exampleDialogue: "",
    systemPrompt: narratorSystemPrompt(turn),
    postHistoryInstructions: `Narrate what happens next, then "${ACTIONS_HEADER}" and three numbered actions.`,
    prompt: "",
    dialogueStyle: "",
    mantra: "",
    supplementalInfo: "",
  };
}

/** The prompt parts of a turn whose context, history and pins are read; the lore comes from its cache. */
export async function promptParts(
  ctx: ServiceContext,
  turn: TurnContext,
  scene: ModelScene,
  read: { history: HistoryRow[]; pinned: HistoryRow[] },
): Promise<PromptParts> {
  return {
    dialogue: turn.dialogue,
    bot: turn.bot,
    scene,
    userName: turn.user.userName,
    persona: turn.mask,
    lore: await loreOf(ctx, turn.bot),
    pinned: read.pinned,
    history: read.history,
  };
}

/** The prompt parts of the next reply of a dialogue: its recent history, pins and lore. */
export async function nextReplyParts(ctx: ServiceContext, turn: TurnContext): Promise<PromptParts> {
  const scene = sceneForChat(ctx, turn.user, turn.bot);
  return promptParts(ctx, turn, scene, await turnHistory(ctx, turn.dialogue, scene));
}
