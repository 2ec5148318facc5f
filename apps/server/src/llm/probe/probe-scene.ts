import type { LanguageModelV3Prompt } from "@ai-sdk/provider";
import type { ProbeProblem, SceneProbe } from "@fable/contract";
import type { Endpoint } from "../http/post-json.ts";
import type { ModelScene } from "../model-scenes.ts";
import { endpointFor, languageModelFor, type ModelsConfig } from "../registry.ts";
import { samplingCallOptions } from "../sampling.ts";
import { getJson } from "./get-json.ts";
import { modelLookupOf } from "./model-lookup.ts";
import { failureOf, redacted, statusFailure } from "./problems.ts";
import { readReply } from "./read-reply.ts";

export type ProbeConfig = Pick<
  ModelsConfig,
  "LLM_BASE_URL" | "LLM_API_KEY" | "OFFLINE_MODEL_DELAY_MS" | "PUBLIC_URL"
> & { MODEL_PROBE_TIMEOUT_MS: number };
type Environment = Record<string, string | undefined>;

/** The few tokens the probe asks for: enough to see pieces arrive and the reply finish. */
const PROBE_REPLY_TOKENS = 4;
const PROBE_PROMPT: LanguageModelV3Prompt = [
  { role: "system", content: "This is a connection check. Answer with one short word." },
  { role: "user", content: [{ type: "text", text: "Hello?" }] },
];

/**
 * Values the calls carry that must never show in an error: the key header, the scene's own headers
 * and query (which may name secrets), and a bearer token's key on its own, as an endpoint may quote it.
 */
export function secretsOf(endpoint: Endpoint): string[] {
  const values = [...Object.values(endpoint.headers), ...Object.values(endpoint.query ?? {})];
  return [...values, ...values.flatMap((value) => value.split(/\s+/))].filter((value) => value.length >= 8);
}

/** What a probe of the offline engine finds: it runs in this process and is always ready. */
const offlineProbe = (checkedAt: string): SceneProbe => ({
  status: "ok",
  reachable: true,
  modelFound: true,
  streams: true,
  firstPieceMs: null,
  problem: null,
  error: null,
  checkedAt,
});

/** Unreachable when nothing answered; ok when a reply streamed from a model the endpoint serves. */
function statusOf(probe: Omit<SceneProbe, "status">): SceneProbe["status"] {
  if (probe.reachable === false) return "unreachable";
  return probe.streams && probe.modelFound !== false && !probe.problem ? "ok" : "degraded";
}

/**
 * Probes one scene: (a) does its endpoint answer at all, (b) does it serve the scene's model, where
 * its API can say (modelLookupOf), (c) does a tiny streamed reply, through the scene's own model
 * object, get a first piece and finish. Each step is bounded by MODEL_PROBE_TIMEOUT_MS; nothing
 * here throws.
 */
export async function probeScene(
  scene: ModelScene,
  config: ProbeConfig,
  env: Environment = process.env,
): Promise<SceneProbe> {
  if (scene.provider === "offline") return offlineProbe(new Date().toISOString());
  const timeoutMs = config.MODEL_PROBE_TIMEOUT_MS;
  const endpoint = endpointFor(scene, config, env);
  const secrets = secretsOf(endpoint);
  let modelFound: boolean | null = null;
  let problem: ProbeProblem | null = null;
  let error: string | null = null;

  const lookup = modelLookupOf(scene);
  if (lookup) {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const answer = await getJson(endpoint, lookup.path, signal);
      if (answer.status === 401 || answer.status === 403) {
        problem = statusFailure(answer.status);
        error = redacted(`HTTP ${answer.status}: ${answer.text}`, secrets);
      } else if (answer.status >= 200 && answer.status < 300) {
        modelFound = answer.json === undefined ? null : lookup.found(answer.json);
      } else if (answer.status === 404 && lookup.notFoundMeansMissing) {
        modelFound = false;
      }
    } catch (failure) {
      const found = failureOf(failure, secrets, signal.aborted);
      return withStatus({
        reachable: false,
        modelFound: null,
        streams: null,
        firstPieceMs: null,
        problem: found.problem === "timedOut" ? "timedOut" : "unreachable",
        error: found.error,
        checkedAt: new Date().toISOString(),
      });
    }
  }

  // A refused key refuses the reply too: no need to ask.
  if (problem === "keyRefused") {
    return withStatus({
      reachable: true,
      modelFound,
      streams: false,
      firstPieceMs: null,
      problem,
      error,
      checkedAt: new Date().toISOString(),
    });
  }

  const signal = AbortSignal.timeout(timeoutMs);
  let streams = false;
  let firstPieceMs: number | null = null;
  try {
    const reply = await readReply(
      languageModelFor(scene, config, env),
      { ...samplingCallOptions(scene.sampling), prompt: PROBE_PROMPT, maxOutputTokens: PROBE_REPLY_TOKENS },
      signal,
    );
    streams = true;
    firstPieceMs = reply.firstPieceMs;
  } catch (failure) {
    const found = failureOf(failure, secrets, signal.aborted);
    problem = found.problem;
    error = found.error;
    // A reply refused with 404 names a model the endpoint does not serve, whatever a listing said.
    if (found.problem === "modelNotFound") modelFound = false;
  }
  if (!problem && modelFound === false) {
    problem = "modelNotFound";
    error = `${scene.model} is not in the endpoint's list of models`;
  }
  return withStatus({
    reachable: true,
    modelFound,
    streams,
    firstPieceMs,
    problem,
    error,
    checkedAt: new Date().toISOString(),
  });
}

const withStatus = (probe: Omit<SceneProbe, "status">): SceneProbe => ({ status: statusOf(probe), ...probe });
