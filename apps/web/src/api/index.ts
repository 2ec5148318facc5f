import { call, download, stream } from "./call";

export type { BodyOf, CallOptions } from "./call";
export { setApiNavigator } from "./effects";
export { ApiError, isAbortError } from "./errors";

/**
 * The API client: `api.call(route, input)`, `api.stream(route, body, handlers)` and
 * `api.download(route, input)` for a route of the contract's table. Paths are never typed here.
 */
export const api = { call, stream, download };
