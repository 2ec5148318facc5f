import { FORCED_LOGOUT_CODES, ResponseCode } from "@fable/contract";
import { toast } from "sonner";
import { ApiError } from "../../api/errors";
import { i18n } from "../../i18n";

/**
 * Whether the API client already told the user about this failure: an ended session sends them to
 * log in, and a daily limit (490) shows the server's message with a Contact Us action.
 */
export function alreadyReported(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (FORCED_LOGOUT_CODES.includes(error.code) || error.code === ResponseCode.QUOTA_EXCEEDED)
  );
}

/** Says what failed, unless the API client already did. */
export function toastFailure(error: unknown) {
  if (alreadyReported(error)) return;
  toast.error(error instanceof Error && error.message ? error.message : i18n.t("api.generic"));
}
