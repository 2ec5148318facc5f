import { ResponseCode } from "@fable/contract";
import { ApiError } from "../../api/errors";

/**
 * The request layer words HTTP 403 and 404 generically ("resource not found"); for Joybook calls they
 * have one meaning each, said in Joybook's own words. Other failures keep the server's message
 * (2001 'Bot unavailable now, try something else', 400 'Beep! Unsuitable content for share').
 */
export function joybookFailureKey(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404 || error.code === ResponseCode.NOT_FOUND) return "joybook.post.gone";
  if (error.status === 403 || error.code === ResponseCode.FORBIDDEN) return "joybook.share.onlyPublic";
  return null;
}

/** The message to show for a failed Joybook call. */
export function joybookFailureMessage(error: unknown, t: (key: string) => string): string {
  const key = joybookFailureKey(error);
  if (key) return t(key);
  return error instanceof Error ? error.message : "";
}
