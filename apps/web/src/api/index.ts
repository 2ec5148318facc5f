export { api, type Method, type RequestOptions, request } from "./client";
export { setApiNavigator } from "./effects";
export { ApiError, isAbortError } from "./errors";
export { type StreamHandlers, streamRequest } from "./stream";
