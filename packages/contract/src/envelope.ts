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
