import { pathOf, type RequestOf, type ResultOf, type RouteDefinition } from "@fable/contract";
import { type RequestOptions, request } from "./client";
import { type DownloadedFile, fetchFile } from "./download";
import { type StreamHandlers, streamRequest } from "./stream";
import type { Query } from "./url";

/** Everything a call may add besides what the route declares: cancelling, a timeout, extra headers. */
export type CallOptions = Omit<RequestOptions, "query" | "body">;

/** The body a route takes, for functions that pass a caller's body on. */
export type BodyOf<Route extends RouteDefinition> =
  RequestOf<Route> extends { body: infer Body } ? Body : never;

/** A route that declares no params, query or body may be called with nothing. */
type CallArgs<Route extends RouteDefinition> =
  object extends RequestOf<Route>
    ? [input?: RequestOf<Route>, options?: CallOptions]
    : [input: RequestOf<Route>, options?: CallOptions];

interface Parts {
  params?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
}

const partsOf = (input: unknown) => (input ?? {}) as Parts;

/** Calls a route of the contract's table: the path, method and types all come from the route. */
export function call<Route extends RouteDefinition>(
  route: Route,
  ...[input, options]: CallArgs<Route>
): Promise<ResultOf<Route>> {
  const { params, query, body } = partsOf(input);
  return request<ResultOf<Route>>(route.method, pathOf(route, params), { ...options, query, body });
}

/** Calls a streaming route: deltas as they come, then its result or an error. */
export function stream<Route extends RouteDefinition & { answer: "stream" }>(
  route: Route,
  input: RequestOf<Route>,
  handlers: StreamHandlers<ResultOf<Route>>,
): Promise<void> {
  const { params, body } = partsOf(input);
  return streamRequest<ResultOf<Route>>(pathOf(route, params), body, handlers);
}

/** Downloads the file a route answers with, under the name the server gave it. */
export function download<Route extends RouteDefinition & { answer: "file" }>(
  route: Route,
  input: RequestOf<Route>,
  options: { signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  const { params, query } = partsOf(input);
  return fetchFile(pathOf(route, params), { query, signal: options.signal });
}
