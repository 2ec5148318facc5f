import { LIMITS, ResponseCode } from "@fable/contract";
import { i18n } from "../i18n";
import { applyCodeEffects } from "./effects";
import { asEnvelope, readJson } from "./envelope";
import { ApiError } from "./errors";
import { commonHeaders } from "./headers";
import { API_MESSAGE_KEYS, codeErrorMessage, httpErrorMessage } from "./messages";
import { buildApiUrl, type Query } from "./url";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  query?: Query;
  /** Plain values are sent as JSON; FormData, URLSearchParams and Blob as they are. */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra headers, applied last (a deliberate logout sends the token it is revoking). */
  headers?: Record<string, string>;
  /** Skip the forced-logout and quota side effects, for calls whose failure the caller expects. */
  skipCodeEffects?: boolean;
}

const t = (key: string) => i18n.t(key);

function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) return { body };
  return { body: JSON.stringify(body), contentType: "application/json" };
}

/**
 * An abort signal that fires on the caller's signal or after the timeout, remembering which one so
 * a timeout becomes a friendly error while a caller's cancel stays a plain AbortError.
 */
export function withTimeout(timeoutMs: number, outer?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener("abort", onOuterAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException("Request timed out", "TimeoutError"));
  }, timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onOuterAbort);
    },
  };
}

export function failureFromThrown(error: unknown, timedOut: boolean, outer?: AbortSignal): unknown {
  if (timedOut) return new ApiError(ResponseCode.TIMEOUT, t(API_MESSAGE_KEYS.timeout));
  if (outer?.aborted) return error;
  if (error instanceof ApiError) return error;
  return new ApiError(ResponseCode.ERROR, t(API_MESSAGE_KEYS.network));
}

/** Turns a non-streaming answer into its result or an ApiError, running the code side effects. */
export async function settleResponse<T>(response: Response, skipCodeEffects = false): Promise<T> {
  const envelope = asEnvelope(await readJson(response));
  if (
    envelope &&
    envelope.code !== ResponseCode.SUCCESS &&
    !skipCodeEffects &&
    applyCodeEffects(envelope.code, envelope.message)
  ) {
    const fallback = t(
      envelope.code === ResponseCode.QUOTA_EXCEEDED ? API_MESSAGE_KEYS.generic : API_MESSAGE_KEYS.loginAgain,
    );
    throw new ApiError(envelope.code, envelope.message.trim() || fallback, response.status);
  }
  if (!response.ok) {
    throw new ApiError(
      envelope?.code ?? ResponseCode.ERROR,
      httpErrorMessage(response.status, envelope?.message, t),
      response.status,
    );
  }
  if (!envelope) throw new ApiError(ResponseCode.ERROR, t(API_MESSAGE_KEYS.generic), response.status);
  if (envelope.code !== ResponseCode.SUCCESS) {
    throw new ApiError(envelope.code, codeErrorMessage(envelope.message, t), response.status);
  }
  return envelope.result as T;
}

/** One call to the Fable API: `/api` + path, envelope unwrapped, errors as ApiError. */
export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const { body, contentType } = encodeBody(options.body);
  const url = buildApiUrl(path, options.query, method === "GET" ? Date.now() : undefined);
  const headers: Record<string, string> = { Accept: "application/json", ...commonHeaders() };
  if (contentType) headers["Content-Type"] = contentType;
  Object.assign(headers, options.headers);

  const timeout = withTimeout(options.timeoutMs ?? LIMITS.requestTimeoutMs, options.signal);
  try {
    const response = await fetch(url, {
      method,
      headers,
      body,
      signal: timeout.signal,
      credentials: "same-origin",
    });
    return await settleResponse<T>(response, options.skipCodeEffects);
  } catch (error) {
    throw failureFromThrown(error, timeout.timedOut(), options.signal);
  } finally {
    timeout.dispose();
  }
}
