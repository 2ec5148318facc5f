import { call, download, stream } from "./call";
import { untypedApi } from "./client";

export type { BodyOf, CallOptions } from "./call";
export { type Method, type RequestOptions, request } from "./client";
export { setApiNavigator } from "./effects";
export { ApiError, isAbortError } from "./errors";
export { type StreamHandlers, streamRequest } from "./stream";

/** The API client: `api.call(route, input)` for a route of the contract's table. */
export const api = { ...untypedApi, call, stream, download };
