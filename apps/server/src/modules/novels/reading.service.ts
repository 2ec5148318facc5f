import type { ReadSetting, SaveReadSettingRequest } from "@fable/contract";
import { DEFAULT_READ_SETTING, ReaderTheme } from "@fable/contract";
import { eq, sql } from "drizzle-orm";
import type { UserContext } from "../../routing/user-context.ts";
import { loadReadableStory } from "./novel-access.ts";
import { readingProgress, readSettings } from "./novels.schema.ts";

/** GET /v1/chat/story/getReadSetting: the user's reading settings, the defaults until they change one. */
export async function getReadSetting(ctx: UserContext): Promise<ReadSetting> {
  const [row] = await ctx.db.select().from(readSettings).where(eq(readSettings.userId, ctx.userId));
  return row ? toSetting(row) : { ...DEFAULT_READ_SETTING };
}

/** POST /v1/chat/story/saveReadSetting: changes the given settings, keeps the others. */
export async function saveReadSetting(
  ctx: UserContext,
  changes: SaveReadSettingRequest,
): Promise<ReadSetting> {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const [row] = await ctx.db
    .insert(readSettings)
    .values({ ...DEFAULT_READ_SETTING, ...defined, userId: ctx.userId })
    .onConflictDoUpdate({ target: readSettings.userId, set: { ...defined, updatedAt: sql`now()` } })
    .returning();
  return toSetting(row!);
}

function toSetting(row: typeof readSettings.$inferSelect): ReadSetting {
  const theme = ReaderTheme.safeParse(row.theme);
  return {
    fontSize: row.fontSize,
    theme: theme.success ? theme.data : "none",
    settingTipShowed: row.settingTipShowed,
    rateShowed: row.rateShowed,
    scoreConf: row.scoreConf,
  };
}

/** POST /v1/story/saveProgress: the chapter of a readable novel the user reached. */
export async function saveProgress(ctx: UserContext, botId: number, chapter: number): Promise<null> {
  const bot = await loadReadableStory(ctx, botId);
  await ctx.db
    .insert(readingProgress)
    .values({ userId: ctx.userId, botId: bot.id, chapter })
    .onConflictDoUpdate({
      target: [readingProgress.userId, readingProgress.botId],
      set: { chapter, updatedAt: ctx.clock.now() },
    });
  return null;
}
