import { imagePackRoutes } from "@fable/contract/routes/image-packs";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { byUser } from "../media/index.ts";
import {
  createImagePack,
  deleteImageResult,
  imagePackDetail,
  imagePackSelect,
  imagePackStyles,
  listImagePacks,
} from "./image-packs.service.ts";

/** Creating a pack reads up to 50 stored pictures' sizes and queues their training. */
const createLimit = {
  config: { rateLimits: [{ name: "image-pack-create-user", limit: 10, windowMs: 60_000, key: byUser }] },
};

/** Image packs (docs/product.md#image-packs): made in the Toolkit, given to characters in the bot form. */
export async function imagePackRoutesPlugin(app: FastifyInstance) {
  serve(app, imagePackRoutes.imagePackStyles, (ctx) => imagePackStyles(ctx));
  serve(app, imagePackRoutes.createImagePack, (ctx, { body }) => createImagePack(ctx, body), createLimit);
  serve(app, imagePackRoutes.listImagePacks, (ctx) => listImagePacks(ctx));
  serve(app, imagePackRoutes.imagePackDetail, (ctx, { query }) => imagePackDetail(ctx, query));
  serve(app, imagePackRoutes.deleteImageResult, (ctx, { body }) => deleteImageResult(ctx, body));
  serve(app, imagePackRoutes.imagePackSelect, (ctx) => imagePackSelect(ctx));
}
