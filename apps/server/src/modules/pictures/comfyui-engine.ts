import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { fillWorkflow, type Workflow } from "./comfyui-workflow.ts";
import { PictureEngineError } from "./engine-errors.ts";
import {
  type Deadline,
  deadline,
  engineFetch,
  engineJson,
  jsonRequest,
  MAX_PICTURE_BYTES,
} from "./engine-fetch.ts";
import type { EngineRequest, PictureEngine } from "./picture-engine.ts";

/**
 * ComfyUI: the operator's workflow (API format) with its placeholders filled is queued with
 * `POST {base}/prompt` {prompt, client_id} → {prompt_id}; `GET /history/{prompt_id}` is polled until
 * the run is there (completed, or failed with status "error"); the first output picture is read with
 * `GET /view?filename=…&subfolder=…&type=output`. One time limit covers the whole run.
 */
export interface ComfyUiOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  workflow: Workflow;
  steps: number;
  timeoutMs: number;
  /** Between two looks at the history; the tests shorten it. */
  pollMs?: number;
}

interface HistoryImage {
  filename?: unknown;
  subfolder?: unknown;
  type?: unknown;
}
interface HistoryEntry {
  status?: { status_str?: unknown; completed?: unknown; messages?: unknown };
  outputs?: Record<string, { images?: HistoryImage[] }>;
}

export function createComfyUiEngine(options: ComfyUiOptions): PictureEngine {
  const base = options.baseUrl.replace(/\/+$/, "");
  const authorization = options.apiKey ? `Bearer ${options.apiKey}` : undefined;
  const headers = authorization ? { authorization } : undefined;
  const pollMs = options.pollMs ?? 500;

  /** The finished run's history entry; a run ComfyUI reports as failed is "failed". */
  async function waitForRun(promptId: string, limit: Deadline): Promise<HistoryEntry> {
    const url = `${base}/history/${encodeURIComponent(promptId)}`;
    for (;;) {
      const history = (await engineJson(url, { method: "GET", headers }, limit)) as Record<
        string,
        HistoryEntry
      > | null;
      const entry = history?.[promptId];
      if (entry?.status?.status_str === "error")
        throw new PictureEngineError(
          "failed",
          `${url}: the workflow failed: ${JSON.stringify(entry.status.messages ?? []).slice(0, 300)}`,
        );
      if (entry && (entry.status?.completed === true || entry.status === undefined)) return entry;
      try {
        await sleep(pollMs, undefined, { signal: limit.signal });
      } catch (error) {
        if (limit.caller?.aborted)
          throw new PictureEngineError("aborted", "stopped by the caller", { cause: error });
        throw new PictureEngineError("timeout", `${url}: no picture within ${limit.timeoutMs} ms`, {
          cause: error,
        });
      }
    }
  }

  return {
    kind: "comfyui",
    async draw(request: EngineRequest): Promise<Uint8Array> {
      const limit = deadline(options.timeoutMs, request.signal);
      const prompt = fillWorkflow(options.workflow, {
        prompt: request.prompt,
        negative: request.negative,
        width: request.width,
        height: request.height,
        seed: request.seed,
        steps: options.steps,
      });
      const queued = (await engineJson(
        `${base}/prompt`,
        jsonRequest({ prompt, client_id: randomUUID() }, authorization),
        limit,
      )) as { prompt_id?: unknown } | null;
      if (typeof queued?.prompt_id !== "string" || queued.prompt_id === "")
        throw new PictureEngineError("failed", `${base}/prompt answered without a prompt_id`);
      const run = await waitForRun(queued.prompt_id, limit);
      const image = Object.values(run.outputs ?? {})
        .flatMap((output) => output.images ?? [])
        .find((candidate) => candidate.type === "output" && typeof candidate.filename === "string");
      if (!image) throw new PictureEngineError("notPicture", `${base}: the workflow saved no output picture`);
      const query = new URLSearchParams({
        filename: String(image.filename),
        subfolder: typeof image.subfolder === "string" ? image.subfolder : "",
        type: "output",
      });
      return (
        await engineFetch(`${base}/view?${query}`, { method: "GET", headers }, limit, MAX_PICTURE_BYTES)
      ).bytes;
    },
  };
}
