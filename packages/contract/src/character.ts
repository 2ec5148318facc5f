import { z } from "zod";
import { Gender, Visibility } from "./bots.ts";
import { LIMITS } from "./limits.ts";

/** Spec §5 messages for character fields; the web app maps them to its catalogs. */
export const CharacterMessages = {
  nameRule: "Name must be 3-20 characters: letters, digits, underscore, dash or space",
  greetingLength: "Greeting must be 3-500 characters",
  promptLength: "Prompt must be at most 1000 characters",
  introLength: "Introduction must be at most 500 characters",
  numberTooLarge: "Number must be at most 2147483647",
  loreKeywords: "Lore keywords cannot be empty",
  loreLimit: "Lores also have an ending, delete some and try again",
  tooManyBots: "You can have up to 40 bots. Please delete some bots before creating them",
  inReview: "Unable to edit while in review",
  botNotFound: "Bot unavailable now, try something else",
} as const;

/** Letters of any script, digits, underscore, dash and space (spec §5). */
export const BOT_NAME_PATTERN = /^[\p{L}\p{N}_\- ]+$/u;

/** The most lore entries one character may hold. */
export const MAX_LORE_ENTRIES = 200;

/** Text fields are trimmed before their length is checked (spec §5 "text fields trimmed"). */
const trimmed = (max: number, message: string) => z.string().trim().max(max, message);

export const BotName = z
  .string()
  .trim()
  .min(LIMITS.characterNameMin, CharacterMessages.nameRule)
  .max(LIMITS.characterNameMax, CharacterMessages.nameRule)
  .regex(BOT_NAME_PATTERN, CharacterMessages.nameRule);

export const Greeting = z
  .string()
  .trim()
  .min(LIMITS.greetingMin, CharacterMessages.greetingLength)
  .max(LIMITS.greetingMax, CharacterMessages.greetingLength);

/** Numbers the spec caps at the 32-bit maximum. */
export const BoundedInt = z.number().int().min(0).max(LIMITS.integerMax, CharacterMessages.numberTooLarge);

/** A lore entry as the editor sends it: keywords separated by semicolons (spec §3). */
export const LoreEntryInput = z.object({
  keywords: z
    .string()
    .max(1000)
    .transform((value) =>
      value
        .split(";")
        .map((keyword) => keyword.trim())
        .filter(Boolean),
    )
    .refine((keywords) => keywords.length > 0, CharacterMessages.loreKeywords),
  content: trimmed(4000, "Lore content must be at most 4000 characters").min(
    1,
    "Lore content cannot be empty",
  ),
  enabled: z.boolean().default(true),
  constant: z.boolean().default(false),
});

/** The fields of quick create (spec §2 "character creation (quick …)"). */
export const QuickCharacter = z.object({
  name: BotName,
  greeting: Greeting,
  intro: trimmed(500, CharacterMessages.introLength).default(""),
  avatar: z.string().max(500).default(""),
  categoryId: BoundedInt.optional(),
});
export type QuickCharacter = z.infer<typeof QuickCharacter>;

/** Advanced create adds every definition field of spec §3. */
export const AdvancedCharacter = QuickCharacter.extend({
  prompt: trimmed(LIMITS.promptMax, CharacterMessages.promptLength).default(""),
  scenario: trimmed(2000, "Scenario must be at most 2000 characters").default(""),
  personality: trimmed(2000, "Personality must be at most 2000 characters").default(""),
  description: trimmed(4000, "Description must be at most 4000 characters").default(""),
  exampleDialogue: trimmed(4000, "Example dialogue must be at most 4000 characters").default(""),
  alternateGreetings: z.array(Greeting).max(20).default([]),
  tags: z.array(z.string().trim().min(1).max(30)).max(10).default([]),
  gender: Gender.nullable().default(null),
  age: BoundedInt.nullable().default(null),
  visibility: Visibility.default("public"),
  definitionVisible: z.boolean().default(false),
  categoryIds: z.array(BoundedInt).max(5).default([]),
  lore: z.array(LoreEntryInput).max(MAX_LORE_ENTRIES, CharacterMessages.loreLimit).default([]),
});
export type AdvancedCharacter = z.infer<typeof AdvancedCharacter>;

/** The definition of a character: shown to its creator, and to others only when the creator allows. */
export const BotDefinition = z.object({
  description: z.string(),
  personality: z.string(),
  scenario: z.string(),
  exampleDialogue: z.string(),
  systemPrompt: z.string(),
  postHistoryInstructions: z.string(),
  creatorNotes: z.string(),
  loreCount: z.number().int(),
});

/** GET /ai/roleInfo/getBotInfo: one bot for its profile page and chat header. */
export const BotDetail = z.object({
  botId: z.string(),
  botName: z.string(),
  characterName: z.string(),
  intro: z.string(),
  greeting: z.string(),
  alternateGreetings: z.array(z.string()),
  avatar: z.string(),
  tags: z.array(z.string()),
  gender: z.string().nullable(),
  age: z.number().int().nullable(),
  visibility: Visibility,
  reviewStatus: z.enum(["approved", "pending", "rejected"]),
  isStoryBot: z.boolean(),
  chats: z.number().int(),
  likes: z.number().int(),
  isOwner: z.boolean(),
  needsGreeting: z.boolean(),
  definitionVisible: z.boolean(),
  creator: z.object({ userId: z.string(), userName: z.string(), avatar: z.string() }),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), nameZh: z.string() })),
  /** Null unless the viewer is the creator or the creator shows the definition. */
  definition: BotDefinition.nullable(),
});
export type BotDetail = z.infer<typeof BotDetail>;

export const BotIdQuery = z.object({ botId: z.string().regex(/^\d{1,18}$/, "botId must be a bot id") });
