import type { ChatBackground, GalleryPage } from "@fable/contract";
import { and, count, desc, eq } from "drizzle-orm";
import { AppError } from "../../../errors.ts";
import type { UserContext } from "../../../routing/user-context.ts";
import { storedObject } from "../../media/index.ts";
import { chatBackgrounds, chatPictures } from "../chat-pictures.schema.ts";
import { loadChattableBot } from "../dialogue-access.ts";
import { picturesFolderOf } from "./picture-files.ts";
import { toChatPicture, unlockPriceFor } from "./picture-view.ts";

/** Uploads a user may make a background of: their pictures (images/…) and avatars (avatars/…). */
const UPLOADED_PICTURE = /^(images|avatars)\/[0-9a-f]{32}\.webp$/;

/** GET /panel/getGalleryV2 (and /panel/gallery): the pictures a bot sent the caller, newest first. */
export async function gallery(
  ctx: UserContext,
  query: { botId: string; page: number; limit: number },
): Promise<GalleryPage> {
  const botId = Number(query.botId);
  const mine = and(eq(chatPictures.userId, ctx.userId), eq(chatPictures.botId, botId));
  const [rows, [total], price, background] = await Promise.all([
    ctx.db
      .select()
      .from(chatPictures)
      .where(mine)
      .orderBy(desc(chatPictures.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ n: count() }).from(chatPictures).where(mine),
    unlockPriceFor(ctx, ctx.userId),
    chatBackground(ctx, botId),
  ]);
  return {
    list: rows.map((row) => ({
      ...toChatPicture(ctx, row, price),
      botId: String(row.botId),
      dialogueId: String(row.dialogueId),
      msgId: String(row.messageId),
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    backgroundUrl: background.backgroundUrl,
  };
}

/** GET /panel/background: the caller's chat background for a bot. */
export async function chatBackground(ctx: UserContext, botId: number): Promise<ChatBackground> {
  const [row] = await ctx.db
    .select({ url: chatBackgrounds.url })
    .from(chatBackgrounds)
    .where(and(eq(chatBackgrounds.userId, ctx.userId), eq(chatBackgrounds.botId, botId)));
  return { backgroundUrl: row?.url ?? null };
}

/**
 * Whether `url` may be the caller's background with this bot: a picture of theirs this bot sent and
 * that is open to them (a locked one would give the picture away for free), or a picture they uploaded.
 */
async function mayBeBackground(ctx: UserContext, botId: number, url: string): Promise<boolean> {
  const found = storedObject(ctx.config, url);
  if (!found) return false;
  if (UPLOADED_PICTURE.test(found.key)) return found.storage.exists(found.key);
  if (!found.key.startsWith(`${picturesFolderOf(ctx.userId)}/`)) return false;
  const [row] = await ctx.db
    .select()
    .from(chatPictures)
    .where(
      and(
        eq(chatPictures.userId, ctx.userId),
        eq(chatPictures.botId, botId),
        eq(chatPictures.pictureKey, found.key),
      ),
    );
  if (!row) return false;
  return row.unlockedAt !== null || (await unlockPriceFor(ctx, ctx.userId)) === 0;
}

/** POST /panel/setBackgroundUrl: sets (or, with null, clears) the caller's background for a bot. */
export async function setChatBackground(
  ctx: UserContext,
  body: { botId: string; backgroundUrl: string | null },
): Promise<ChatBackground> {
  const bot = await loadChattableBot(ctx, Number(body.botId));
  const mine = and(eq(chatBackgrounds.userId, ctx.userId), eq(chatBackgrounds.botId, bot.id));
  if (body.backgroundUrl === null || body.backgroundUrl === "") {
    await ctx.db.delete(chatBackgrounds).where(mine);
    return { backgroundUrl: null };
  }
  const url = body.backgroundUrl;
  if (!(await mayBeBackground(ctx, bot.id, url)))
    throw AppError.invalidInput("PictureMessages.backgroundNotAllowed");
  await ctx.db
    .insert(chatBackgrounds)
    .values({ userId: ctx.userId, botId: bot.id, url, updatedAt: ctx.clock.now() })
    .onConflictDoUpdate({
      target: [chatBackgrounds.userId, chatBackgrounds.botId],
      set: { url, updatedAt: ctx.clock.now() },
    });
  return { backgroundUrl: url };
}
