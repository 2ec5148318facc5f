import type { ServiceContext } from "../../context.ts";
import { lapsedMemberPacks } from "../plans/index.ts";
import { imagePacks } from "./image-packs.schema.ts";
import { removeImagePacks } from "./pack-removal.ts";

/**
 * The `clean-up-image-packs` job (spec §9): removes packs trained with a member's right once that
 * membership ended over VOICE_LAPSED_MEMBER_DAYS ago (one grace period for every kind of pack, as for
 * voice packs). Their characters fall back to no pack. Answers how many went.
 */
export async function cleanUpImagePacks(ctx: ServiceContext): Promise<number> {
  const lapsed = await lapsedMemberPacks(ctx, imagePacks, ctx.config.VOICE_LAPSED_MEMBER_DAYS);
  return removeImagePacks(ctx, lapsed);
}
