import {
  IMAGE_UPLOAD_LIMITS,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASON_NEEDING_DETAILS,
} from "@fable/contract";
import { checkAvatarFile } from "../CreateBot/avatarFile";

/** What the server accepts as a picture: the same images and size as any upload; no least size. */
export const REPORT_PICTURE_LIMITS = {
  minSide: 0,
  maxBytes: IMAGE_UPLOAD_LIMITS.maxBytes,
  types: [...IMAGE_UPLOAD_LIMITS.types],
};

/** Why a report cannot be sent yet, named by its message key under reviews.report.errors. */
export type ReportProblem =
  | "reasonRequired"
  | "detailsRequired"
  | "detailsTooLong"
  | "pictureType"
  | "pictureTooLarge";

/**
 * The contract's rules checked before anything is uploaded (docs/product.md#feedback-rules; the
 * reason "other" says nothing by itself, so it needs details), so a bad form costs no upload.
 */
export function reportProblem(form: {
  reason: string;
  content: string;
  picture: { type: string; name: string; size: number } | null;
}): ReportProblem | null {
  if (!form.reason) return "reasonRequired";
  const details = form.content.trim();
  if (form.reason === REPORT_REASON_NEEDING_DETAILS && !details) return "detailsRequired";
  if (details.length > REPORT_DETAILS_MAX_LENGTH) return "detailsTooLong";
  if (form.picture) {
    const problem = checkAvatarFile(form.picture, REPORT_PICTURE_LIMITS);
    if (problem === "imageType") return "pictureType";
    if (problem === "imageTooLarge") return "pictureTooLarge";
  }
  return null;
}
