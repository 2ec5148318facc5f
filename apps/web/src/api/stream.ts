import { LIMITS, ResponseCode } from "@fable/contract";
import { i18n } from "../i18n";
import { failureFromThrown, settleResponse, withTimeout } from "./client";
import { applyCodeEffects } from "./effects";
import { ApiError } from "./errors";
import { commonHeaders } from "./headers";
import { API_MESSAGE_KEYS, codeErrorMessage } from "./messages";
import { createSseParser, type SseFrame } from "./sse";
import { buildApiUrl } from "./url";

export interface StreamHandlers<Done> {
  onDelta: (text: string) => void;
  /** A piece of the model's reasoning (`event: reasoning`), for a model scene that shows it. */
  onReasoning?: (text: string) => void;
  onDone: (result: Done) => void;
  onError: (error: ApiError) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Skip the forced-logout and quota side effects, for calls whose codes the caller handles. */
  skipCodeEffects?: boolean;
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * POSTs to a streaming endpoint and reports `event: delta | reasoning | done | error` frames. Exactly one of
 * onDone / onError is called, unless the caller aborts, in which case neither is.
 */
export async function streamRequest<Done = unknown>(
  path: string,
  body: unknown,
  handlers: StreamHandlers<Done>,
): Promise<void> {
  const timeout = withTimeout(handlers.timeoutMs ?? LIMITS.requestTimeoutMs, handlers.signal);
  let finished = false;
  const finish = (action: () => void) => {
    if (finished) return;
    finished = true;
    action();
  };

  const onFrame = (frame: SseFrame) => {
    if (finished) return;
    const data = parseJson(frame.data);
    if (frame.event === "delta") {
      const text = (data as { text?: unknown } | undefined)?.text;
      if (typeof text === "string") handlers.onDelta(text);
    } else if (frame.event === "reasoning") {
      const text = (data as { text?: unknown } | undefined)?.text;
      if (typeof text === "string") handlers.onReasoning?.(text);
    } else if (frame.event === "done") {
      finish(() => handlers.onDone(data as Done));
    } else if (frame.event === "error") {
      const payload = (data ?? {}) as { code?: unknown; message?: unknown };
      const code = typeof payload.code === "number" ? payload.code : ResponseCode.ERROR;
      const message = typeof payload.message === "string" ? payload.message : "";
      if (!handlers.skipCodeEffects) applyCodeEffects(code, message);
      finish(() =>
        handlers.onError(
          new ApiError(
            code,
            codeErrorMessage(message, (key) => i18n.t(key)),
          ),
        ),
      );
    }
  };

  try {
    const response = await fetch(buildApiUrl(path), {
      method: "POST",
      headers: { Accept: "text/event-stream", "Content-Type": "application/json", ...commonHeaders() },
      body: JSON.stringify(body ?? {}),
      signal: timeout.signal,
      credentials: "same-origin",
    });
    const isStream = response.headers.get("content-type")?.includes("text/event-stream");
    if (!response.ok || !isStream || !response.body) {
      // Errors before the stream starts come back as an ordinary envelope.
      await settleResponse(response, handlers.skipCodeEffects);
      throw new ApiError(ResponseCode.ERROR, i18n.t(API_MESSAGE_KEYS.generic), response.status);
    }
    const parser = createSseParser(onFrame);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.push(value);
    }
    parser.flush();
    finish(() => handlers.onError(new ApiError(ResponseCode.ERROR, i18n.t(API_MESSAGE_KEYS.network))));
  } catch (error) {
    const failure = failureFromThrown(error, timeout.timedOut(), handlers.signal);
    if (failure instanceof ApiError) finish(() => handlers.onError(failure));
  } finally {
    timeout.dispose();
  }
}
