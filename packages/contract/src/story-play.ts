import { z } from "zod";
import { ChatMessage, idLike, StoryTurnInfo } from "./chat.ts";

/**
 * Splits a storyline into its beats, one per chapter (docs/product.md#adventure-play): the storyline's
 * sentences, a short sentence joined to the one after it so that no beat is a fragment. A chapter of
 * an adventure ends when the story reaches its next beat; novel chapter N follows beat N.
 */
export function storyBeats(storyline: string): string[] {
  const sentences = storyline
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?。！？…])\s*(?=\S)/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
  const beats: string[] = [];
  let pending = "";
  for (const sentence of sentences) {
    pending = pending ? `${pending} ${sentence}` : sentence;
    if (weight(pending) >= MIN_BEAT_WEIGHT) {
      beats.push(pending);
      pending = "";
    }
  }
  if (pending) {
    if (beats.length > 0) beats[beats.length - 1] += ` ${pending}`;
    else beats.push(pending);
  }
  return beats;
}

/** Shorter sentences are joined to the next one: "Then night fell." is not a chapter. */
const MIN_BEAT_WEIGHT = 60;

/** A sentence's length, a Chinese or Japanese character counting as two: they carry about a word each. */
const weight = (text: string) => text.length + (text.match(/[\u3040-\u30ff\u3400-\u9fff]/gu)?.length ?? 0);

/** POST /v1/chat/story/openStoryDialogue. */
export const OpenStoryRequest = z.object({
  botId: idLike("botId"),
  /**
   * Start a new play-through at this chapter (1 is the prologue): "continue as a chat" from the novel
   * reader. Without it the user's latest play-through of the story is resumed, or a new one starts.
   */
  chapter: z.number().int().min(1).max(1000).optional(),
});

/** A message of a story dialogue: a chat message, and for the narrator's turns the story info. */
export const StoryMessage = ChatMessage.extend({ story: StoryTurnInfo.nullable() });
export type StoryMessage = z.infer<typeof StoryMessage>;

/** An opened play-through of a text adventure. */
export const StoryDialogue = z.object({
  dialogueId: z.string(),
  botId: z.string(),
  title: z.string(),
  characterName: z.string(),
  avatar: z.string(),
  /** The chapter the play-through is in now, and how many the storyline has. */
  chapter: z.number().int(),
  chapterCount: z.number().int(),
  /** Oldest first; message 0 is the prologue and opening scene with its three actions. */
  messages: z.array(StoryMessage),
  hasMore: z.boolean(),
});
export type StoryDialogue = z.infer<typeof StoryDialogue>;

/** A rating choice offered at the end of a chapter (GET /v1/chat/getScoreConf). */
export const ScoreOption = z.object({ score: z.number().int(), label: z.string() });
export const ScoreConf = z.array(ScoreOption);
export type ScoreConf = z.infer<typeof ScoreConf>;

/** POST /v1/nps/saveNps: a rating of a story chapter (an adventure's, or a novel's in the reader). */
export const SaveNpsRequest = z.object({
  botId: idLike("botId"),
  /** The play-through rated; absent when a novel chapter is rated in the reader. */
  dialogueId: idLike("dialogueId").optional(),
  chapter: z.number().int().min(1).max(1000),
  score: z.number().int().min(1).max(5),
  comment: z.string().trim().max(500).optional(),
});

/** POST /v1/chat/story/getStoryChatHistory: older messages of a play-through, newest first. */
export const StoryHistoryRequest = z.object({
  dialogueId: idLike("dialogueId"),
  beforeMsgId: idLike("beforeMsgId").optional(),
  limit: z.number().int().min(1).max(100).default(30),
});
export const StoryHistoryPage = z.object({ messages: z.array(StoryMessage), hasMore: z.boolean() });

/** POST /v1/chat/story/saveDialogue: restart; the play-through joins the saved chats, a new one starts. */
export const SaveStoryDialogueRequest = z.object({ dialogueId: idLike("dialogueId") });
