import {
  CreateImagePackRequest,
  DeleteImageResultRequest,
  ImagePack,
  ImagePackDetail,
  ImagePackIdQuery,
  ImagePackList,
  ImagePackOptions,
  ImagePackStyles,
} from "../image-packs.ts";
import { defineRoute } from "./define.ts";

/**
 * Image packs (docs/product.md#image-packs): a user's pictures of a character, made in the Toolkit
 * (/fitting/create/image) and given to their characters in the bot form. Deleting one is
 * DELETE /pack/delete?type=image (voice routes).
 */
export const imagePackRoutes = {
  imagePackStyles: defineRoute({
    method: "GET",
    path: "/image/pack/styleType",
    access: "user",
    tag: "image-packs",
    summary: "The styles an image pack may have (the bot form's image styles) and its size ratios",
    result: ImagePackStyles,
  }),
  createImagePack: defineRoute({
    method: "POST",
    path: "/image/pack/create",
    access: "user",
    tag: "image-packs",
    summary:
      "Make an image pack from 3-50 uploaded pictures (jpg/png up to 10 MB each): training crops, checks and captions them in the background",
    body: CreateImagePackRequest,
    result: ImagePack,
  }),
  listImagePacks: defineRoute({
    method: "GET",
    path: "/image/pack/packList",
    access: "user",
    tag: "image-packs",
    summary: "Your image packs, newest first, with their state",
    result: ImagePackList,
  }),
  imagePackDetail: defineRoute({
    method: "GET",
    path: "/image/pack/packDetail",
    access: "user",
    tag: "image-packs",
    summary: "One of your image packs with every picture, its caption and its verdict",
    query: ImagePackIdQuery,
    result: ImagePackDetail,
  }),
  deleteImageResult: defineRoute({
    method: "POST",
    path: "/image/pack/deleteImageResult",
    access: "user",
    tag: "image-packs",
    summary: "Remove one picture from your image pack; the pack says so when fewer than 3 usable are left",
    body: DeleteImageResultRequest,
    result: ImagePackDetail,
  }),
  imagePackSelect: defineRoute({
    method: "GET",
    path: "/image/pack/imagePackSelect",
    access: "user",
    tag: "image-packs",
    summary: "Your finished image packs, for the bot form",
    result: ImagePackOptions,
  }),
} as const;
