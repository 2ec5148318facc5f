import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call a route. `user` needs a live session; `reviewer` a session whose user decides
 * moderation reviews (user type reviewer or admin, or an ADMIN_EMAILS address); `admin` an admin.
 */
export type Access = "public" | "user" | "reviewer" | "admin";

/**
 * How the answer travels: `envelope` is `{ code, message, result }` with `result` checked against the
 * route's schema; `stream` is server-sent events (delta… then done or error) whose `done` event carries
 * `result`; `file` is bytes with their own content type (downloads, images).
 */
export type AnswerKind = "envelope" | "stream" | "file";

/**
 * How the body travels: JSON by default; `form` also accepts application/x-www-form-urlencoded (the
 * spec sends some calls as forms); `multipart` is a multipart/form-data upload read by the handler.
 */
export type BodyKind = "json" | "form" | "multipart";

/** One API route, declared once: the server registers it and the web app calls it from this. */
export interface RouteDefinition {
  readonly method: HttpMethod;
  /** Below `/api`; `:name` segments are path parameters. */
  readonly path: `/${string}`;
  /** Older paths the same route also answers at (the spec names both). */
  readonly aliases?: readonly `/${string}`[];
  readonly access: Access;
  readonly tag: string;
  readonly summary: string;
  /** Longer documentation, for routes whose use a summary cannot explain (the OAuth round trip). */
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly bodyKind?: BodyKind;
  readonly result: z.ZodType;
  readonly answer?: AnswerKind;
  /** Left out of the API documentation (development-only routes). */
  readonly hidden?: boolean;
}

/** Declares a route, keeping its literal types so callers and handlers are typed from it. */
export function defineRoute<const Route extends RouteDefinition>(route: Route): Route {
  return route;
}

/** A group of routes of one domain, keyed by the name callers use (`routes.bots.getBotInfo`). */
export type RouteGroup = Readonly<Record<string, RouteDefinition>>;

type SchemaAt<Route, Key extends "params" | "query" | "body"> = Route extends {
  readonly [K in Key]: infer Schema extends z.ZodType;
}
  ? Schema
  : never;

type Part<Route, Key extends "params" | "query" | "body", Value> = [SchemaAt<Route, Key>] extends [never]
  ? unknown
  : { [K in Key]: Value };

/** What a caller sends: params, query and body as their schemas accept them (a FormData for uploads). */
export type RequestOf<Route extends RouteDefinition> = Part<
  Route,
  "params",
  z.input<SchemaAt<Route, "params">>
> &
  Part<Route, "query", z.input<SchemaAt<Route, "query">>> &
  (Route extends { readonly bodyKind: "multipart" }
    ? { body: FormData }
    : Part<Route, "body", z.input<SchemaAt<Route, "body">>>);

/** The body a caller sends to a route, for functions that take only that. */
export type BodyOf<Route extends RouteDefinition> =
  RequestOf<Route> extends { body: infer Sent } ? Sent : never;

/** What a handler receives: params, query and body after their schemas parsed them. */
export type ParsedRequestOf<Route extends RouteDefinition> = Part<
  Route,
  "params",
  z.output<SchemaAt<Route, "params">>
> &
  Part<Route, "query", z.output<SchemaAt<Route, "query">>> &
  Part<Route, "body", z.output<SchemaAt<Route, "body">>>;

/** The envelope's result, or the final `done` payload of a stream. */
export type ResultOf<Route extends RouteDefinition> = z.output<Route["result"]>;

/** A route's path with its `:name` parameters filled in, for callers. */
export function pathOf(route: RouteDefinition, params?: Record<string, string | number>): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
