import { z } from "zod";
import { BotIdQuery } from "../character.ts";
import { ChatMessage } from "../chat.ts";
import {
  ChatBackground,
  GalleryPage,
  GalleryQuery,
  PictureSendCount,
  SetBackgroundRequest,
  TextToImageRequest,
  UnlockAllRequest,
  UnlockPictureRequest,
  UnlockResult,
} from "../pictures.ts";
import { defineRoute } from "./define.ts";

/**
 * Pictures in chat (docs/product.md#pictures-in-chat): a character sends one on request, free accounts
 * unlock it with credits, and every picture received stays in the chat's gallery, where one can become
 * the chat's background.
 */
export const pictureRoutes = {
  textToImage: defineRoute({
    method: "POST",
    path: "/v1/chat/text2Img",
    access: "user",
    tag: "pictures",
    summary:
      "The character sends a picture that fits the chat (from the configured image engine or its image pack), as a new message",
    body: TextToImageRequest,
    result: z.object({ message: ChatMessage, usage: PictureSendCount }),
  }),
  pictureSendCount: defineRoute({
    method: "GET",
    path: "/v1/chat/getUserSendCount",
    access: "user",
    tag: "pictures",
    summary: "Pictures received today and the plan's daily limit",
    result: PictureSendCount,
  }),
  unlockPicture: defineRoute({
    method: "POST",
    path: "/v1/chat/unlockImg",
    access: "user",
    tag: "pictures",
    summary: "Unlock one picture with credits (once: unlocking it again costs nothing)",
    body: UnlockPictureRequest,
    result: UnlockResult,
  }),
  unlockAll: defineRoute({
    method: "POST",
    path: "/v1/chat/unlockAll",
    access: "user",
    tag: "pictures",
    summary: "Unlock every locked picture of one chat with credits, all or none",
    body: UnlockAllRequest,
    result: UnlockResult,
  }),
  gallery: defineRoute({
    method: "GET",
    path: "/panel/getGalleryV2",
    aliases: ["/panel/gallery"],
    access: "user",
    tag: "pictures",
    summary: "The pictures a bot sent you, newest first, with the chat background chosen for it",
    query: GalleryQuery,
    result: GalleryPage,
  }),
  setBackground: defineRoute({
    method: "POST",
    path: "/panel/setBackgroundUrl",
    access: "user",
    tag: "pictures",
    summary: "Set (or clear) a bot's chat background: an unlocked picture of its gallery or your own upload",
    body: SetBackgroundRequest,
    result: ChatBackground,
  }),
  background: defineRoute({
    method: "GET",
    path: "/panel/background",
    access: "user",
    tag: "pictures",
    summary: "The chat background chosen for a bot, if any",
    query: BotIdQuery,
    result: ChatBackground,
  }),
};
