import { z } from "zod";

/** Every JSON response of the API: `{ code, message, result }`; code 0 is success. */
export interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

export const envelopeOf = <T extends z.ZodType>(result: T) =>
  z.object({ code: z.number().int(), message: z.string(), result });

export const errorEnvelope = envelopeOf(z.null());

/** Messages for requests refused before any route reads them (their field is named in front). */
export const RequestMessages = {
  unstorableCharacter: "must not contain the NUL character (\\u0000) or an unpaired UTF-16 surrogate",
  unreadableForm: "The upload is not a readable multipart/form-data form",
  invalidRequest: "Invalid request",
  invalidJson: "The request body is not valid JSON",
  emptyJson: "The request body is empty but its content type says JSON",
  unsupportedType: "Unsupported content type",
  bodyTooLarge: "The request body is too large",
  contentLengthMismatch: "The request's content length does not match its body",
  /** The text for HTTP 500 (docs/product.md#http-status-messages). */
  serverError: "Server error, please contact administrator!",
} as const;
