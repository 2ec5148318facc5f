import { CharacterMessages, ResponseCode, ServerMessages } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { AppError, infrastructureFailure } from "./errors.ts";
import { atField, verbatim } from "./i18n/server-message.ts";

describe("AppError", () => {
  it.each([
    [ResponseCode.INVALID_INPUT, 400],
    [ResponseCode.NEED_LOGIN, 401],
    [ResponseCode.SINGLE_LOGIN_CONFLICT, 401],
    [ResponseCode.LOGGED_OUT, 401],
    [ResponseCode.NOT_FOUND, 404],
    [ResponseCode.QUOTA_EXCEEDED, 429],
    [ResponseCode.ERROR, 500],
    [ResponseCode.TIMEOUT, 504],
    [ResponseCode.SERVICE_UNAVAILABLE, 503],
    [ResponseCode.FAILED, 200],
    [ResponseCode.BOT_UNAVAILABLE, 200],
  ])("maps code %i to HTTP %i", (code, status) => {
    expect(new AppError(code, verbatim("x")).httpStatus).toBe(status);
  });

  it("keeps the message for the user by id, and its English for logs", () => {
    const error = AppError.invalidInput(atField("name", "CharacterMessages.nameRule"));
    expect(error.code).toBe(ResponseCode.INVALID_INPUT);
    expect(error.says("CharacterMessages.nameRule")).toBe(true);
    expect(error.says("CharacterMessages.introLength")).toBe(false);
    expect(error.message).toBe(`name: ${CharacterMessages.nameRule}`);
  });
});

describe("infrastructure failures", () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
  // drizzle wraps the driver's error as the cause of its own "Failed query" error.
  const wrapped = (cause: unknown) => new Error("Failed query: insert …", { cause });

  it.each([
    ["a refused connection", wrapped(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))],
    [
      "the server shutting down (57P01)",
      wrapped(withCode("terminating connection due to administrator command", "57P01")),
    ],
    ["the server starting up (57P03)", withCode("the database system is starting up", "57P03")],
    ["a connection exception (08006)", withCode("connection failure", "08006")],
    ["a cut connection", wrapped(new Error("Connection terminated unexpectedly"))],
    ["no connection in time", new Error("timeout exceeded when trying to connect")],
  ])("answers %s with 503 and the unavailable message", (_name, error) => {
    const failure = infrastructureFailure(error);
    expect(failure?.code).toBe(ResponseCode.SERVICE_UNAVAILABLE);
    expect(failure?.httpStatus).toBe(503);
    expect(failure?.message).toBe(ServerMessages.unavailable);
    expect(failure?.cause).toBe(error);
  });

  it("leaves failing statements and other errors to the generic handler", () => {
    expect(infrastructureFailure(wrapped(withCode("duplicate key", "23505")))).toBeUndefined();
    expect(infrastructureFailure(new Error("plain"))).toBeUndefined();
    expect(infrastructureFailure(undefined)).toBeUndefined();
  });
});
