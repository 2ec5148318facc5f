import type {
  BotEditInfo,
  Gender,
  MyBot,
  ReviewStatus,
  SpeechActions,
  SpeechRate,
  Visibility,
} from "@fable/contract";
import { BotType } from "@fable/contract";
import { asc, desc, eq } from "drizzle-orm";
import type { UserContext } from "../../routing/user-context.ts";
import { loadOwnBot } from "./bot-editor.service.ts";
import { botCategories, bots, loreEntries } from "./bots.schema.ts";

/** GET /ai/roleInfo/myBots: every bot of the signed-in user, last changed first, whatever its state. */
export async function listMyBots(ctx: UserContext): Promise<MyBot[]> {
  const { userId } = ctx;
  const rows = await ctx.db
    .select()
    .from(bots)
    .where(eq(bots.creatorId, userId))
    .orderBy(desc(bots.updatedAt), desc(bots.id));
  return rows.map((bot) => ({
    botId: String(bot.id),
    botName: bot.name,
    characterName: bot.characterName || bot.name,
    intro: bot.intro,
    avatar: bot.avatar,
    visibility: bot.visibility as Visibility,
    reviewStatus: bot.reviewStatus as ReviewStatus,
    reviewReason: bot.reviewReason,
    needsGreeting: bot.needsGreeting,
    chats: bot.chats,
    likes: bot.likes,
    updatedAt: bot.updatedAt.toISOString(),
    botType: bot.botType,
    storyTitle: bot.botType === BotType.STORY ? (bot.story?.title ?? "") : null,
  }));
}

/** GET /ai/roleInfo/getBotEditInfo: the owner's bot as the edit form shows it. */
export async function getBotEditInfo(ctx: UserContext, botId: number): Promise<BotEditInfo> {
  const bot = await loadOwnBot(ctx, botId);
  const [categoryRows, lore] = await Promise.all([
    ctx.db
      .select({ id: botCategories.categoryId })
      .from(botCategories)
      .where(eq(botCategories.botId, bot.id))
      .orderBy(asc(botCategories.position)),
    ctx.db.select().from(loreEntries).where(eq(loreEntries.botId, bot.id)).orderBy(asc(loreEntries.position)),
  ]);
  return {
    botId: String(bot.id),
    name: bot.name,
    characterName: bot.characterName || bot.name,
    greeting: bot.greeting,
    intro: bot.intro,
    avatar: bot.avatar,
    prompt: bot.prompt,
    scenario: bot.scenario,
    personality: bot.personality,
    description: bot.description,
    exampleDialogue: bot.exampleDialogue,
    systemPrompt: bot.systemPrompt,
    postHistoryInstructions: bot.postHistoryInstructions,
    creatorNotes: bot.creatorNotes,
    supplementalInfo: bot.supplementalInfo,
    dialogueStyle: bot.dialogueStyle,
    mantra: bot.mantra,
    alternateGreetings: bot.alternateGreetings,
    tags: bot.tags,
    gender: bot.gender as Gender | null,
    age: bot.age,
    voice: bot.voice,
    speechRate: bot.speechRate as SpeechRate,
    speechActions: bot.speechActions as SpeechActions,
    imageStyle: bot.imageStyle,
    hideImageDescription: bot.hideImageDescription,
    imagePackId: bot.imagePackId === null ? null : String(bot.imagePackId),
    visibility: bot.visibility as Visibility,
    definitionVisible: bot.definitionVisible,
    categoryIds: categoryRows.map((row) => row.id),
    lore: lore.map((entry) => ({
      id: String(entry.id),
      keywords: entry.keywords.join("; "),
      secondaryKeys: entry.secondaryKeys.join("; "),
      content: entry.content,
      enabled: entry.enabled,
      constant: entry.constant,
    })),
    sampling: bot.sampling ?? null,
    reviewStatus: bot.reviewStatus as ReviewStatus,
    reviewReason: bot.reviewReason,
    needsGreeting: bot.needsGreeting,
  };
}
