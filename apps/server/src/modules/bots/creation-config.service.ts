import type { BotCreationConfig, Category } from "@fable/contract";
import { asc, count, eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { UserContext } from "../../routing/user-context.ts";
import {
  ACCEPTED_IMAGE_TYPES,
  AVATAR_MIN_SIDE,
  avatarGeneratorKind,
  MAX_IMAGE_BYTES,
} from "../media/index.ts";
import { bots, categories } from "./bots.schema.ts";
import { IMAGE_STYLES, SPEECH_RATES, VOICES } from "./creation-options.ts";

/** Category type of character categories (story categories are type 2). */
const CHARACTER_CATEGORY_TYPE = 1;

/** GET /ai/roleInfo/getAddBotCategory: the categories a creator may file a character under. */
export async function listCreatableCategories(ctx: ServiceContext): Promise<Category[]> {
  return ctx.db
    .select({ id: categories.id, name: categories.name, nameZh: categories.nameZh, type: categories.type })
    .from(categories)
    .where(eq(categories.type, CHARACTER_CATEGORY_TYPE))
    .orderBy(asc(categories.sort), asc(categories.id));
}

/** GET /ai/roleInfo/botConfig: the creation form's choices and limits for the signed-in user. */
export async function getCreationConfig(ctx: UserContext): Promise<BotCreationConfig> {
  const { userId } = ctx;
  const [owned] = await ctx.db.select({ n: count() }).from(bots).where(eq(bots.creatorId, userId));
  return {
    reviewMode: ctx.config.REVIEW_MODE,
    maxBots: ctx.config.MAX_BOTS_PER_USER,
    ownedBots: owned?.n ?? 0,
    avatar: { minSide: AVATAR_MIN_SIDE, maxBytes: MAX_IMAGE_BYTES, types: [...ACCEPTED_IMAGE_TYPES] },
    pdfMaxBytes: ctx.config.PDF_MAX_BYTES,
    voices: VOICES.map((voice) => ({ ...voice })),
    speechRates: [...SPEECH_RATES],
    imageStyles: IMAGE_STYLES.map((style) => ({ ...style })),
    avatarGenerator: avatarGeneratorKind(ctx.config),
  };
}
