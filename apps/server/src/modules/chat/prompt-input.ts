import { and, asc, desc, eq, gte, lt } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { ServiceContext } from "../../context.ts";
import {
  countTokens,
  DEFAULT_LORE_SETTINGS,
  type LoreSettings,
  MESSAGE_FRAMING_TOKENS,
  type PromptInput,
  type PromptLoreEntry,
  type PromptMessage,
} from "../../llm/prompt/index.ts";
import type { ModelScene } from "../../llm/registry.ts";
import { loreEntries } from "../bots/bots.schema.ts";
import { chatMessages } from "./chat.schema.ts";
import { type HistoryRow, historyColumns } from "./chat-message.ts";
import type { BotRow, DialogueRow } from "./dialogue-access.ts";
import { sceneForAccount } from "./model-choice.ts";
import type { TurnContext } from "./turn-context.ts";

/** More than any context window holds; older messages live on in the dialogue's rolling summary. */
const HISTORY_ROWS = 400;
/** Enough recent messages to fill an 8k context with ordinary chat; longer contexts read more. */
const RECENT_ROWS = 64;

type LoreRow = typeof loreEntries.$inferSelect;
type Extensions = Record<string, unknown>;

const numberOr = <T>(value: unknown, fallback: T) =>
  typeof value === "number" && Number.isFinite(value) ? value : fallback;

/** The name the character goes by in prompts: the card's full name when it had one. */
export const characterNameOf = (bot: BotRow) => bot.characterName || bot.name;

/** A stored lore entry as the prompt builder reads it; SillyTavern settings come from its extensions. */
function toPromptLore(row: LoreRow): PromptLoreEntry {
  const extensions = (((row.entryData ?? {}) as { extensions?: Extensions }).extensions ?? {}) as Extensions;
  const logic = numberOr(extensions.selectiveLogic, 0);
  return {
    id: String(row.id),
    keys: row.keywords,
    secondaryKeys: row.secondaryKeys,
    content: row.content,
    enabled: row.enabled,
    constant: row.constant,
    selective: row.selective,
    selectiveLogic: ([0, 1, 2, 3] as const).find((value) => value === logic) ?? 0,
    caseSensitive: row.caseSensitive,
    matchWholeWords: typeof extensions.match_whole_words === "boolean" ? extensions.match_whole_words : true,
    insertionOrder: row.insertionOrder,
    priority: row.priority,
    placement: row.placement === "after_char" ? "after_char" : "before_char",
    scanDepth: typeof extensions.scan_depth === "number" ? extensions.scan_depth : null,
    preventRecursion: extensions.prevent_recursion === true,
  };
}

/** The card's lorebook settings (scan depth, recursion, budget) over the defaults. */
function loreSettingsOf(bot: BotRow, contextWindow: number): LoreSettings {
  const book = ((bot.cardData ?? {}) as { loreBook?: Record<string, unknown> | null }).loreBook ?? {};
  const tokenBudget = numberOr(book.tokenBudget, null);
  return {
    ...DEFAULT_LORE_SETTINGS,
    scanDepth: numberOr(book.scanDepth, DEFAULT_LORE_SETTINGS.scanDepth),
    recursive: book.recursiveScanning === true,
    budgetRatio:
      tokenBudget && tokenBudget > 0
        ? Math.min(1, tokenBudget / contextWindow)
        : DEFAULT_LORE_SETTINGS.budgetRatio,
  };
}

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
export async function turnHistory(ctx: ServiceContext, dialogue: DialogueRow, scene: ModelScene) {
  const from = dialogue.nextSeq - RECENT_ROWS;
  const ofDialogue = eq(chatMessages.dialogueId, dialogue.id);
  const recentAndPinned = await unionAll(
    ctx.db
      .select(historyColumns)
      .from(chatMessages)
      .where(and(ofDialogue, gte(chatMessages.seq, from))),
    ctx.db
      .select(historyColumns)
      .from(chatMessages)
      .where(and(ofDialogue, eq(chatMessages.pinned, true), lt(chatMessages.seq, from))),
  );
  recentAndPinned.sort((a, b) => a.seq - b.seq);
  const pinned = recentAndPinned.filter((row) => row.pinned);
  let history = recentAndPinned.filter((row) => row.seq >= from);
  if (from > 0 && tokensOf(history) < scene.contextWindow - scene.maxReplyTokens) {
    history = [...(await historyRows(ctx, dialogue.id, from)), ...history].slice(-HISTORY_ROWS);
  }
  return { history, pinned };
}

/** Lore of recently used bots, valid while the bot's updated_at stays (lore edits always bump it). */
const loreByBot = new Map<number, { version: number; entries: PromptLoreEntry[] }>();
const LORE_CACHE_BOTS = 1000;

export async function loreOf(ctx: ServiceContext, bot: BotRow): Promise<PromptLoreEntry[]> {
  const version = bot.updatedAt.getTime();
  const cached = loreByBot.get(bot.id);
  if (cached?.version === version) return cached.entries;
  const rows = await ctx.db
    .select()
    .from(loreEntries)
    .where(eq(loreEntries.botId, bot.id))
    .orderBy(asc(loreEntries.position));
  const entries = rows.map(toPromptLore);
  if (loreByBot.size >= LORE_CACHE_BOTS) loreByBot.clear();
  loreByBot.set(bot.id, { version, entries });
  return entries;
}

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
    character: {
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
    },
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
  const scene = sceneForAccount(ctx.config, turn.user);
  return promptParts(ctx, turn, scene, await turnHistory(ctx, turn.dialogue, scene));
}
