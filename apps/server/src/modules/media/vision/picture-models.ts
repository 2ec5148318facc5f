import { ResponseCode } from "@fable/contract";
import { AppError } from "../../../errors.ts";
import { rgbPixels } from "./picture-pixels.ts";
import { VisionFailure, VisionPool } from "./vision-pool.ts";

/** A face the detector found: its score (0-1) and its box as shares of the picture's width and height. */
export interface DetectedFace {
  score: number;
  box: { x: number; y: number; width: number; height: number };
}

/** nsfwjs' five classes and their probabilities (summing to about 1). */
export interface ModerationScores {
  Drawing: number;
  Hentai: number;
  Neutral: number;
  Porn: number;
  Sexy: number;
}

/** The side faces are looked for at: TinyFaceDetector works at 416, a little more keeps small faces. */
const FACE_PICTURE_SIDE = 512;
/** MobileNetV2's input, which nsfwjs expects. */
const MODERATION_SIDE = 224;

/** The server's one pool of picture models, started at the first check. */
let pool: VisionPool | null = null;
function visionPool(): VisionPool {
  pool ??= new VisionPool();
  return pool;
}

/** Replaces the pool (tests: short timeouts, a closed worker); returns the one it replaced. */
export function useVisionPool(next: VisionPool): VisionPool | null {
  const previous = pool;
  pool = next;
  return previous;
}

/** A picture that could not be checked, as the refusal the user sees: never a silent pass. */
function checkRefused(error: unknown): unknown {
  if (!(error instanceof VisionFailure)) return error;
  if (error.reason === "busy")
    return new AppError(ResponseCode.SERVICE_UNAVAILABLE, "CharacterMessages.imagesBusy");
  // The pixels are decoded and shrunk before the model sees them, so a slow check means a busy machine.
  if (error.reason === "timeout")
    return new AppError(ResponseCode.SERVICE_UNAVAILABLE, "CharacterMessages.pictureCheckTooSlow");
  if (error.reason === "failed") return AppError.invalidInput("CharacterMessages.imageUnreadable");
  return new AppError(ResponseCode.SERVICE_UNAVAILABLE, "CharacterMessages.pictureCheckUnavailable");
}

/** Every face in a picture scoring at least 0.3, best first. */
export async function detectFaces(bytes: Uint8Array): Promise<DetectedFace[]> {
  const picture = await rgbPixels(bytes, FACE_PICTURE_SIDE, FACE_PICTURE_SIDE, false);
  const faces = await visionPool()
    .run<DetectedFace[]>({ kind: "faces", ...picture })
    .catch((error: unknown) => {
      throw checkRefused(error);
    });
  return faces.sort((a, b) => b.score - a.score);
}

/** The NSFW classifier's class scores for a picture. */
export async function moderationScores(bytes: Uint8Array): Promise<ModerationScores> {
  const picture = await rgbPixels(bytes, MODERATION_SIDE, MODERATION_SIDE, true);
  return visionPool()
    .run<ModerationScores>({ kind: "moderation", ...picture })
    .catch((error: unknown) => {
      throw checkRefused(error);
    });
}
