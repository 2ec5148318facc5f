import type { ServiceContext } from "../../../context.ts";
import { readStoredUpload, storedUploadKey } from "../head-image.service.ts";
import { knownClearFace, rememberClearFace } from "./face-verdict-cache.ts";
import { detectFaces } from "./picture-models.ts";
import { hasClearFace } from "./verdicts.ts";

/**
 * Whether a bot's avatar shows a clear face (spec §8: bots without one cannot send pictures;
 * refuse with CharacterMessages.botNeedsFace). An empty avatar or one not stored here has none.
 * Computed once per stored picture. Throws an AppError when the picture cannot be checked.
 */
export async function avatarHasClearFace(ctx: ServiceContext, avatarUrl: string): Promise<boolean> {
  const key = storedUploadKey(ctx.config, avatarUrl);
  if (!key) return false;
  const known = knownClearFace(key);
  if (known !== undefined) return known;
  const bytes = await readStoredUpload(ctx.config, avatarUrl);
  if (!bytes) return false;
  const hasFace = hasClearFace(await detectFaces(bytes));
  rememberClearFace(key, hasFace);
  return hasFace;
}
