import type { PictureRatio } from "@fable/contract";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { ServiceContext } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import type { BotRow } from "../../bots/bots.schema.ts";
import { moderatePicture } from "../../media/index.ts";
import { drawPicture, picturePrompt, pictureRequest } from "../../pictures/index.ts";
import { chatMessages } from "../chat.schema.ts";
import { historyColumns } from "../chat-message.ts";
import { chatPictures } from "../chat-pictures.schema.ts";
import { packEngineFor } from "./pack-engine.ts";

/** What a picture is asked for: the bot, the chat it is sent in, and the user's words. */
export interface PictureWanted {
  userId: number;
  bot: BotRow;
  dialogueId: number;
  /** What the user asked for ("" when they only pressed the button). */
  request: string;
}

/** A picture ready to send, with where it came from and what describes it. */
export interface SourcedPicture {
  bytes: Uint8Array;
  /** "pack" or the engine's name. */
  source: string;
  /** The prompt an engine was given ("" for a pack's picture). */
  prompt: string;
  /** A short description shown with the picture unless the bot hides it. */
  description: string;
  /** The image-pack picture sent, for a pack's picture. */
  packPictureId: number | null;
}

/** The last messages of the chat the picture is drawn from (pictures aside): what is happening now. */
const MOMENT_MESSAGES = 6;
/** Chat pictures are portraits: the spec's most common pack ratio. */
const CHAT_PICTURE_RATIO: PictureRatio = "3:4";

async function lastMessages(ctx: ServiceContext, dialogueId: number) {
  const rows = await ctx.db
    .select({ role: historyColumns.role, text: historyColumns.text })
    .from(chatMessages)
    // Earlier pictures' messages say what was sent, not what is happening: they would pull the next
    // picture towards the last one.
    .leftJoin(chatPictures, eq(chatPictures.messageId, chatMessages.id))
    .where(and(eq(chatMessages.dialogueId, dialogueId), isNull(chatPictures.id)))
    .orderBy(desc(chatMessages.seq))
    .limit(MOMENT_MESSAGES);
  return rows.reverse().map((row) => ({
    role: row.role === "user" ? ("user" as const) : ("assistant" as const),
    content: row.text,
  }));
}

const genderOf = (gender: string | null) =>
  gender === "male" || gender === "female" || gender === "non-binary" ? gender : null;

/**
 * A picture for the chat (docs/product.md#pictures-in-chat): the configured image engine draws one from
 * the character's looks, the scene, the last messages and what the user asked for; without an engine the
 * bot's image pack picks one; with neither the user is told so plainly — never sent a made-up picture.
 */
export async function sourcePicture(ctx: ServiceContext, wanted: PictureWanted): Promise<SourcedPicture> {
  const { bot } = wanted;
  const subject = pictureRequest(wanted.request, ctx.language)?.subject || wanted.request;
  const moment = await lastMessages(ctx, wanted.dialogueId);
  // Without an engine the bot's image pack picks a picture, at the pack's own ratio.
  const pack = ctx.config.IMAGE_ENGINE
    ? undefined
    : await packEngineFor(
        ctx,
        bot,
        wanted.dialogueId,
        [bot.scenario, ...moment.map((m) => m.content)].join(" "),
      );
  const { prompt, negative } = picturePrompt({
    character: {
      name: bot.name,
      description: bot.description,
      personality: bot.personality,
      gender: genderOf(bot.gender),
      age: bot.age,
      imageStyle: bot.imageStyle,
    },
    scene: bot.scenario,
    lastMessages: moment,
    request: subject,
  });
  const ratio = pack?.ratio ?? CHAT_PICTURE_RATIO;
  const picture = await drawPicture(ctx.config, { prompt, negative, ratio, subject }, pack?.engine);
  const fromPack = picture.engine === "pack";
  // What an engine drew is checked before anyone sees it; a pack's pictures were checked when it was made.
  if (!fromPack && (await moderatePicture(picture.bytes)).refused)
    throw AppError.invalidInput("CharacterMessages.pictureModerated");
  return {
    bytes: picture.bytes,
    source: picture.engine,
    prompt: fromPack ? "" : prompt,
    description: subject.slice(0, 200),
    packPictureId: fromPack ? (pack?.chosen()?.pictureId ?? null) : null,
  };
}
