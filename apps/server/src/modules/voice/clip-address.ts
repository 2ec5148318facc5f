import { ResponseCode } from "@fable/contract";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { hexSignaturesMatch, hmacSignature } from "../../lib/hmac-signature.ts";
import { uploadSigningSecret } from "../media/index.ts";

/**
 * A clip's address is its credential (an <audio> element sends no token): /api/voice/audio/<key>.<expires>.<sig>,
 * signed with the server's upload-signing secret. It works for a day; the expiry is rounded up to the
 * hour, so the same reply asked for again within the hour gets the same address and the browser's cache.
 */
const CLIP_LINK_TTL_S = 24 * 60 * 60;
const EXPIRY_STEP_S = 60 * 60;
const CLIP_PARAM = /^([0-9a-f]{32})\.([1-9][0-9]{0,11})\.([0-9a-f]{32})$/;

function signatureOf(secret: Buffer, key: string, expires: number): string {
  // Only hex digits and digits in the message, so no value can pose as another.
  return hmacSignature(secret, ["speech-clip", key, expires], 32);
}

/** The signed address of the clip `key`. */
export async function clipAddress(ctx: Pick<ServiceContext, "config" | "random" | "clock">, key: string) {
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  const expires = Math.ceil((now + CLIP_LINK_TTL_S) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
  const secret = await uploadSigningSecret(ctx.config, ctx.random);
  return `/api/voice/audio/${key}.${expires}.${signatureOf(secret, key, expires)}`;
}

/** The clip key an address names, when its signature is the server's and it has not expired; else 403. */
export async function clipKeyOf(
  ctx: Pick<ServiceContext, "config" | "random" | "clock">,
  param: string,
): Promise<string> {
  const match = CLIP_PARAM.exec(param);
  if (!match) throw new AppError(ResponseCode.FORBIDDEN, "VoiceMessages.clipNotFound");
  const [, key, expiresText, signature] = match as unknown as [string, string, string, string];
  const expires = Number(expiresText);
  const secret = await uploadSigningSecret(ctx.config, ctx.random);
  const signed = hexSignaturesMatch(signatureOf(secret, key, expires), signature);
  if (!signed || ctx.clock.now().getTime() > expires * 1000)
    throw new AppError(ResponseCode.FORBIDDEN, "VoiceMessages.clipNotFound");
  return key;
}
