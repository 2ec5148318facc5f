import type { Envelope } from "@fable/contract";

/** Narrows a parsed JSON body to the `{ code, message, result }` envelope. */
export function asEnvelope(body: unknown): Envelope<unknown> | null {
  if (typeof body !== "object" || body === null) return null;
  const candidate = body as Record<string, unknown>;
  if (typeof candidate.code !== "number") return null;
  return {
    code: candidate.code,
    message: typeof candidate.message === "string" ? candidate.message : "",
    result: candidate.result,
  };
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
