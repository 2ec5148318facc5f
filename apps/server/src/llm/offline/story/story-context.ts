import { z } from "zod";

/**
 * What the offline narrator knows of the text adventure it plays (docs/product.md#adventure-play),
 * passed beside the prompt like the character context: a real model reads the narrator prompt, the
 * offline engine composes from these fields.
 */
export const OfflineStory = z.object({
  title: z.string().default(""),
  characterName: z.string().default(""),
  characterDescription: z.string().default(""),
  protagonist: z.string().default(""),
  background: z.string().default(""),
  /** The beat the current chapter is in, and the one it moves toward (null in the last chapter). */
  beat: z.string().default(""),
  nextBeat: z.string().nullable().default(null),
  chapter: z.number().int().default(1),
  chapterCount: z.number().int().default(1),
  /** Narrator turns already played in this chapter. */
  turnInChapter: z.number().int().default(0),
  /** What the player did this turn. */
  action: z.string().default(""),
  /** The actions offered last turn: the new ones must differ. */
  previousActions: z.array(z.string()).default([]),
});
export type OfflineStory = z.output<typeof OfflineStory>;
export type OfflineStoryInput = z.input<typeof OfflineStory>;
