import {
  type AdventureChanges,
  type AdventureEditInfo,
  type AdventureForm,
  BotType,
  type Gender,
  type ReviewStatus,
  type SavedBot,
  type Visibility,
} from "@fable/contract";
import { asc, eq } from "drizzle-orm";
import { AppError } from "../../../errors.ts";
import type { UserContext } from "../../../routing/user-context.ts";
import { assertStoredAvatar } from "../../media/index.ts";
import {
  assertBelowBotCap,
  assertEditable,
  loadOwnBot,
  reviewColumns,
  savedBot,
} from "../bot-editor.service.ts";
import { replaceCategories } from "../bot-fields.ts";
import { type BotRow, botCategories, bots, type StoryDetails } from "../bots.schema.ts";
import { forgetListedBots } from "../listing-changes.ts";

/**
 * The bot columns of an adventure (issue 19's shared design): the character's name is the bot's name,
 * the brief intro its intro, the prologue its greeting, the background its scenario; the story's own
 * fields go to `story`. A seeded story's Chinese title and intro survive an edit that keeps its title.
 */
function adventureColumns(
  form: Omit<AdventureForm, "categoryIds" | "avatar"> & { avatar?: string | undefined },
  previous: StoryDetails | null,
) {
  const story: StoryDetails = {
    title: form.title,
    ...(previous?.titleZh && previous.title === form.title ? { titleZh: previous.titleZh } : {}),
    ...(previous?.introZh && previous.title === form.title ? { introZh: previous.introZh } : {}),
    // Whether the novel is complete is not the form's: an edit keeps it (docs/product.md#novels).
    ...(previous?.finished ? { finished: true } : {}),
    protagonistDescription: form.protagonistDescription,
    storyline: form.storyline,
    background: form.background,
    prologue: form.prologue,
    openingScene: form.openingScene,
    actions: form.actions,
  };
  return {
    name: form.characterName,
    characterName: form.characterName,
    gender: form.gender,
    age: form.age ?? null,
    ...(form.avatar === undefined ? {} : { avatar: form.avatar }),
    intro: form.briefIntro,
    description: form.characterDescription,
    greeting: form.prologue,
    scenario: form.background,
    visibility: form.visibility,
    story,
  };
}

/** The caller's own adventure: their bot, and a story bot (a character is edited on /create/bot). */
async function loadOwnAdventure(ctx: UserContext, botId: number): Promise<BotRow> {
  const bot = await loadOwnBot(ctx, botId);
  if (bot.botType !== BotType.STORY || !bot.story)
    throw AppError.invalidInput("AdventureMessages.notAnAdventure");
  return bot;
}

/** POST /ai/roleInfo/botStory: a new text adventure, with the bot cap, avatar check and review of any bot. */
export async function createAdventure(ctx: UserContext, form: AdventureForm): Promise<SavedBot> {
  const { userId } = ctx;
  await assertStoredAvatar(ctx, form.avatar);
  await assertBelowBotCap(ctx, userId);
  const { categoryIds, ...fields } = form;
  const now = ctx.clock.now();
  const bot = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(bots)
      .values({
        ...adventureColumns(fields, null),
        creatorId: userId,
        botType: BotType.STORY,
        ...reviewColumns(ctx, fields.visibility),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await replaceCategories(tx, created!.id, categoryIds);
    return created!;
  });
  return savedBot(bot);
}

/** POST /ai/roleInfo/update/botStoryV2: the owner replaces the adventure; it goes back to review. */
export async function updateAdventure(ctx: UserContext, changes: AdventureChanges): Promise<SavedBot> {
  const { botId, categoryIds, ...fields } = changes;
  const bot = await loadOwnAdventure(ctx, Number(botId));
  assertEditable(bot);
  if (fields.avatar !== undefined && fields.avatar !== bot.avatar)
    await assertStoredAvatar(ctx, fields.avatar);
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(bots)
      .set({
        ...adventureColumns(fields, bot.story),
        ...reviewColumns(ctx, fields.visibility),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(bots.id, bot.id))
      .returning();
    await replaceCategories(tx, bot.id, categoryIds);
    return row!;
  });
  // Made private or sent back to review: it must leave the home page now, not when its cache ends.
  forgetListedBots(ctx);
  return savedBot(updated);
}

/** GET /ai/roleInfo/getBotStoryInfo: the owner's adventure as the edit form shows it. */
export async function getAdventureInfo(ctx: UserContext, botId: number): Promise<AdventureEditInfo> {
  const bot = await loadOwnAdventure(ctx, botId);
  const story = bot.story!;
  const categoryRows = await ctx.db
    .select({ id: botCategories.categoryId })
    .from(botCategories)
    .where(eq(botCategories.botId, bot.id))
    .orderBy(asc(botCategories.position));
  return {
    botId: String(bot.id),
    title: story.title,
    characterName: bot.characterName || bot.name,
    gender: bot.gender as Gender | null,
    age: bot.age,
    avatar: bot.avatar,
    characterDescription: bot.description,
    protagonistDescription: story.protagonistDescription,
    storyline: story.storyline,
    openingScene: story.openingScene,
    actions: story.actions,
    background: story.background || bot.scenario,
    briefIntro: bot.intro,
    visibility: bot.visibility as Visibility,
    prologue: story.prologue || bot.greeting,
    categoryIds: categoryRows.map((row) => row.id),
    reviewStatus: bot.reviewStatus as ReviewStatus,
    reviewReason: bot.reviewReason,
  };
}
