import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { storedObject, UPLOAD_KEY } from "../media/index.ts";

/**
 * A report's picture must be a file uploaded here (POST /aws/s3/sign, then PUT): reviewers open it,
 * so it must never point at another host or at a file that is not there. Answers the stored file's
 * own address (null for none), whichever form of it (relative, PUBLIC_URL, bucket) was sent.
 */
export async function reportPictureUrl(ctx: ServiceContext, url: string | undefined): Promise<string | null> {
  if (url === undefined || url === "") return null;
  const found = storedObject(ctx.config, url);
  if (!found || !UPLOAD_KEY.test(found.key) || !(await found.storage.exists(found.key)))
    throw AppError.invalidInput("FeedbackMessages.reportPictureInvalid");
  return found.storage.urlOf(found.key);
}
