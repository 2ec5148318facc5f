import type { Gender } from "@fable/contract";
import type { AvatarStyleId } from "./avatar-styles.ts";
import { imageWork, openImage } from "./image-work.ts";

/** Generated avatars are square and above the 400 px minimum with room to spare. */
export const GENERATED_AVATAR_SIDE = 512;

/** Soft pastel backgrounds, so avatars are never transparent on dark or light themes. */
const BACKGROUNDS = ["b6e3f4", "c0aede", "d1d4f9", "ffd5dc", "ffdfbf"];

/** Options no style minds when it lacks them: a woman drawn without a beard. */
function genderOptions(gender: Gender | null | undefined) {
  return gender === "female" ? { beardProbability: 0, facialHairProbability: 0 } : {};
}

/**
 * Draws one avatar as PNG, with no network and no model: the same seed always gives the same
 * picture. DiceBear is loaded on first use; its thirty styles are not needed to start the server.
 */
export async function drawOfflineAvatar(
  styleId: AvatarStyleId,
  seed: string,
  gender: Gender | null | undefined,
): Promise<Buffer> {
  const [{ createAvatar }, collection] = await Promise.all([
    import("@dicebear/core"),
    import("@dicebear/collection"),
  ]);
  const svg = createAvatar(collection[styleId] as Parameters<typeof createAvatar>[0], {
    seed,
    size: GENERATED_AVATAR_SIDE,
    backgroundColor: BACKGROUNDS,
    ...genderOptions(gender),
  }).toString();
  return imageWork(() =>
    openImage(Buffer.from(svg), GENERATED_AVATAR_SIDE * GENERATED_AVATAR_SIDE)
      .resize(GENERATED_AVATAR_SIDE, GENERATED_AVATAR_SIDE)
      .png()
      .toBuffer(),
  );
}
