import { ResponseCode } from "@fable/contract";
import { z } from "zod";
import type { Config } from "../../config.ts";
import { AppError } from "../../errors.ts";
import { verbatim } from "../../i18n/server-message.ts";
import { imageWork, openImage } from "./image-work.ts";
import { GENERATED_AVATAR_SIDE } from "./offline-avatars.ts";
import { MAX_INPUT_PIXELS } from "./upload-rules.ts";

/** Image models take a while; past this the user is better told than kept waiting. */
const MODEL_TIMEOUT_MS = 120_000;

const ImagesResponse = z.object({ data: z.array(z.object({ b64_json: z.string().min(1) })).min(1) });

/** IMAGE_MODEL_URL may be the API's base (…/v1) or the generations endpoint itself. */
export function imagesEndpoint(url: string): string {
  const trimmed = url.replace(/\/+$/, "");
  return trimmed.endsWith("/images/generations") ? trimmed : `${trimmed}/images/generations`;
}

function modelFailure(message: string, cause?: unknown) {
  const error = new AppError(ResponseCode.FAILED, verbatim(`Avatar generation failed: ${message}`));
  if (cause !== undefined) error.cause = cause;
  return error;
}

/** Asks the configured OpenAI-images-compatible model for `count` square portraits, as PNG. */
export async function drawModelAvatars(config: Config, prompt: string, count: number): Promise<Buffer[]> {
  const url = config.IMAGE_MODEL_URL;
  if (!url) throw modelFailure("no image model is configured");
  const response = await fetch(imagesEndpoint(url), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(config.IMAGE_MODEL_API_KEY ? { authorization: `Bearer ${config.IMAGE_MODEL_API_KEY}` } : {}),
    },
    body: JSON.stringify({
      ...(config.IMAGE_MODEL ? { model: config.IMAGE_MODEL } : {}),
      prompt,
      n: count,
      size: `${GENERATED_AVATAR_SIDE}x${GENERATED_AVATAR_SIDE}`,
      response_format: "b64_json",
    }),
    signal: AbortSignal.timeout(MODEL_TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw modelFailure("the image model could not be reached, please try again later", error);
  });
  if (!response.ok) {
    const detail = await response.text().catch(() => "");
    throw modelFailure(`the image model answered HTTP ${response.status}`, detail.slice(0, 500));
  }
  const parsed = ImagesResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw modelFailure("the image model sent no images");
  return Promise.all(
    parsed.data.data.slice(0, count).map(({ b64_json }) =>
      imageWork(() =>
        openImage(Buffer.from(b64_json, "base64"), MAX_INPUT_PIXELS)
          .resize(GENERATED_AVATAR_SIDE, GENERATED_AVATAR_SIDE, { fit: "cover" })
          .png()
          .toBuffer()
          .catch((error: unknown) => {
            throw modelFailure("the image model sent something that is not an image", error);
          }),
      ),
    ),
  );
}
