import type { Envelope } from "@fable/contract";
import { ResponseCode } from "@fable/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { type Language, languageOf } from "../context.ts";
import { AppError, infrastructureFailure } from "../errors.ts";
import { localizeValidation } from "../i18n/localize.ts";
import type { MessageId } from "../i18n/message-groups.ts";
import { message, renderMessage, type ServerMessage, verbatim } from "../i18n/server-message.ts";

export function ok<T>(result: T): Envelope<T> {
  return { code: ResponseCode.SUCCESS, message: "", result };
}

/**
 * Sends an envelope already written as JSON (a cached, contract-checked response): Fastify passes
 * a string with a JSON content type through without serialising it again.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}

function failure(code: number, message: string): Envelope<null> {
  return { code, message, result: null };
}

/** "body.name: Too small" → names the field the way a user of the API reads it, in the request's language. */
function describeValidation(error: FastifyError, language: Language): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const first = error.validation[0];
  if (!first) return renderMessage("RequestMessages.invalidRequest", language);
  const location = error.validationContext ?? "request";
  const field = first.instancePath.replace(/^\//, "").replaceAll("/", ".");
  const where = field ? `${location}.${field}` : location;
  return `${where}: ${localizeValidation(first, language) ?? "is invalid"}`;
}

/** Fastify's own client errors (bad JSON, wrong content type, too large) keep their status but speak envelope. */
const CLIENT_ERROR_MESSAGES: Record<string, MessageId> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "RequestMessages.invalidJson",
  FST_ERR_CTP_EMPTY_JSON_BODY: "RequestMessages.emptyJson",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "RequestMessages.unsupportedType",
  FST_ERR_CTP_BODY_TOO_LARGE: "RequestMessages.bodyTooLarge",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "RequestMessages.contentLengthMismatch",
};

/**
 * The client went away mid-response (a browser leaving a page during a download or audio stream):
 * nothing is wrong here, and there is nobody left to answer.
 */
const clientLeft = (error: FastifyError, reply: FastifyReply) =>
  reply.raw.headersSent && (error.code === "ERR_STREAM_PREMATURE_CLOSE" || reply.raw.destroyed);

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (clientLeft(error, reply)) {
    request.log.info({ code: error.code }, "the client left before the response ended");
    return reply;
  }
  // A business failure may answer HTTP 200 (code 1, 2001 …); its envelope carries result null, which the
  // route's success schema would reject, so failures are serialized as they are. A custom serializer
  // leaves the content type unset, so it is named here: clients read the envelope by its JSON type.
  reply.serializer(JSON.stringify).type("application/json; charset=utf-8");
  const language = languageOf(request.headers["accept-language"]);
  const send = (status: number, code: number, said: ServerMessage) =>
    reply.status(status).send(failure(code, renderMessage(said, language)));
  const known = error instanceof AppError ? error : infrastructureFailure(error);
  if (known) {
    // The cause says why behind a deliberately vague message (e.g. which provider step failed); it never holds secrets.
    if (known.cause) request.log.warn({ cause: String(known.cause), code: known.code }, known.message);
    return send(known.httpStatus, known.code, known.said);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(400).send(failure(ResponseCode.INVALID_INPUT, describeValidation(error, language)));
  }
  if (isResponseSerializationError(error)) {
    // The route is named: a request log line may not exist (request logging off) to tie the reqId to it.
    request.log.error(
      { err: error, method: request.method, url: request.url },
      "response did not match its schema",
    );
    return send(500, ResponseCode.ERROR, "RequestMessages.serverError");
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = error.code ? CLIENT_ERROR_MESSAGES[error.code] : undefined;
    return send(status, ResponseCode.INVALID_INPUT, known ? message(known) : verbatim(error.message));
  }
  request.log.error({ err: error }, "unhandled error");
  return send(500, ResponseCode.ERROR, "RequestMessages.serverError");
}

export function registerEnvelope(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

export function sendNotFound(reply: FastifyReply, path: string) {
  return reply.status(404).send(failure(ResponseCode.NOT_FOUND, `No API route ${path}`));
}
