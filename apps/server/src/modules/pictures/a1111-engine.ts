import { base64Picture, deadline, engineJson, jsonRequest } from "./engine-fetch.ts";
import type { EngineRequest, PictureEngine } from "./picture-engine.ts";

/**
 * Stable Diffusion WebUI (AUTOMATIC1111, Forge) with `--api`: `POST {base}/sdapi/v1/txt2img` with
 * {prompt, negative_prompt, width, height, steps, seed} → `{images: [base64 PNG]}`. A WebUI started
 * with `--api-auth user:password` takes that pair as HTTP Basic credentials (the configured key).
 */
export interface A1111Options {
  baseUrl: string;
  /** "user:password" for --api-auth. */
  apiKey?: string | undefined;
  /** A checkpoint to switch to for this request (override_settings.sd_model_checkpoint). */
  model?: string | undefined;
  steps: number;
  timeoutMs: number;
}

export function createA1111Engine(options: A1111Options): PictureEngine {
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/sdapi/v1/txt2img`;
  const authorization = options.apiKey
    ? `Basic ${Buffer.from(options.apiKey, "utf8").toString("base64")}`
    : undefined;
  return {
    kind: "a1111",
    async draw(request: EngineRequest): Promise<Uint8Array> {
      const body = {
        prompt: request.prompt,
        negative_prompt: request.negative,
        width: request.width,
        height: request.height,
        steps: options.steps,
        seed: request.seed,
        batch_size: 1,
        n_iter: 1,
        ...(options.model ? { override_settings: { sd_model_checkpoint: options.model } } : {}),
      };
      const answer = await engineJson(
        endpoint,
        jsonRequest(body, authorization),
        deadline(options.timeoutMs, request.signal),
      );
      return base64Picture((answer as { images?: unknown[] } | null)?.images?.[0], endpoint);
    },
  };
}
