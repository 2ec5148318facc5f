import { type Endpoint, endpointUrl } from "../http/post-json.ts";

/** The most of an answer read: OpenRouter's listing of every model is about 1 MB. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export interface JsonAnswer {
  status: number;
  /** The parsed JSON, or undefined when the body was not JSON (or too large to read). */
  json: unknown;
  /** The body's first characters, for an error message. */
  text: string;
}

async function boundedText(response: Response): Promise<string | undefined> {
  if (!response.body) return "";
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    if (bytes > MAX_ANSWER_BYTES) {
      await response.body.cancel().catch(() => {});
      return undefined;
    }
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * GETs `path` under the endpoint with its headers and query, within `signal`. Resolves with any
 * HTTP answer (the endpoint is reachable); rejects when none came (refused, no such host, timed out).
 * fetch, not the lean client: the probe is not on a reply's path.
 */
export async function getJson(endpoint: Endpoint, path: string, signal: AbortSignal): Promise<JsonAnswer> {
  const response = await fetch(endpointUrl(endpoint, path), {
    headers: { accept: "application/json", ...endpoint.headers },
    signal,
    redirect: "follow",
  });
  const text = await boundedText(response);
  let json: unknown;
  try {
    json = text === undefined ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text: (text ?? "").slice(0, 500) };
}
