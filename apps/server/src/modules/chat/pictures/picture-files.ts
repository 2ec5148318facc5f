import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../../context.ts";
import type { Transaction } from "../../../db/client.ts";
import { imageWork, MAX_INPUT_PIXELS, openImage, storageFor } from "../../media/index.ts";
import { chatBackgrounds } from "../chat-pictures.schema.ts";

/** Every picture sent to a user lives under their folder, so removing the account removes them all. */
export const picturesFolderOf = (userId: number) => `chat-pictures/${userId}`;

/**
 * The blurred preview a locked picture shows: small and blurred enough that it gives the picture's
 * colours and composition away, not what it shows (downscaled first, so the blur is cheap).
 */
const PREVIEW_WIDTH = 96;
const PREVIEW_BLUR = 6;

export interface StoredPicture {
  pictureKey: string;
  previewKey: string;
  width: number;
  height: number;
}

/**
 * Stores a picture for a chat (webp at quality 80, the spec's 0.8) and its blurred preview, under two
 * unrelated random names: knowing the preview's address tells nothing of the picture's.
 */
export async function storeChatPicture(
  ctx: ServiceContext,
  userId: number,
  bytes: Uint8Array,
): Promise<StoredPicture> {
  const { picture, preview, width, height } = await imageWork(async () => {
    const decoded = openImage(bytes, MAX_INPUT_PIXELS).rotate();
    const { data, info } = await decoded.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    const blurred = await decoded
      .resize({ width: PREVIEW_WIDTH })
      .blur(PREVIEW_BLUR)
      .webp({ quality: 60 })
      .toBuffer();
    return { picture: data, preview: blurred, width: info.width, height: info.height };
  });
  const folder = picturesFolderOf(userId);
  const name = () => ctx.random.bytes(16).toString("hex");
  const pictureKey = `${folder}/${name()}.webp`;
  const previewKey = `${folder}/${name()}.webp`;
  const storage = storageFor(ctx.config);
  await storage.put(pictureKey, new Uint8Array(picture), "image/webp");
  await storage.put(previewKey, new Uint8Array(preview), "image/webp");
  return { pictureKey, previewKey, width, height };
}

/** Account removal, in its transaction: the chat backgrounds chosen (pictures go with their dialogues). */
export async function forgetPicturesOf(tx: Transaction, userId: number) {
  await tx.delete(chatBackgrounds).where(eq(chatBackgrounds.userId, userId));
}

/** Account removal, after its transaction: every picture the user was sent, and every preview. */
export async function removeChatPicturesOf(ctx: Pick<ServiceContext, "config">, userId: number) {
  await storageFor(ctx.config).removeFolder(picturesFolderOf(userId));
}
