import { imagesEndpoint } from "../media/index.ts";
import { PictureEngineError } from "./engine-errors.ts";
import {
  base64Picture,
  deadline,
  engineFetch,
  engineJson,
  jsonRequest,
  MAX_PICTURE_BYTES,
} from "./engine-fetch.ts";
import type { EngineRequest, PictureEngine } from "./picture-engine.ts";
import { closestSize, type PixelSize } from "./picture-sizes.ts";

/**
 * Any OpenAI-compatible `POST {base}/images/generations` (OpenAI, LocalAI, many gateways): JSON
 * {model, prompt, size, n: 1, response_format: "b64_json"} in, `data[0].b64_json` out — or
 * `data[0].url`, fetched back under the same time and size limits, from endpoints that only link.
 */
export interface OpenAiImagesOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model?: string | undefined;
  /** The only sizes the endpoint accepts (OpenAI's own models); empty: any size is asked for as is. */
  sizes: PixelSize[];
  timeoutMs: number;
}

export function createOpenAiImagesEngine(options: OpenAiImagesOptions): PictureEngine {
  const endpoint = imagesEndpoint(options.baseUrl);
  return {
    kind: "openai",
    async draw(request: EngineRequest): Promise<Uint8Array> {
      const limit = deadline(options.timeoutMs, request.signal);
      const size = closestSize(request, options.sizes);
      const body = {
        ...(options.model ? { model: options.model } : {}),
        prompt: request.prompt,
        size: `${size.width}x${size.height}`,
        n: 1,
        response_format: "b64_json",
      };
      const answer = await engineJson(
        endpoint,
        jsonRequest(body, options.apiKey ? `Bearer ${options.apiKey}` : undefined),
        limit,
      );
      const first = (answer as { data?: { b64_json?: unknown; url?: unknown }[] } | null)?.data?.[0];
      if (typeof first?.b64_json === "string") return base64Picture(first.b64_json, endpoint);
      if (typeof first?.url === "string" && /^https?:\/\//i.test(first.url)) {
        return (await engineFetch(first.url, { method: "GET" }, limit, MAX_PICTURE_BYTES)).bytes;
      }
      throw new PictureEngineError("notPicture", `${endpoint} answered without data[0].b64_json or url`);
    },
  };
}
