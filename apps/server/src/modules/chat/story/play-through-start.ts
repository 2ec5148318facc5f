import { eq, sql } from "drizzle-orm";
import { isChineseStory, OfflineStory } from "../../../llm/offline/index.ts";
import type { UserContext } from "../../../routing/user-context.ts";
import { bots } from "../../bots/bots.schema.ts";
import { chatMessages, dialogues } from "../chat.schema.ts";
import type { DialogueRow } from "../dialogue-access.ts";
import { chaptersOf, derivedActions, offlineStoryOf, type StoryBot } from "./story-turn.ts";

/**
 * The message a play-through opens with. Chapter 1: the prologue and the opening scene, with the
 * story's three opening actions. A later chapter ("continue as a chat" from a novel): "Chapter N" and
 * that chapter's beat as the scene, with three actions drawn from it.
 */
function openingOf(bot: StoryBot, chapter: number, seed: number): { text: string; actions: string[] } {
  const { story } = bot;
  const chapterCount = chaptersOf(story).length;
  const turn = { bot, chapter, chapterCount, turnInChapter: 0, previousActions: [] };
  if (chapter === 1) {
    const text = [story.prologue, story.openingScene]
      .map((part) => part.trim())
      .filter(Boolean)
      .join("\n\n");
    const given = story.actions
      .map((action) => action.trim())
      .filter(Boolean)
      .slice(0, 3);
    return { text: text || story.title, actions: derivedActions(turn, seed, given) };
  }
  const chinese = isChineseStory(OfflineStory.parse(offlineStoryOf(turn, "")));
  const heading = chinese ? `第 ${chapter} 章` : `Chapter ${chapter}`;
  const beat = chaptersOf(story)[chapter - 1] ?? "";
  return { text: `${heading}\n\n${beat}`, actions: derivedActions(turn, seed) };
}

/** A new play-through at `chapter`: the dialogue and its opening message, in one transaction. */
export async function startPlayThrough(
  ctx: UserContext,
  bot: StoryBot,
  chapter: number,
): Promise<DialogueRow> {
  const now = ctx.clock.now();
  const opening = openingOf(bot, chapter, now.getTime() % 2147483647);
  return ctx.db.transaction(async (tx) => {
    const [dialogue] = await tx
      .insert(dialogues)
      .values({
        userId: ctx.userId,
        botId: bot.id,
        nextSeq: 1,
        storyChapter: chapter,
        createdAt: now,
        lastMessageAt: now,
      })
      .returning();
    await tx.insert(chatMessages).values({
      dialogueId: dialogue!.id,
      seq: 0,
      role: "bot",
      swipes: [opening.text],
      storyTurns: [{ actions: opening.actions, chapter, chapterEnded: false }],
      createdAt: now,
    });
    // A play-through counts among the story's chats, as a dialogue with a character does.
    await tx
      .update(bots)
      .set({ chats: sql`${bots.chats} + 1` })
      .where(eq(bots.id, bot.id));
    return dialogue!;
  });
}
