import { type PictureRatio, ResponseCode } from "@fable/contract";
import type { Config } from "../../config.ts";
import { AppError } from "../../errors.ts";
import type { MessageId } from "../../i18n/message-groups.ts";
import { PictureEngineError, type PictureEngineErrorKind } from "./engine-errors.ts";
import { normalisePicture } from "./normalise-picture.ts";
import type { Picture, PictureEngine } from "./picture-engine.ts";
import { engineOf, type PictureEngineConfig } from "./picture-setup.ts";
import { engineSize } from "./picture-sizes.ts";

export interface DrawPictureRequest {
  prompt: string;
  negative: string;
  ratio: PictureRatio;
  /** What the user asked for in their words, for the pack picker. */
  subject?: string;
  /** Random when not given. */
  seed?: number;
  signal?: AbortSignal;
}

/** Each failure as the user reads it, and the response code it is answered with. */
const REFUSALS: Record<Exclude<PictureEngineErrorKind, "aborted">, [number, MessageId]> = {
  unreachable: [ResponseCode.SERVICE_UNAVAILABLE, "ImageEngineMessages.engineUnreachable"],
  refused: [ResponseCode.FAILED, "ImageEngineMessages.engineRefused"],
  failed: [ResponseCode.FAILED, "ImageEngineMessages.engineFailed"],
  timeout: [ResponseCode.TIMEOUT, "ImageEngineMessages.engineTimedOut"],
  tooLarge: [ResponseCode.FAILED, "ImageEngineMessages.pictureTooLarge"],
  notPicture: [ResponseCode.FAILED, "ImageEngineMessages.notAPicture"],
};

/**
 * The module's one way to make a picture: the configured engine draws it, or else `fallback` (the
 * character's image pack, kind "pack"); with neither, the clear "pictures need an image engine or an
 * image pack" refusal — never a made-up picture. The answer is checked to be a picture and stored
 * as webp (quality 80) at the ratio's engine size. Engine failures become AppErrors with the
 * user's message; the engine's own words stay in the error's cause, for the log.
 */
export async function drawPicture(
  config: PictureEngineConfig & Pick<Config, "IMAGE_ENGINE_MAX_SIDE">,
  request: DrawPictureRequest,
  fallback?: PictureEngine,
): Promise<Picture> {
  const engine = usableEngine(config) ?? fallback;
  if (!engine) throw AppError.invalidInput("PictureMessages.notConfigured");
  const size = engineSize(request.ratio, config.IMAGE_ENGINE_MAX_SIDE);
  try {
    const raw = await engine.draw({
      prompt: request.prompt,
      negative: request.negative,
      ...size,
      ratio: request.ratio,
      seed: request.seed ?? Math.floor(Math.random() * 2 ** 31),
      subject: request.subject ?? "",
      signal: request.signal,
    });
    const bytes = await normalisePicture(raw, size);
    return { bytes, contentType: "image/webp", ...size, ratio: request.ratio, engine: engine.kind };
  } catch (error) {
    if (!(error instanceof PictureEngineError) || error.kind === "aborted") throw error;
    const [code, message] = REFUSALS[error.kind];
    throw new AppError(code, message, { cause: error });
  }
}

/**
 * The configured engine; one the operator set up wrongly (an unusable ComfyUI workflow) is, to the
 * user, no engine — "not configured" — while the reason, naming the file, goes to the log as the cause.
 */
function usableEngine(config: PictureEngineConfig): PictureEngine | undefined {
  try {
    return engineOf(config);
  } catch (error) {
    throw new AppError(ResponseCode.INVALID_INPUT, "PictureMessages.notConfigured", { cause: error });
  }
}
