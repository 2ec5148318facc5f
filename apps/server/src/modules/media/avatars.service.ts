import type { GenerateAvatarsRequest, GeneratedAvatars } from "@fable/contract";
import type { z } from "zod";
import type { Config } from "../../config.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { runPaidAction } from "../credits/index.ts";
import { AVATAR_STYLES, avatarStyleOf } from "./avatar-styles.ts";
import { storeWebp } from "./images.service.ts";
import { drawModelAvatars } from "./model-avatars.ts";
import { drawOfflineAvatar } from "./offline-avatars.ts";

export { AVATAR_STYLES } from "./avatar-styles.ts";

type AvatarRequest = z.output<typeof GenerateAvatarsRequest>;

/** A configured image model draws avatars; without one they are drawn offline. */
export function avatarGeneratorKind(config: Config): "offline" | "model" {
  return config.IMAGE_MODEL_URL ? "model" : "offline";
}

function avatarPrompt(input: AvatarRequest): string {
  const style = avatarStyleOf(input.style)?.label ?? input.style;
  return [
    `Portrait avatar of a character named ${input.name}`,
    input.gender ? `, ${input.gender}` : "",
    style ? `, ${style} style` : "",
    ". Head and shoulders, centred, plain background, no text.",
  ].join("");
}

/**
 * Offline: one picture per index, seeded by name, gender, style and index, so the same request
 * gives the same pictures. Without a known style each picture takes the next style, which makes
 * the choice offered to the user a real one.
 */
function drawOffline(input: AvatarRequest): Promise<Buffer[]> {
  const chosen = avatarStyleOf(input.style);
  return Promise.all(
    Array.from({ length: input.count }, (_, index) => {
      const style = chosen ?? AVATAR_STYLES[index % AVATAR_STYLES.length]!;
      const seed = [input.name, input.gender ?? "", style.id, index].join("|");
      return drawOfflineAvatar(style.id, seed, input.gender);
    }),
  );
}

/**
 * POST /ai/roleInfo/generateAvatars: draws `count` avatars and stores them like uploads. It costs
 * AVATAR_GENERATION_CREDITS (given back when drawing fails; free for plans that need no credits).
 */
export function generateAvatars(
  ctx: UserContext,
  input: AvatarRequest,
): Promise<z.output<typeof GeneratedAvatars>> {
  const action = {
    userId: ctx.userId,
    price: ctx.config.AVATAR_GENERATION_CREDITS,
    reason: "avatar_generation",
  };
  return runPaidAction(ctx, action, async () => {
    const pictures =
      avatarGeneratorKind(ctx.config) === "model"
        ? await drawModelAvatars(ctx.config, avatarPrompt(input), input.count)
        : await drawOffline(input);
    // Stored in avatars/ like uploaded ones, so a bot may take them as its avatar (assertStoredAvatar).
    return { avatars: await Promise.all(pictures.map((picture) => storeWebp(ctx, picture, "avatars"))) };
  });
}
