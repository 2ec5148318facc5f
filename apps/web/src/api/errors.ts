import { ResponseCode } from "@fable/contract";

/** A failed call: `code` is the envelope code (or -1 / the HTTP status when there was no envelope). */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly code: number,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }

  get isTimeout(): boolean {
    return this.code === ResponseCode.TIMEOUT;
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
