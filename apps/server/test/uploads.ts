import type { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { call, type Envelope } from "./accounts.ts";

/** A still image of the given size and format, made on the spot. */
export function stillImage(width: number, height: number, format: "png" | "jpeg" | "webp" = "png") {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .toFormat(format)
    .toBuffer();
}

/** A two-frame animated GIF (red, then blue). */
export async function animatedGif(side = 512) {
  const frame = (background: string) =>
    sharp({ create: { width: side, height: side, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame("red"), await frame("blue")], { join: { animated: true } })
    .gif({ delay: [200, 200], loop: 0 })
    .toBuffer();
}

/** Asks for an upload link through the API. */
export function signUpload(
  app: FastifyInstance,
  token: string | null,
  file: { size: number; contentType?: string; purpose?: "avatar" | "image" | "pdf" | "voice"; name?: string },
) {
  return call(app, "POST", "/api/aws/s3/sign", {
    token,
    body: {
      s3FileName: file.name ?? "picture.png",
      contentType: file.contentType ?? "image/png",
      size: file.size,
      purpose: file.purpose ?? "avatar",
    },
  });
}

/** PUTs bytes to a signed link the way a browser's fetch would. */
export async function putUpload(
  app: FastifyInstance,
  url: string,
  body: Uint8Array | Readable,
  contentType = "image/png",
): Promise<Envelope & { status: number }> {
  const response = await app.inject({
    method: "PUT",
    url,
    payload: body as Buffer,
    headers: { "content-type": contentType },
  });
  return { ...(response.json() as Envelope), status: response.statusCode };
}

/** Sign, then PUT: the whole client flow. Returns the PUT's answer. */
export async function uploadImage(
  app: FastifyInstance,
  token: string,
  bytes: Uint8Array,
  purpose: "avatar" | "image" = "avatar",
  contentType = "image/png",
) {
  const signed = await signUpload(app, token, { size: bytes.length, purpose, contentType });
  if (signed.code !== 0) throw new Error(`sign failed: ${signed.message}`);
  return putUpload(app, signed.result.url, bytes, contentType);
}
