import type { DetectedFace, ModerationScores } from "./picture-models.ts";

/**
 * A clear face: the detector is this sure (TinyFaceDetector gives real faces 0.8-0.98 and stray
 * patterns under 0.5) ...
 */
export const CLEAR_FACE_MIN_SCORE = 0.6;
/** ... and the face covers at least this share of the picture (a face about 1/10 of each side). */
export const CLEAR_FACE_MIN_AREA = 0.01;

/** Whether the faces found include a clear one. */
export function hasClearFace(faces: readonly DetectedFace[]): boolean {
  return faces.some(
    (face) => face.score >= CLEAR_FACE_MIN_SCORE && face.box.width * face.box.height >= CLEAR_FACE_MIN_AREA,
  );
}

/**
 * Refused: pornography or hentai at this probability or more (one of them, or both together, so a
 * picture split between the two is not let through) ...
 */
export const EXPLICIT_REFUSE_AT = 0.5;
/** ... and, where NSFW is not allowed, "sexy" pictures at this probability or more. */
export const SEXY_REFUSE_AT = 0.7;

export interface ModerationVerdict {
  refused: boolean;
  scores: ModerationScores;
}

/**
 * The moderation verdict on class scores. `nsfwAllowed` is true when both the bot and the user are
 * NSFW: then suggestive pictures pass, explicit ones never do.
 */
export function moderationVerdict(scores: ModerationScores, nsfwAllowed: boolean): ModerationVerdict {
  const explicit = scores.Porn + scores.Hentai;
  const refused = explicit >= EXPLICIT_REFUSE_AT || (!nsfwAllowed && scores.Sexy >= SEXY_REFUSE_AT);
  return { refused, scores };
}
