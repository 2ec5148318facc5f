import { BotType, type StoryTurnInfo, storyBeats } from "@fable/contract";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import {
  ACTIONS_HEADER,
  CHAPTER_MARKER,
  isChineseStory,
  OfflineStory,
  type OfflineStoryInput,
  storyActions,
  storyActionsChinese,
} from "../../../llm/offline/index.ts";
import { hashText, seededRandom } from "../../../llm/offline/random.ts";
import type { BotRow, StoryDetails } from "../../bots/bots.schema.ts";
import { chatMessages, dialogues } from "../chat.schema.ts";
import { parseNarratorReply } from "./narrator-reply.ts";

/** A chapter ends after this many narrator turns at most, so the story always moves on. */
export const MAX_TURNS_PER_CHAPTER = 6;

/** A story bot with its story details: what a play-through needs. */
export type StoryBot = BotRow & { story: StoryDetails };

export const isStoryBot = (bot: BotRow): bot is StoryBot =>
  bot.botType === BotType.STORY && bot.story !== null;

/** The chapters of a story: one per beat of its storyline (at least one). */
export function chaptersOf(story: StoryDetails): string[] {
  const beats = storyBeats(story.storyline);
  return beats.length > 0 ? beats : [story.storyline || story.title];
}

/** Where a play-through stands before a narrator turn. */
export interface StoryTurn {
  bot: StoryBot;
  chapter: number;
  chapterCount: number;
  /** Narrator turns already played in this chapter. */
  turnInChapter: number;
  /** The actions offered by the turn before: the player most likely chose one of them. */
  previousActions: string[];
}

/**
 * The story info of the narrator turns before `beforeSeq`, newest first: the shown swipe's. Only the
 * last MAX_TURNS_PER_CHAPTER + 1 matter (a chapter never holds more).
 */
async function recentStoryInfos(ctx: ServiceContext, dialogueId: number, beforeSeq: number) {
  const rows = await ctx.db
    .select({
      seq: chatMessages.seq,
      info: sql<StoryTurnInfo | null>`${chatMessages.storyTurns} -> ${chatMessages.swipeIndex}`,
    })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.dialogueId, dialogueId),
        eq(chatMessages.role, "bot"),
        lt(chatMessages.seq, beforeSeq),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(MAX_TURNS_PER_CHAPTER + 1);
  return rows.filter((row): row is { seq: number; info: StoryTurnInfo } => row.info !== null);
}

/**
 * Where the story stands for a turn answering the messages before `beforeSeq`: the chapter after the
 * latest narrator turn (the next one when it ended its chapter), how many turns that chapter has had,
 * and the actions it offered. A story whose last chapter ended is over: it is restarted, not played on.
 */
export async function storyTurnOf(
  ctx: ServiceContext,
  bot: StoryBot,
  dialogueId: number,
  beforeSeq: number,
): Promise<StoryTurn> {
  const chapterCount = chaptersOf(bot.story).length;
  const infos = await recentStoryInfos(ctx, dialogueId, beforeSeq);
  const latest = infos[0]?.info;
  if (latest?.chapterEnded && latest.chapter >= chapterCount)
    throw AppError.invalidInput("ChatMessages.storyEnded");
  const chapter = Math.min(chapterCount, latest ? latest.chapter + (latest.chapterEnded ? 1 : 0) : 1);
  // The message that opens a play-through (seq 0) sets the scene; it is not a turn of the chapter.
  let turnInChapter = 0;
  for (const { seq, info } of infos) {
    if (seq === 0 || info.chapter !== chapter || info.chapterEnded) break;
    turnInChapter += 1;
  }
  return { bot, chapter, chapterCount, turnInChapter, previousActions: latest?.actions ?? [] };
}

/** The narrator's instructions for a real model: the story, where it stands, and the reply's fixed shape. */
export function narratorSystemPrompt(turn: StoryTurn): string {
  const { story } = turn.bot;
  const beats = chaptersOf(story);
  const beat = beats[turn.chapter - 1] ?? "";
  const next = beats[turn.chapter] ?? null;
  const name = turn.bot.characterName || turn.bot.name;
  return [
    `You are the narrator of the interactive story "${story.title}". The player is the protagonist, addressed as "you".`,
    `Main character: ${name}. ${turn.bot.description}`,
    `The protagonist ("you"): ${story.protagonistDescription}`,
    `Background: ${story.background}`,
    `Storyline: ${story.storyline}`,
    `Chapter ${turn.chapter} of ${turn.chapterCount}. Where the story is now: ${beat}`,
    next
      ? `The next beat, which ends this chapter: ${next}`
      : "This is the last chapter: its beat leads to the story's ending.",
    [
      "Narrate in the second person, in the story's voice, what happens after the player's action, in two or three short paragraphs.",
      `Keep ${name} consistent with the description. Never decide the player's next action for them.`,
      "Move the scene toward the next beat. Answer in the language of the story.",
      `Then write a line "${ACTIONS_HEADER}" and exactly three numbered next actions the player could take (1. … 2. … 3. …), each under 100 characters.`,
      `When the scene has reached the next beat (or, in the last chapter, the story's ending), write "${CHAPTER_MARKER}" on a line of its own after the actions.`,
    ].join(" "),
  ].join("\n\n");
}

/** What the offline narrator reads of the turn. */
export function offlineStoryOf(turn: StoryTurn, action: string): OfflineStoryInput {
  const { story } = turn.bot;
  const beats = chaptersOf(story);
  return {
    title: story.title,
    characterName: turn.bot.characterName || turn.bot.name,
    characterDescription: turn.bot.description,
    protagonist: story.protagonistDescription,
    background: story.background,
    beat: beats[turn.chapter - 1] ?? "",
    nextBeat: beats[turn.chapter] ?? null,
    chapter: turn.chapter,
    chapterCount: turn.chapterCount,
    turnInChapter: turn.turnInChapter,
    action,
    previousActions: turn.previousActions,
  };
}

/**
 * Three actions for a scene from the story itself, the offline narrator's way: what fills in when a
 * model's reply offered fewer than three (or none), and what a chapter's opening offers.
 */
export function derivedActions(turn: StoryTurn, seed: number, known: readonly string[] = []): string[] {
  const random = seededRandom(hashText(known.join("\n"), seed));
  const context = OfflineStory.parse({
    ...offlineStoryOf(turn, ""),
    previousActions: [...turn.previousActions, ...known],
  });
  const more = isChineseStory(context) ? storyActionsChinese(context, random) : storyActions(context, random);
  const actions = [...known];
  for (const action of more) if (actions.length < 3 && !actions.includes(action)) actions.push(action);
  return actions;
}

/**
 * The narrator's reply as it is stored: the narration, and its story info — the three actions (derived
 * where the reply had fewer), the chapter, and whether it ended (the marker, or the chapter's turns
 * used up).
 */
export function finishStoryReply(
  text: string,
  turn: StoryTurn,
  seed: number,
): { narration: string; story: StoryTurnInfo } {
  const parsed = parseNarratorReply(text);
  const actions = parsed.actions.length >= 3 ? parsed.actions : derivedActions(turn, seed, parsed.actions);
  const chapterEnded = parsed.reachedBeat || turn.turnInChapter + 1 >= MAX_TURNS_PER_CHAPTER;
  return {
    narration: parsed.narration || text.trim(),
    story: { actions, chapter: turn.chapter, chapterEnded },
  };
}

/** The play-through's chapter after a turn: the next one when the turn ended its chapter. */
export async function recordStoryChapter(
  ctx: ServiceContext,
  dialogueId: number,
  info: StoryTurnInfo,
  chapterCount: number,
): Promise<void> {
  const chapter = info.chapterEnded ? Math.min(chapterCount, info.chapter + 1) : info.chapter;
  await ctx.db.update(dialogues).set({ storyChapter: chapter }).where(eq(dialogues.id, dialogueId));
}
