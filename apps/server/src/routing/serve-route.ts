import { envelopeOf, type ParsedRequestOf, type RouteDefinition, type RouteGroup } from "@fable/contract";
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { contextOf } from "../context.ts";
import { ok } from "../plugins/envelope.ts";
import { type ContextFor, contextForAccess } from "./user-context.ts";

/** The OpenAPI security requirement of every route that needs a session; the auth plugin reads it too. */
export const BEARER_SECURITY = [{ bearer: [] }];

/** The raw request and reply, for handlers that stream, send files or read uploads. */
export interface Http {
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * An envelope route returns its result, or the reply once it sent an envelope already written as JSON
 * (a cached answer, see `sendJsonText`); a stream or file route answers through `http.reply` itself.
 */
type Answer<Route extends RouteDefinition> = Route extends { readonly answer: "stream" | "file" }
  ? FastifyReply | undefined
  : z.input<Route["result"]> | FastifyReply;

export type RouteHandler<Route extends RouteDefinition> = (
  ctx: ContextFor<Route["access"]>,
  input: ParsedRequestOf<Route>,
  http: Http,
) => Promise<Answer<Route>> | Answer<Route>;

/** Server-only settings of a route: rate limits and a body limit other than the default 1 MB. */
export interface ServeOptions {
  config?: FastifyContextConfig;
  bodyLimit?: number;
}

const CONSUMES = {
  json: undefined,
  form: ["application/json", "application/x-www-form-urlencoded"],
  multipart: ["multipart/form-data"],
} as const;

/** The Fastify schema of a route: validation, the OpenAPI entry and, for envelopes, the response check. */
function schemaOf(route: RouteDefinition) {
  const consumes = CONSUMES[route.bodyKind ?? "json"];
  return {
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.hidden ? { hide: true } : {}),
    ...(route.access === "public" ? {} : { security: BEARER_SECURITY }),
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body && route.bodyKind !== "multipart" ? { body: route.body } : {}),
    ...(consumes ? { consumes: [...consumes] } : {}),
    ...((route.answer ?? "envelope") === "envelope" ? { response: { 200: envelopeOf(route.result) } } : {}),
  };
}

/**
 * Registers one route of the contract's table: its schema, access check and envelope come from the
 * table, so the handler only turns the parsed input into the result.
 */
export function serve<Route extends RouteDefinition>(
  app: FastifyInstance,
  route: Route,
  handler: RouteHandler<Route>,
  options: ServeOptions = {},
) {
  const schema = schemaOf(route);
  const envelope = (route.answer ?? "envelope") === "envelope";
  for (const url of [route.path, ...(route.aliases ?? [])]) {
    app.route({
      method: route.method,
      url,
      schema,
      ...(options.config ? { config: options.config } : {}),
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      handler: async (request, reply) => {
        const ctx = (await contextForAccess(contextOf(request), route.access)) as ContextFor<Route["access"]>;
        const input = { params: request.params, query: request.query, body: request.body };
        const answer = await handler(ctx, input as ParsedRequestOf<Route>, { request, reply });
        // A reply is thenable: awaiting a handler that returned it waits for the response to end and
        // yields undefined, so "the handler answered itself" is read from the reply, not the answer.
        // Headers already out mean it did, even when the client left before the end (the response
        // then never counts as sent, and an envelope after it would be a second, broken answer).
        if (reply.sent || answer === reply || reply.raw.headersSent) return reply;
        return envelope ? ok(answer) : answer;
      },
    });
  }
}

/** Handlers for every route of a group, checked against the group so none is forgotten. */
export type GroupHandlers<Group extends RouteGroup> = { [Name in keyof Group]: RouteHandler<Group[Name]> };
