import { and, asc, desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import {
  DEFAULT_LORE_SETTINGS,
  type LoreSettings,
  type PromptInput,
  type PromptLoreEntry,
  type PromptMessage,
} from "../../llm/prompt/index.ts";
import type { ModelScene } from "../../llm/registry.ts";
import { loreEntries } from "../bots/bots.schema.ts";
import { chatMessages, masks } from "./chat.schema.ts";
import { type ChatMessageRow, shownText } from "./chat-message.ts";
import { speakerName } from "./dialogue.service.ts";
import type { BotRow, DialogueRow } from "./dialogue-access.ts";

/** More than any context window holds; older messages live on in the dialogue's rolling summary. */
const HISTORY_ROWS = 400;

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
  const rows = await ctx.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.dialogueId, dialogueId))
    .orderBy(desc(chatMessages.seq))
    .limit(HISTORY_ROWS + 1);
  return rows.filter((row) => beforeSeq === undefined || row.seq < beforeSeq).reverse();
}

/** Everything the prompt builder needs for the next reply of this dialogue. */
export async function promptInputFor(
  ctx: ServiceContext,
  dialogue: DialogueRow,
  bot: BotRow,
  scene: ModelScene,
  history: ChatMessageRow[],
): Promise<PromptInput> {
  const [lore, [mask], userName, pinned] = await Promise.all([
    ctx.db.select().from(loreEntries).where(eq(loreEntries.botId, bot.id)).orderBy(asc(loreEntries.position)),
    dialogue.maskId === null
      ? Promise.resolve([])
      : ctx.db.select().from(masks).where(eq(masks.id, dialogue.maskId)),
    speakerName(ctx, dialogue.userId, null),
    // Pinned messages are remembered however far back they are.
    ctx.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.dialogueId, dialogue.id), eq(chatMessages.pinned, true)))
      .orderBy(asc(chatMessages.seq)),
  ]);
  const messages: PromptMessage[] = history.map((row) => ({
    role: row.role === "user" ? "user" : "assistant",
    content: shownText(row),
  }));
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
    userName,
    persona: mask ? { name: mask.name, description: mask.description } : null,
    lore: lore.map(toPromptLore),
    loreSettings: loreSettingsOf(bot, scene.contextWindow),
    memories: {
      pinned: pinned.map(shownText),
      custom: dialogue.customMemory,
      summary: dialogue.summary,
    },
    history: messages,
    contextWindow: scene.contextWindow,
    maxReplyTokens: scene.maxReplyTokens,
  };
}
