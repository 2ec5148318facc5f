import type { ChatMessage, ChatPicture } from "@fable/contract";
import { eq, inArray } from "drizzle-orm";
import type { ServiceContext } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { priceFor } from "../../credits/index.ts";
import { storageFor } from "../../media/index.ts";
import { type ChatPictureRow, chatPictures } from "../chat-pictures.schema.ts";

/** What unlocking one picture costs this account now: nothing for plans that need no credits. */
export const unlockPriceFor = (ctx: ServiceContext, userId: number) =>
  priceFor(ctx, { userId, price: ctx.config.PICTURE_UNLOCK_CREDITS });

/**
 * A picture as its owner sees it: locked (its blurred preview only) until unlocked, unless unlocking
 * costs this account nothing — a member sees every picture, those sent before they subscribed too.
 */
export function toChatPicture(ctx: ServiceContext, row: ChatPictureRow, unlockPrice: number): ChatPicture {
  const locked = row.unlockedAt === null && unlockPrice > 0;
  return {
    pictureId: String(row.id),
    url: storageFor(ctx.config).urlOf(locked ? row.previewKey : row.pictureKey),
    width: row.width,
    height: row.height,
    locked,
    unlockPrice: locked ? unlockPrice : 0,
  };
}

/** The messages with the pictures they carry attached; one query for the page. */
export async function withPictures(ctx: ServiceContext, messages: ChatMessage[]): Promise<ChatMessage[]> {
  const botIds = messages.filter((message) => message.role === "bot").map((message) => Number(message.msgId));
  if (botIds.length === 0) return messages;
  const rows = await ctx.db.select().from(chatPictures).where(inArray(chatPictures.messageId, botIds));
  const [first] = rows;
  if (!first) return messages;
  // A dialogue has one owner, who alone reads it: the price is theirs.
  const price = await unlockPriceFor(ctx, first.userId);
  const byMessage = new Map(rows.map((row) => [String(row.messageId), row]));
  return messages.map((message) => {
    const row = byMessage.get(message.msgId);
    return row ? { ...message, picture: toChatPicture(ctx, row, price) } : message;
  });
}

/** A picture's message was written by no model: it is not regenerated or continued, a new picture is asked for. */
export async function assertNotPictureMessage(ctx: ServiceContext, messageId: number): Promise<void> {
  const [carried] = await ctx.db
    .select({ id: chatPictures.id })
    .from(chatPictures)
    .where(eq(chatPictures.messageId, messageId))
    .limit(1);
  if (carried) throw AppError.invalidInput("PictureMessages.notRewritten");
}
