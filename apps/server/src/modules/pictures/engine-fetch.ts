import { setImmediate } from "node:timers/promises";
import { MAX_IMAGE_BYTES } from "../media/index.ts";
import { PictureEngineError } from "./engine-errors.ts";

/** The largest picture an engine may send: the spec's 10 MB, as for uploads (spec §9). */
export const MAX_PICTURE_BYTES = MAX_IMAGE_BYTES;
/** A JSON answer carrying one such picture in base64 (4/3 of it) and a little more. */
export const MAX_JSON_BYTES = Math.ceil((MAX_PICTURE_BYTES * 4) / 3) + 256 * 1024;

/**
 * One time limit for all the calls of one drawing (ComfyUI's queue, polls and download alike), and
 * the caller's signal: which of the two ended a call decides whether it is "timeout" or "aborted".
 */
export interface Deadline {
  signal: AbortSignal;
  timeoutMs: number;
  caller?: AbortSignal | undefined;
  timer: AbortSignal;
}

export function deadline(timeoutMs: number, caller?: AbortSignal): Deadline {
  const timer = AbortSignal.timeout(timeoutMs);
  return { signal: caller ? AbortSignal.any([caller, timer]) : timer, timeoutMs, caller, timer };
}

/** Why a call ended early: the caller, the time limit, or the engine was not there. */
function failureOf(error: unknown, url: string, limit: Deadline): PictureEngineError {
  if (error instanceof PictureEngineError) return error;
  if (limit.caller?.aborted)
    return new PictureEngineError("aborted", "stopped by the caller", { cause: error });
  if (limit.timer.aborted)
    return new PictureEngineError("timeout", `${url} took over ${limit.timeoutMs} ms`, { cause: error });
  return new PictureEngineError("unreachable", `${url}: ${(error as Error).message}`, { cause: error });
}

/**
 * Calls the engine and reads its answer, at most `maxBytes` of it; a 4xx is "refused", a 5xx
 * "failed", each with the start of the engine's own explanation for the log.
 */
export async function engineFetch(
  url: string,
  init: RequestInit,
  limit: Deadline,
  maxBytes: number,
): Promise<{ bytes: Buffer; contentType: string }> {
  try {
    const response = await fetch(url, { ...init, signal: limit.signal, redirect: "error" });
    if (!response.ok) {
      const said = await readStart(response, 300);
      const kind = response.status >= 400 && response.status < 500 ? "refused" : "failed";
      throw new PictureEngineError(kind, `${url} answered ${response.status}: ${said}`);
    }
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (declared > maxBytes) {
      await response.body?.cancel().catch(() => {});
      throw new PictureEngineError("tooLarge", `${url} announced ${declared} bytes (limit ${maxBytes})`);
    }
    return {
      bytes: await readCapped(response, maxBytes, url),
      contentType: response.headers.get("content-type") ?? "",
    };
  } catch (error) {
    throw failureOf(error, url, limit);
  }
}

/** An answer that must be JSON (the engines' APIs), parsed; anything else is "notPicture". */
export async function engineJson(url: string, init: RequestInit, limit: Deadline): Promise<unknown> {
  const { bytes } = await engineFetch(url, init, limit, MAX_JSON_BYTES);
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString("utf8"));
  } catch (error) {
    throw new PictureEngineError("notPicture", `${url} answered something that is not JSON`, {
      cause: error,
    });
  }
  // Parsing 14 MB takes about 45 ms and decoding its base64 as long again: the event loop runs
  // between the two instead of waiting for both (measured in decision 0037).
  await setImmediate();
  return parsed;
}

/** The JSON body and headers of a request, with the key as the engine expects it. */
export function jsonRequest(body: unknown, authorization?: string): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  };
}

/** A base64 picture (with or without a data: prefix) as bytes, refused over the size cap. */
export function base64Picture(value: unknown, from: string): Buffer {
  if (typeof value !== "string" || value.length === 0)
    throw new PictureEngineError("notPicture", `${from} sent no picture`);
  const comma = value.startsWith("data:") ? value.indexOf(",") : -1;
  const data = comma >= 0 ? value.slice(comma + 1) : value;
  if (Math.floor((data.length * 3) / 4) > MAX_PICTURE_BYTES)
    throw new PictureEngineError("tooLarge", `${from} sent a picture over ${MAX_PICTURE_BYTES} bytes`);
  const bytes = Buffer.from(data, "base64");
  if (bytes.length === 0) throw new PictureEngineError("notPicture", `${from} sent an empty picture`);
  return bytes;
}

/** The body, refused as soon as it passes `limit` bytes (a declared length may lie or be missing). */
async function readCapped(response: Response, limit: number, url: string): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > limit) {
      await response.body.cancel().catch(() => {});
      throw new PictureEngineError("tooLarge", `${url} sent over ${limit} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The first `chars` of an error answer, for the log; the rest is not read. */
async function readStart(response: Response, chars: number): Promise<string> {
  let text = "";
  try {
    for await (const chunk of response.body ?? []) {
      text += Buffer.from(chunk).toString("utf8");
      if (text.length >= chars) break;
    }
  } catch {
    // An error answer cut short says what it said so far.
  }
  return text.slice(0, chars);
}
