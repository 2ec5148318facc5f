import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { APICallError } from "@ai-sdk/provider";

/** Where and how a model endpoint is called. */
export interface Endpoint {
  baseUrl: string;
  /** Sent with every call: the backend's key header and the scene's own headers. */
  headers: Record<string, string>;
  /** Added to every call's URL (an API version, a key some backends take in the query). */
  query?: Record<string, string>;
}

/** The URL of `path` under the endpoint, with its query parameters. */
export function endpointUrl(endpoint: Endpoint, path: string): URL {
  const url = new URL(`${endpoint.baseUrl.replace(/\/+$/, "")}${path}`);
  for (const [name, value] of Object.entries(endpoint.query ?? {})) url.searchParams.set(name, value);
  return url;
}

/**
 * Connections are kept open between calls: a new TCP (and TLS) handshake per reply would add its
 * round trips to every first token.
 */
const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 1024 });
const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 1024 });

/**
 * POSTs `body` as JSON (or as `payload`, its JSON already written) to `path` under the endpoint and
 * resolves with the response once its head is in. A
 * status other than 2xx rejects with APICallError carrying the endpoint's own message (retryable for
 * 408, 409, 429 and 5xx, as the AI SDK's providers judge it). Aborting `signal`, before the answer
 * or while its body streams, destroys the connection, so the endpoint sees the client go.
 *
 * node:http, not fetch: on this path fetch's web streams cost a millisecond and a half of the time to
 * the first token (docs/decisions/0008-lean-model-client.md).
 */
export function postJson(
  endpoint: Endpoint,
  path: string,
  body: object,
  signal: AbortSignal | undefined,
  payload: string = JSON.stringify(body),
): Promise<IncomingMessage> {
  const url = endpointUrl(endpoint, path);
  // Without the query, which may hold a key (Gemini takes one there): errors end up in logs.
  const shownUrl = `${url.origin}${url.pathname}`;
  const secure = url.protocol === "https:";
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const call = (secure ? httpsRequest : httpRequest)(
      url,
      {
        method: "POST",
        agent: secure ? httpsAgent : httpAgent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          accept: "text/event-stream, application/json",
          ...endpoint.headers,
        },
      },
      (response) => {
        // Aborting mid-reply must still reach the endpoint: the listener stays until the body is done.
        response.once("close", () => signal?.removeEventListener("abort", onAbort));
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) {
          resolve(response);
          return;
        }
        readText(response).then(
          (text) => reject(callError(shownUrl, payload, response, text)),
          (error: unknown) => reject(error),
        );
      },
    );
    const onAbort = () =>
      call.destroy(signal!.reason instanceof Error ? signal!.reason : new Error("aborted"));
    signal?.addEventListener("abort", onAbort, { once: true });
    call.on("error", (error) => {
      signal?.removeEventListener("abort", onAbort);
      reject(
        signal?.aborted
          ? error
          : new APICallError({
              message: `Cannot reach the model endpoint: ${error.message}`,
              url: shownUrl,
              requestBodyValues: body,
              cause: error,
              isRetryable: true,
            }),
      );
    });
    call.end(payload);
  });
}

export async function readText(response: IncomingMessage): Promise<string> {
  response.setEncoding("utf8");
  let text = "";
  for await (const chunk of response) text += chunk;
  return text;
}

/** The message in an endpoint's error body, in the shapes backends send it. */
function sentMessage(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as {
      error?: { message?: string } | string;
      message?: string;
      detail?: { msg?: string } | string;
    };
    if (typeof parsed.error === "string") return parsed.error;
    if (parsed.error?.message) return parsed.error.message;
    if (parsed.message) return parsed.message;
    return typeof parsed.detail === "string" ? parsed.detail : parsed.detail?.msg;
  } catch {
    return undefined; // Not JSON: the text itself is the message.
  }
}

function callError(url: string, payload: string, response: IncomingMessage, text: string) {
  const status = response.statusCode ?? 0;
  return new APICallError({
    message: sentMessage(text) ?? (text.slice(0, 500) || `HTTP ${status}`),
    url,
    requestBodyValues: JSON.parse(payload),
    statusCode: status,
    // Retry-After among them: a 429 says when to come back.
    responseHeaders: Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
    ),
    responseBody: text,
    isRetryable: status === 408 || status === 409 || status === 429 || status >= 500,
  });
}
