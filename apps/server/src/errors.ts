import { HTTP_STATUS_BY_CODE, ResponseCode } from "@fable/contract";
import { isDatabaseUnavailable } from "./db/pg-errors.ts";
import type { MessageId } from "./i18n/message-groups.ts";
import { type CatalogMessage, renderMessage, type ServerMessage } from "./i18n/server-message.ts";

/**
 * The one error type of the server: a response code of the contract and a message for the user,
 * which the envelope renders in the reader's language. `message` is its English, for logs.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly said: ServerMessage,
    options?: ErrorOptions,
  ) {
    super(renderMessage(said, "en"), options);
    this.name = "AppError";
  }

  /** Whether this refusal says the message `id`. */
  says(id: MessageId): boolean {
    const said = this.said;
    return typeof said === "string" ? said === id : "id" in said && said.id === id;
  }

  get httpStatus(): number {
    return HTTP_STATUS_BY_CODE[this.code] ?? 200;
  }

  static invalidInput(said: ServerMessage) {
    return new AppError(ResponseCode.INVALID_INPUT, said);
  }

  static notFound(said: ServerMessage) {
    return new AppError(ResponseCode.NOT_FOUND, said);
  }
}

/**
 * A wrong password or verification code: answered like any other failure, and counted against the
 * caller's failure limits (rate-limit.ts), so guessing is throttled while correct sign-ins are not.
 */
export class CredentialError extends AppError {
  constructor(said: MessageId | CatalogMessage) {
    super(ResponseCode.FAILED, said);
    this.name = "CredentialError";
  }
}

/**
 * Failures of the parts underneath (not of the request) that have a code of their own: while the
 * database is away, requests answer 503 with a message, never a 500, and the next request after it is
 * back succeeds (the pool opens new connections by itself).
 */
const INFRASTRUCTURE_FAILURES: [matches: (error: unknown) => boolean, code: number, said: MessageId][] = [
  [isDatabaseUnavailable, ResponseCode.SERVICE_UNAVAILABLE, "ServerMessages.unavailable"],
];

/** The AppError an unexpected error stands for, when it is an infrastructure failure with a code. */
export function infrastructureFailure(error: unknown): AppError | undefined {
  const found = INFRASTRUCTURE_FAILURES.find(([matches]) => matches(error));
  return found ? new AppError(found[1], found[2], { cause: error }) : undefined;
}
