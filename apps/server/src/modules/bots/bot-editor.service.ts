import type { AdvancedCharacter, BotChanges, SavedBot, Visibility } from "@fable/contract";
import { BotType, ResponseCode } from "@fable/contract";
import { count, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { message } from "../../i18n/server-message.ts";
import { canOnBot } from "../../policies/bot.policy.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { assertStoredAvatar } from "../media/index.ts";
import {
  assertUsableImagePack,
  assertUsableVoice,
  type CharacterFields,
  columnsOf,
  replaceCategories,
  replaceLore,
} from "./bot-fields.ts";
import { type BotRow, bots } from "./bots.schema.ts";
import { forgetListedBots } from "./listing-changes.ts";
import { reviewStatusAfterChange } from "./review-policy.ts";

/**
 * A cap per account (MAX_BOTS_PER_USER, docs/product.md#creator). Bots are never deleted, only made private,
 * so the count only grows.
 */
export async function assertBelowBotCap(ctx: ServiceContext, userId: number) {
  const [owned] = await ctx.db.select({ n: count() }).from(bots).where(eq(bots.creatorId, userId));
  if ((owned?.n ?? 0) >= ctx.config.MAX_BOTS_PER_USER)
    throw new AppError(
      ResponseCode.FAILED,
      message("CharacterMessages.tooManyBots", { max: String(ctx.config.MAX_BOTS_PER_USER) }),
    );
}

/** The caller's own bot; anyone else's (or none) answers "not found", so hidden bots stay hidden. */
export async function loadOwnBot(ctx: UserContext, botId: number): Promise<BotRow> {
  const [bot] = await ctx.db.select().from(bots).where(eq(bots.id, botId));
  if (!canOnBot(ctx, "manage", bot)) throw AppError.notFound("CharacterMessages.botNotFound");
  return bot;
}

/** A bot in review (docs/product.md#bot-review) cannot be edited until a reviewer decides. */
export function assertEditable(bot: BotRow) {
  if (bot.reviewStatus === "pending") throw new AppError(ResponseCode.FAILED, "CharacterMessages.inReview");
}

/** A draft imported without a first message stays private until it has one. */
function assertPublishable(needsGreeting: boolean, visibility: Visibility) {
  if (needsGreeting && visibility !== "private")
    throw AppError.invalidInput("CharacterMessages.greetingRequired");
}

/** The review columns after a change that leaves the bot with this visibility. */
export function reviewColumns(ctx: ServiceContext, visibility: Visibility) {
  const reviewStatus = reviewStatusAfterChange(ctx.config, visibility);
  return {
    reviewStatus,
    reviewReason: null,
    reviewSubmittedAt: reviewStatus === "pending" ? ctx.clock.now() : null,
  };
}

export function savedBot(bot: BotRow): SavedBot {
  return {
    botId: String(bot.id),
    botName: bot.name,
    avatar: bot.avatar,
    visibility: bot.visibility as Visibility,
    reviewStatus: bot.reviewStatus as SavedBot["reviewStatus"],
  };
}

/** POST /ai/roleInfo/addBotV2: quick or advanced create. */
export async function createBot(ctx: UserContext, input: AdvancedCharacter): Promise<SavedBot> {
  const { userId } = ctx;
  await assertStoredAvatar(ctx, input.avatar);
  await assertBelowBotCap(ctx, userId);
  await assertUsableVoice(ctx.db, userId, input.voice);
  await assertUsableImagePack(ctx.db, userId, input.imagePackId);
  const { categoryId, categoryIds, lore, ...fields } = input;
  const visibility = fields.visibility ?? "public";
  const now = ctx.clock.now();
  const bot = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(bots)
      .values({
        ...columnsOf(fields),
        name: input.name,
        greeting: input.greeting,
        creatorId: userId,
        botType: BotType.CHARACTER,
        visibility,
        ...reviewColumns(ctx, visibility),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await replaceCategories(tx, created!.id, categoryIds ?? (categoryId === undefined ? [] : [categoryId]));
    if (lore) await replaceLore(tx, created!.id, lore);
    return created!;
  });
  return savedBot(bot);
}

/** Applies a change of the owner's bot and sends it back to review (docs/product.md#bot-review). */
async function changeBot(ctx: ServiceContext, bot: BotRow, fields: CharacterFields): Promise<SavedBot> {
  assertEditable(bot);
  if (fields.avatar !== undefined && fields.avatar !== bot.avatar)
    await assertStoredAvatar(ctx, fields.avatar);
  if (fields.voice !== bot.voice) await assertUsableVoice(ctx.db, bot.creatorId, fields.voice);
  if (fields.imagePackId != null && fields.imagePackId !== String(bot.imagePackId))
    await assertUsableImagePack(ctx.db, bot.creatorId, fields.imagePackId);
  const { categoryIds, lore, ...columns } = fields;
  const visibility = columns.visibility ?? (bot.visibility as Visibility);
  assertPublishable(columns.greeting === undefined && bot.needsGreeting, visibility);
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(bots)
      .set({ ...columnsOf(columns), ...reviewColumns(ctx, visibility), updatedAt: ctx.clock.now() })
      .where(eq(bots.id, bot.id))
      .returning();
    if (categoryIds) await replaceCategories(tx, bot.id, categoryIds);
    if (lore) await replaceLore(tx, bot.id, lore);
    return row!;
  });
  // A bot made private or sent back to review must leave the home page now, not when its cache ends.
  forgetListedBots(ctx);
  return savedBot(updated);
}

/** POST /ai/roleInfo/modifyBotInfoV2: changes the fields named; the rest stay as they are. */
export async function modifyBot(ctx: UserContext, changes: BotChanges): Promise<SavedBot> {
  const { botId, ...fields } = changes;
  return changeBot(ctx, await loadOwnBot(ctx, Number(botId)), fields);
}

/** POST /ai/roleInfo/updateBotVisibility: My Bots' visibility menu; making a bot private is its "delete". */
export async function changeVisibility(
  ctx: UserContext,
  change: { botId: string; visibility: Visibility; definitionVisible?: boolean | undefined },
): Promise<SavedBot> {
  const bot = await loadOwnBot(ctx, Number(change.botId));
  return changeBot(ctx, bot, {
    visibility: change.visibility,
    ...(change.definitionVisible === undefined ? {} : { definitionVisible: change.definitionVisible }),
  });
}

/** POST /ai/roleInfo/updateBotPersonality. */
export async function changePersonality(
  ctx: UserContext,
  change: { botId: string; personality: string },
): Promise<SavedBot> {
  return changeBot(ctx, await loadOwnBot(ctx, Number(change.botId)), { personality: change.personality });
}
