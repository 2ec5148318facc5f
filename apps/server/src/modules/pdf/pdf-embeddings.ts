import { z } from "zod";
import type { Config } from "../../config.ts";
import { postJson, readText } from "../../llm/http/post-json.ts";

export type EmbeddingsConfig = Pick<
  Config,
  "EMBEDDINGS_BASE_URL" | "EMBEDDINGS_API_KEY" | "EMBEDDINGS_MODEL"
>;

/** Inputs per POST /embeddings while indexing: hosted APIs take far more, small local servers not. */
export const EMBED_BATCH = 32;
/** One batch of passages while indexing; the reading job's own limits stay far above it. */
export const INDEX_EMBED_TIMEOUT_MS = 30_000;
/** A question waits this long for its vector before retrieval goes on with full text alone. */
export const QUERY_EMBED_TIMEOUT_MS = 3000;

export const embeddingsOn = (config: Partial<EmbeddingsConfig> | undefined): config is EmbeddingsConfig =>
  Boolean(config?.EMBEDDINGS_BASE_URL);

/** The OpenAI wire format, which Ollama, vLLM, llama.cpp, LM Studio and TEI answer too. */
const EmbeddingsReply = z.object({
  data: z.array(z.object({ embedding: z.array(z.number()).min(1), index: z.number().int().min(0) })),
});

/** Scaled to length 1, so a dot product is the cosine similarity (pgvector or plain SQL alike). */
function unit(vector: number[]): number[] {
  const length = Math.hypot(...vector);
  return length > 0 ? vector.map((value) => value / length) : vector;
}

/**
 * The vectors of `texts`, in their order, unit length, from the configured endpoint; rejects when
 * it fails, times out or answers something else (wrong count, mixed dimensions).
 */
export async function embedTexts(config: EmbeddingsConfig, texts: string[], timeoutMs: number) {
  const endpoint = {
    baseUrl: config.EMBEDDINGS_BASE_URL!,
    headers: (config.EMBEDDINGS_API_KEY
      ? { authorization: `Bearer ${config.EMBEDDINGS_API_KEY}` }
      : {}) as Record<string, string>,
  };
  const body = { ...(config.EMBEDDINGS_MODEL ? { model: config.EMBEDDINGS_MODEL } : {}), input: texts };
  const signal = AbortSignal.timeout(timeoutMs);
  const response = await postJson(endpoint, "/embeddings", body, signal);
  const { data } = EmbeddingsReply.parse(JSON.parse(await readText(response)));
  const vectors: number[][] = [];
  for (const item of data) vectors[item.index] = unit(item.embedding);
  const dims = vectors[0]?.length;
  if (vectors.length !== texts.length || texts.some((_, i) => vectors[i]?.length !== dims))
    throw new Error(`The embeddings endpoint answered ${data.length} vectors for ${texts.length} inputs`);
  return vectors;
}
