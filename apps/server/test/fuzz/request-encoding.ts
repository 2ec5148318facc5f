import type { InjectOptions } from "fastify";
import { type Caller, type FuzzCase, RawUrlText } from "./hostile-requests.ts";
import { RawJson } from "./hostile-values.ts";
import type { FuzzRoute } from "./openapi-routes.ts";

/** Bytes as %XX escapes: a raw value's exact bytes (invalid UTF-8 included) reach the query parser. */
function percentEncoded(bytes: Buffer) {
  return Array.from(bytes, (byte) => `%${byte.toString(16).padStart(2, "0").toUpperCase()}`).join("");
}

/** Percent-encoded UTF-8; a lone surrogate (which encodeURIComponent refuses) goes as U+FFFD like a browser sends it. */
function encoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return percentEncoded(Buffer.from(text, "utf8"));
  }
}

/** A value as it appears in a URL: raw text verbatim, everything else as percent-encoded text. */
function urlText(value: unknown): string {
  if (value instanceof RawUrlText) return value.text;
  if (value instanceof RawJson) return percentEncoded(value.bytes);
  if (typeof value === "string") return encoded(value);
  return encoded(value !== null && typeof value === "object" ? JSON.stringify(value) : String(value));
}

function queryString(query: unknown): string {
  if (query === undefined) return "";
  if (query === null || typeof query !== "object" || query instanceof RawJson || query instanceof RawUrlText)
    return `?${urlText(query)}`;
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${encoded(key)}=${urlText(item)}`),
  );
  return pairs.length ? `?${pairs.join("&")}` : "";
}

function urlOf(route: FuzzRoute, fuzzCase: FuzzCase): string {
  let path = route.path;
  for (const parameter of route.pathParameters) {
    const text = urlText(fuzzCase.pathValues[parameter.name]);
    // The upload route's wildcard `{*}` takes a whole sub-path; the others one segment.
    path = path.replace(`{${parameter.name}}`, text || "x");
  }
  return path + queryString(fuzzCase.query);
}

/** JSON bytes of a value whose leaves may be raw JSON pieces. */
function jsonBytes(value: unknown): Buffer {
  const parts: Buffer[] = [];
  const write = (node: unknown) => {
    if (node instanceof RawJson) parts.push(node.bytes);
    else if (Array.isArray(node)) {
      parts.push(Buffer.from("["));
      node.forEach((item, index) => {
        if (index) parts.push(Buffer.from(","));
        write(item === undefined ? null : item);
      });
      parts.push(Buffer.from("]"));
    } else if (node && typeof node === "object") {
      parts.push(Buffer.from("{"));
      Object.entries(node).forEach(([key, item], index) => {
        if (index) parts.push(Buffer.from(","));
        parts.push(Buffer.from(`${JSON.stringify(key)}:`));
        write(item === undefined ? null : item);
      });
      parts.push(Buffer.from("}"));
    } else parts.push(Buffer.from(JSON.stringify(node) ?? "null"));
  };
  write(value);
  return Buffer.concat(parts);
}

/** A form body of the top-level fields (Apple's callback is the one route that takes only forms). */
function formBytes(value: unknown): Buffer {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return Buffer.from(urlText(value));
  return Buffer.from(
    Object.entries(value)
      .map(([key, item]) => `${encoded(key)}=${urlText(item)}`)
      .join("&"),
  );
}

/** The Authorization header of each kind of caller but the owner, whose token the world holds. */
const HEADERS_OF_CALLERS: Record<Exclude<Caller, "owner">, string | undefined> = {
  anonymous: undefined,
  "forged token": `Bearer ${"f".repeat(43)}`,
  "basic auth": "Basic YWRtaW46YWRtaW4=",
  "sql in bearer": "Bearer ' OR 1=1 --",
  "huge bearer": `Bearer ${"x".repeat(5_000)}`,
};

function authorizationOf(caller: Caller, ownerToken: string): string | undefined {
  return caller === "owner" ? `Bearer ${ownerToken}` : HEADERS_OF_CALLERS[caller];
}

/** The light-my-request options that send `fuzzCase` to `route`, from its own client address. */
export function injectOptions(
  route: FuzzRoute,
  fuzzCase: FuzzCase,
  ownerToken: string,
  remoteAddress: string,
): InjectOptions {
  const headers: Record<string, string> = {};
  const authorization = authorizationOf(fuzzCase.caller, ownerToken);
  if (authorization) headers.authorization = authorization;
  if (fuzzCase.language !== undefined) headers["accept-language"] = fuzzCase.language;
  let payload: Buffer | undefined;
  const body = fuzzCase.body;
  if (body?.kind === "raw") {
    payload = body.payload;
    if (body.contentType) headers["content-type"] = body.contentType;
  } else if (body) {
    const asJson = route.bodyContentTypes.length === 0 || route.bodyContentTypes.includes("application/json");
    payload = asJson ? jsonBytes(body.value) : formBytes(body.value);
    headers["content-type"] = asJson ? "application/json" : "application/x-www-form-urlencoded";
  }
  return {
    method: route.method,
    url: urlOf(route, fuzzCase),
    remoteAddress,
    headers,
    ...(payload ? { payload } : {}),
  };
}
