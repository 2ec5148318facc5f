import { ResponseCode } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { AppError } from "./errors.ts";

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
    [ResponseCode.FAILED, 200],
    [ResponseCode.BOT_UNAVAILABLE, 200],
  ])("maps code %i to HTTP %i", (code, status) => {
    expect(new AppError(code, "x").httpStatus).toBe(status);
  });

  it("keeps the message for the user", () => {
    const error = AppError.invalidInput("name: too short");
    expect(error.code).toBe(ResponseCode.INVALID_INPUT);
    expect(error.message).toBe("name: too short");
  });
});
