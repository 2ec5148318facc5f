import type { LightMyRequestResponse } from "fastify";
import { parseEvents } from "../sse.ts";
import type { FuzzRoute } from "./openapi-routes.ts";

/** Signs that a message carries internals: stack frames, source paths, SQL or driver text, JS runtime errors. */
const LEAKS: readonly [RegExp, string][] = [
  [/\n\s+at /, "a stack trace"],
  [/\.(ts|js|mjs|cjs):\d+/, "a source file position"],
  [/node_modules|\/work\/|\/src\//, "a server file path"],
  [/\bselect\s.+\sfrom\b/i, "SQL text"],
  [/\binsert into\b|\bupdate \S+ set\b|\bdelete from\b/i, "SQL text"],
  [
    /syntax error at|relation "|violates|duplicate key value|invalid input syntax|out of range for type/i,
    "a database error",
  ],
  [
    /Cannot read properties|is not a function|is not defined|Maximum call stack|\[object Object\]/,
    "a JavaScript runtime error",
  ],
];

export class ResponseProblem extends Error {}

function leakIn(text: string): string | undefined {
  return LEAKS.find(([pattern]) => pattern.test(text))?.[1];
}

function checkFailureMessage(code: number, message: unknown, where: string) {
  if (typeof message !== "string" || message.trim() === "")
    throw new ResponseProblem(`${where}: code ${code} without a message`);
  const leak = leakIn(message);
  if (leak) throw new ResponseProblem(`${where}: message shows ${leak}: ${message.slice(0, 300)}`);
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** Checks an event stream: every event parses, and an error event carries a clean code and message. */
function checkEventStream(response: LightMyRequestResponse): boolean {
  let events: ReturnType<typeof parseEvents>;
  try {
    events = parseEvents(response.body);
  } catch {
    throw new ResponseProblem(`event stream with an event that is not JSON: ${response.body.slice(0, 300)}`);
  }
  const error = events.find((event) => event.event === "error");
  if (!error) {
    if (!events.some((event) => event.event === "done"))
      throw new ResponseProblem(`event stream ended without done or error: ${response.body.slice(0, 300)}`);
    return false;
  }
  if (typeof error.data?.code !== "number" || error.data.code === 0)
    throw new ResponseProblem(`error event without a non-zero code: ${JSON.stringify(error.data)}`);
  checkFailureMessage(error.data.code, error.data.message, "error event");
  return true;
}

/**
 * Checks the answer to a hostile request and tells whether the server refused it (a non-zero code,
 * or an error event on a stream): refused requests must leave the database as it was.
 */
export function checkResponse(route: FuzzRoute, response: LightMyRequestResponse): { rejected: boolean } {
  if (response.statusCode >= 500)
    throw new ResponseProblem(`HTTP ${response.statusCode}: ${response.body.slice(0, 300)}`);
  const contentType = String(response.headers["content-type"] ?? "");
  if (contentType.startsWith("text/event-stream")) {
    if (!route.successMayBeRaw) throw new ResponseProblem("an event stream from a route that documents JSON");
    return { rejected: checkEventStream(response) };
  }
  const envelope = contentType.includes("json") ? parseJson(response.body) : undefined;
  const isEnvelope =
    envelope !== null &&
    typeof envelope === "object" &&
    typeof (envelope as { code?: unknown }).code === "number" &&
    typeof (envelope as { message?: unknown }).message === "string" &&
    "result" in envelope;
  if (!isEnvelope) {
    // Downloads, redirects and signed uploads may answer success in their own format; a refusal never.
    if (route.successMayBeRaw && response.statusCode < 400) {
      const leak = contentType.startsWith("text/") ? leakIn(response.body) : undefined;
      if (leak) throw new ResponseProblem(`HTTP ${response.statusCode} body shows ${leak}`);
      return { rejected: false };
    }
    throw new ResponseProblem(
      `HTTP ${response.statusCode} ${contentType || "(no content type)"} is not an envelope: ${response.body.slice(0, 300)}`,
    );
  }
  const { code, message } = envelope as unknown as { code: number; message: string };
  if (code === 0) {
    if (response.statusCode >= 400) throw new ResponseProblem(`HTTP ${response.statusCode} with code 0`);
    const leak = leakIn(message);
    if (leak) throw new ResponseProblem(`success message shows ${leak}`);
    return { rejected: false };
  }
  checkFailureMessage(code, message, `HTTP ${response.statusCode} code ${code}`);
  return { rejected: true };
}
