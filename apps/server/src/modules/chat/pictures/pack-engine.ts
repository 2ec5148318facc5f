import type { PictureRatio } from "@fable/contract";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { ServiceContext } from "../../../context.ts";
import type { BotRow } from "../../bots/bots.schema.ts";
import { imagePacks } from "../../image-packs/image-packs.schema.ts";
import { pickablePicturesOf, pickPackPicture } from "../../image-packs/index.ts";
import { storageFor } from "../../media/index.ts";
import { type PictureEngine, PictureEngineError } from "../../pictures/index.ts";
import { chatPictures } from "../chat-pictures.schema.ts";

/** How many of the chat's latest pack pictures the picker avoids sending again on a tie. */
const RECENT_PICTURES = 10;

/** The picture the picker chose, read once the engine has drawn (picked) it. */
export interface PackChoice {
  pictureId: number;
  caption: string;
}

/**
 * The embedded default image engine (docs/product.md#pictures-in-chat): the bot's completed image
 * pack, whose picker chooses the picture whose caption best matches the request and the scene, a picture
 * not sent lately on a tie. Undefined when the bot has no pack with a usable picture.
 */
export async function packEngineFor(
  ctx: ServiceContext,
  bot: BotRow,
  dialogueId: number,
  scene: string,
): Promise<{ engine: PictureEngine; ratio: PictureRatio; chosen: () => PackChoice | null } | undefined> {
  if (bot.imagePackId === null) return undefined;
  const [pack] = await ctx.db
    .select({ ratio: imagePacks.ratio })
    .from(imagePacks)
    .where(and(eq(imagePacks.id, bot.imagePackId), eq(imagePacks.state, "completed")));
  if (!pack) return undefined;
  const pictures = await pickablePicturesOf(ctx.db, bot.imagePackId);
  if (pictures.length === 0) return undefined;
  const sent = await ctx.db
    .select({ id: chatPictures.packPictureId })
    .from(chatPictures)
    .where(and(eq(chatPictures.dialogueId, dialogueId), isNotNull(chatPictures.packPictureId)))
    .orderBy(desc(chatPictures.id))
    .limit(RECENT_PICTURES);
  const recentlyShown = sent.map((row) => String(row.id)).reverse();
  let chosen: PackChoice | null = null;
  const engine: PictureEngine = {
    kind: "pack",
    async draw(request) {
      const picked = pickPackPicture({ pictures, request: request.subject, scene, recentlyShown });
      const bytes = picked ? await storageFor(ctx.config).get(picked.storedKey) : null;
      if (!picked || !bytes)
        throw new PictureEngineError("failed", "the pack's picture is gone from storage");
      chosen = { pictureId: Number(picked.id), caption: picked.caption };
      return bytes;
    },
  };
  return { engine, ratio: pack.ratio as PictureRatio, chosen: () => chosen };
}
