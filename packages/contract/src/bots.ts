import { z } from "zod";

export const Gender = z.enum(["male", "female", "non-binary"]);
export type Gender = z.infer<typeof Gender>;

export const Visibility = z.enum(["public", "unlisted", "private"]);
export type Visibility = z.infer<typeof Visibility>;

/** botType of the spec's bot record: 1 character, 2 story/adventure, 4 PDF bot (docs/product.md#pdf-bots). */
export const BotType = { CHARACTER: 1, STORY: 2, PDF: 4 } as const;

export const Category = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Simplified Chinese name, shown when the interface language is zh-CN. */
  nameZh: z.string(),
  type: z.number().int(),
});
export type Category = z.infer<typeof Category>;

/** The bot card of the home page (docs/product.md#bot-records). */
export const BotCard = z.object({
  botId: z.string(),
  botName: z.string(),
  characterName: z.string(),
  botDesc: z.string(),
  greeting: z.string(),
  avatar: z.string(),
  chats: z.number().int(),
  likes: z.number().int(),
  tags: z.array(z.string()),
  canImage: z.boolean(),
  isNew: z.boolean(),
  isStoryBot: z.boolean(),
  /** BotType: 2 for a text adventure (story bot), 1 for a character. */
  botType: z.number().int(),
  activityTag: z.object({ tagName: z.string() }).nullable(),
  messageCount: z.number().int(),
});
export type BotCard = z.infer<typeof BotCard>;
