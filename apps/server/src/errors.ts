import { HTTP_STATUS_BY_CODE, ResponseCode } from "@fable/contract";

/** The one error type of the server: a response code of the contract and a message for the user. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "AppError";
  }

  get httpStatus(): number {
    return HTTP_STATUS_BY_CODE[this.code] ?? 200;
  }

  static invalidInput(message: string) {
    return new AppError(ResponseCode.INVALID_INPUT, message);
  }

  static notFound(message: string) {
    return new AppError(ResponseCode.NOT_FOUND, message);
  }
}
