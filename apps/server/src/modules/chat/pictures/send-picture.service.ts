import type { ChatMessage, PictureSendCount, TextToImageRequest } from "@fable/contract";
import type { ServiceContext } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { message, renderMessage } from "../../../i18n/server-message.ts";
import type { UserContext } from "../../../routing/user-context.ts";
import { avatarHasClearFace } from "../../media/index.ts";
import { toChatMessage } from "../chat-message.ts";
import { chatPictures } from "../chat-pictures.schema.ts";
import { loadChattableBot, loadOwnDialogue } from "../dialogue-access.ts";
import { isStoryBot } from "../story/story-turn.ts";
import { consumeDailyQuota, dailyUsage, giveBackDailyQuota } from "../turns/quotas.ts";
import { appendMessage } from "../turns/turn.service.ts";
import { storeChatPicture } from "./picture-files.ts";
import { sourcePicture } from "./picture-source.ts";
import { toChatPicture, unlockPriceFor } from "./picture-view.ts";

/** GET /v1/chat/getUserSendCount: pictures received today and the plan's daily limit. */
export async function pictureSendCount(ctx: UserContext): Promise<PictureSendCount> {
  const { used, limit } = await dailyUsage(ctx, ctx.userId, "picture");
  return { sendImageCount: used, sendImageTotal: limit };
}

/**
 * POST /v1/chat/text2Img: the character sends a picture, as a new message of the chat. The day's
 * allowance is counted first (so parallel asks cannot pass the limit) and given back if no picture
 * could be made; a free account sees it blurred until it unlocks it.
 */
export async function sendPicture(
  ctx: UserContext,
  request: TextToImageRequest,
): Promise<{ message: ChatMessage; usage: PictureSendCount }> {
  const dialogue = await loadOwnDialogue(ctx, Number(request.dialogueId));
  const bot = await loadChattableBot(ctx, dialogue.botId);
  if (isStoryBot(bot)) throw AppError.invalidInput("PictureMessages.storyNoPictures");
  // The cheap refusal first: with no engine and no pack, the avatar need not be looked at.
  if (!ctx.config.IMAGE_ENGINE && bot.imagePackId === null)
    throw AppError.invalidInput("PictureMessages.notConfigured");
  // Spec §8: pictures show the character, so its avatar must show a clear face to draw it from.
  if (!(await avatarHasClearFace(ctx, bot.avatar)))
    throw AppError.invalidInput("CharacterMessages.botNeedsFace");
  await consumeDailyQuota(ctx, ctx.userId, "picture");
  const ask = { userId: ctx.userId, bot, dialogueId: dialogue.id, request: request.request ?? "" };
  const sent = await sourcePicture(ctx, ask).then(
    async (picture) => ({ picture, stored: await storeChatPicture(ctx, ctx.userId, picture.bytes) }),
    async (error: unknown) => {
      await giveBackDailyQuota(ctx, ctx.userId, "picture");
      throw error;
    },
  );
  const { picture, stored } = sent;
  const price = await unlockPriceFor(ctx, ctx.userId);
  const text = messageText(ctx, bot.hideImageDescription ? "" : picture.description);
  const row = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const appended = await appendMessage(inTx, dialogue.id, { role: "bot", text, info: null });
    const [pictureRow] = await tx
      .insert(chatPictures)
      .values({
        userId: ctx.userId,
        botId: bot.id,
        dialogueId: dialogue.id,
        messageId: appended.id,
        ...stored,
        source: picture.source,
        request: ask.request,
        prompt: picture.prompt,
        packPictureId: picture.packPictureId,
        // Unlocking costs this account nothing (a member, or pictures made free): it is open from the start.
        unlockedAt: price === 0 ? ctx.clock.now() : null,
      })
      .returning();
    return { appended, pictureRow: pictureRow! };
  });
  const sentMessage = { ...toChatMessage(row.appended), picture: toChatPicture(ctx, row.pictureRow, price) };
  return { message: sentMessage, usage: await pictureSendCount(ctx) };
}

/** The text of the message a picture comes in, in the user's language; the model reads it in the history. */
function messageText(ctx: ServiceContext, description: string): string {
  return description
    ? renderMessage(message("PictureMessages.sentDescribed", { description }), ctx.language)
    : renderMessage("PictureMessages.sent", ctx.language);
}
