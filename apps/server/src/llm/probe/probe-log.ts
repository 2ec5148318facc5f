import type { SceneProbe } from "@fable/contract";
import type { ModelScene } from "../model-scenes.ts";
import { type ProbeBoard, probeBoardOf } from "./probe-board.ts";
import type { ProbeConfig } from "./probe-scene.ts";

/** Words for the log (operators read it in English, like the other start lines). */
const PROBLEM_WORDS: Record<NonNullable<SceneProbe["problem"]>, string> = {
  unreachable: "unreachable",
  keyRefused: "key refused",
  modelNotFound: "model not found",
  timedOut: "timed out",
  noAnswer: "answered without text",
  brokeOff: "stream broke off",
  failed: "failed",
};

const yesNo = (value: boolean | null, yes: string, no: string, unknown: string) =>
  value === null ? unknown : value ? yes : no;

/** One line about one scene's probe: its status, the three findings and what went wrong. No secret is in it. */
export function probeLine(scene: ModelScene, probe: SceneProbe): string {
  const findings = [
    yesNo(probe.reachable, "reachable", "unreachable", "reachability unknown"),
    yesNo(probe.modelFound, "model found", "model not found", "model not checked"),
    yesNo(probe.streams, "streams", "does not stream", "stream not tried"),
  ].join(", ");
  const timing = probe.firstPieceMs === null ? "" : ` (first piece in ${probe.firstPieceMs} ms)`;
  const problem = probe.problem ? ` — ${PROBLEM_WORDS[probe.problem]}: ${probe.error ?? ""}` : "";
  return `model scene "${scene.id}" (${scene.model}): ${probe.status}; ${findings}${timing}${problem}`;
}

interface ProbeLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/**
 * The start-up probe: probes every scene in the background and logs one line per scene as each
 * finishes (info when ok, warn otherwise). Not awaited by the start: /readyz never waits for a model.
 * Resolves when every scene has been probed (tests wait for it).
 */
export async function probeModelsInBackground(
  config: ProbeConfig & { MODEL_PROBE: "on" | "off" },
  scenes: readonly ModelScene[],
  log: ProbeLogger,
  board: ProbeBoard = probeBoardOf(config),
): Promise<void> {
  if (config.MODEL_PROBE === "off") return;
  await Promise.all(
    scenes.map(async (scene) => {
      const probe = await board.probe(scene);
      const fields = {
        scene: scene.id,
        status: probe.status,
        reachable: probe.reachable,
        modelFound: probe.modelFound,
        streams: probe.streams,
        firstPieceMs: probe.firstPieceMs,
        problem: probe.problem,
      };
      if (probe.status === "ok") log.info(fields, probeLine(scene, probe));
      else log.warn(fields, probeLine(scene, probe));
    }),
  );
}
