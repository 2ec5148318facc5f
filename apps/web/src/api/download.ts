import { LIMITS, ResponseCode } from "@fable/contract";
import { i18n } from "../i18n";
import { failureFromThrown, settleResponse, withTimeout } from "./client";
import { ApiError } from "./errors";
import { commonHeaders } from "./headers";
import { API_MESSAGE_KEYS } from "./messages";
import { buildApiUrl, type Query } from "./url";

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave the attachment, when it gave one. */
  fileName: string | null;
}

/** The file name of a Content-Disposition header; the RFC 5987 `filename*` form wins over `filename`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([\w-]*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      const name = decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, ""));
      if (name) return name;
    } catch {
      // A malformed escape: fall back to the plain form below.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"([^"]*)"|([^;]*))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? "").trim();
  return name || null;
}

/**
 * GET a file from the API with the session's headers (a private bot's card needs the bearer token, so
 * a plain link cannot fetch it). A file comes as an attachment; failures come as the usual envelope
 * and become ApiError exactly as in `request`.
 */
export async function fetchFile(
  path: string,
  options: { query?: Query; signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  const timeout = withTimeout(LIMITS.requestTimeoutMs, options.signal);
  try {
    const response = await fetch(buildApiUrl(path, options.query, Date.now()), {
      headers: commonHeaders(),
      signal: timeout.signal,
      credentials: "same-origin",
    });
    const disposition = response.headers.get("content-disposition");
    // A JSON card is JSON too, so only the attachment header tells a file from an envelope.
    if (response.ok && disposition) {
      return { blob: await response.blob(), fileName: fileNameFromDisposition(disposition) };
    }
    await settleResponse(response);
    throw new ApiError(ResponseCode.ERROR, i18n.t(API_MESSAGE_KEYS.generic), response.status);
  } catch (error) {
    throw failureFromThrown(error, timeout.timedOut(), options.signal);
  } finally {
    timeout.dispose();
  }
}
