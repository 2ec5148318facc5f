import { z } from "zod";
import { BotIdQuery } from "./character.ts";

/** Pictures in chat (docs/product.md#pictures-in-chat). */
export const PictureMessages = {
  notConfigured: "This character cannot send pictures: pictures need an image engine or an image pack",
  storyNoPictures: "Stories do not send pictures",
  pictureNotFound: "This picture no longer exists",
  nothingLocked: "Every picture of this chat is unlocked already",
  /** The text of the message that carries a picture (the model reads it in the history too). */
  sent: "*sends you a picture*",
  sentDescribed: "*sends you a picture: {{description}}*",
  notRewritten: "A picture is not regenerated or continued: ask for a new one",
  backgroundNotAllowed: "Choose an unlocked picture from this chat's gallery, or a picture you uploaded",
} as const;

const id = (name: string) => z.string().regex(/^\d{1,18}$/, `${name} must be an id`);

/**
 * A picture a character sent in chat (docs/product.md#pictures-in-chat). A locked one shows only its
 * blurred preview at `url` until it is unlocked with credits; members see every picture at once.
 */
export const ChatPicture = z.object({
  pictureId: z.string(),
  /** The picture, or its blurred preview while it is locked. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  locked: z.boolean(),
  /** Credits that unlock it for this account (0 when it is not locked). */
  unlockPrice: z.number().int(),
});
export type ChatPicture = z.infer<typeof ChatPicture>;

/** POST /v1/chat/text2Img: the character sends a picture; `request` is what the user asked for, if anything. */
export const TextToImageRequest = z.object({
  dialogueId: id("dialogueId"),
  request: z.string().trim().max(300).optional(),
});
export type TextToImageRequest = z.infer<typeof TextToImageRequest>;

/** Chat image usage (spec §3): pictures sent today and the daily limit (null: none). */
export const PictureSendCount = z.object({
  sendImageCount: z.number().int(),
  sendImageTotal: z.number().int().nullable(),
});
export type PictureSendCount = z.infer<typeof PictureSendCount>;

/** POST /v1/chat/unlockImg. */
export const UnlockPictureRequest = z.object({ pictureId: id("pictureId") });
/** POST /v1/chat/unlockAll: every locked picture of one chat. */
export const UnlockAllRequest = z.object({ dialogueId: id("dialogueId") });

/** What an unlock did: the pictures now open, the credits it took and the balance left. */
export const UnlockResult = z.object({
  pictures: z.array(ChatPicture),
  spent: z.number().int(),
  balance: z.number().int(),
});
export type UnlockResult = z.infer<typeof UnlockResult>;

/** GET /panel/getGalleryV2: the pictures a bot sent this user, newest first. */
export const GalleryQuery = BotIdQuery.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(60).default(30),
});

export const GalleryPicture = ChatPicture.extend({
  botId: z.string(),
  dialogueId: z.string(),
  msgId: z.string(),
  createdAt: z.string(),
});
export type GalleryPicture = z.infer<typeof GalleryPicture>;

export const GalleryPage = z.object({
  list: z.array(GalleryPicture),
  total: z.number().int(),
  /** The chat background chosen for this bot, if any. */
  backgroundUrl: z.string().nullable(),
});
export type GalleryPage = z.infer<typeof GalleryPage>;

/**
 * POST /panel/setBackgroundUrl: the chat background for one bot — an unlocked picture of the gallery
 * or a picture the user uploaded (a stored upload); null goes back to none.
 */
export const SetBackgroundRequest = BotIdQuery.extend({
  backgroundUrl: z.string().trim().max(2048).nullable(),
});
export const ChatBackground = z.object({ backgroundUrl: z.string().nullable() });
export type ChatBackground = z.infer<typeof ChatBackground>;
