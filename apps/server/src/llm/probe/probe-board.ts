import type { SceneProbe } from "@fable/contract";
import type { ModelScene } from "../model-scenes.ts";
import { type ProbeConfig, probeScene } from "./probe-scene.ts";

type Environment = Record<string, string | undefined>;

/** A scene whose first probe is still running. */
const FIRST_CHECK: SceneProbe = {
  status: "checking",
  reachable: null,
  modelFound: null,
  streams: null,
  firstPieceMs: null,
  problem: null,
  error: null,
  checkedAt: null,
};

/**
 * The latest probe result of each scene of one configuration (the start-up probe's, or a re-check's),
 * shown on the admin Models page. A scene already being probed is not probed twice at once.
 */
export class ProbeBoard {
  private readonly latest = new Map<string, SceneProbe>();
  private readonly running = new Map<string, Promise<SceneProbe>>();

  constructor(
    private readonly config: ProbeConfig,
    private readonly env: Environment = process.env,
  ) {}

  /** What is known of a scene: "checking" (with the last findings) while a probe runs, null before any. */
  current(sceneId: string): SceneProbe | null {
    const last = this.latest.get(sceneId) ?? null;
    if (!this.running.has(sceneId)) return last;
    return { ...(last ?? FIRST_CHECK), status: "checking" };
  }

  /** Probes a scene (or joins the probe of it already running) and keeps the result. */
  probe(scene: ModelScene): Promise<SceneProbe> {
    const running = this.running.get(scene.id);
    if (running) return running;
    const probe = probeScene(scene, this.config, this.env)
      // A scene the registry cannot build (checked at start, so not expected) reads as failed.
      .catch(
        (error: unknown): SceneProbe => ({
          ...FIRST_CHECK,
          status: "degraded",
          problem: "failed",
          error: (error instanceof Error ? error.message : String(error)).slice(0, 200),
          checkedAt: new Date().toISOString(),
        }),
      )
      .then((result) => {
        this.latest.set(scene.id, result);
        return result;
      })
      .finally(() => this.running.delete(scene.id));
    this.running.set(scene.id, probe);
    return probe;
  }

  /** Probes every scene at once; each is bounded by its own timeouts. */
  probeAll(scenes: readonly ModelScene[]): Promise<{ sceneId: string; probe: SceneProbe }[]> {
    return Promise.all(scenes.map(async (scene) => ({ sceneId: scene.id, probe: await this.probe(scene) })));
  }
}

/** One board per configuration: the app and the start-up probe share it through the config object. */
const boards = new WeakMap<ProbeConfig, ProbeBoard>();

export function probeBoardOf(config: ProbeConfig): ProbeBoard {
  let board = boards.get(config);
  if (!board) {
    board = new ProbeBoard(config);
    boards.set(config, board);
  }
  return board;
}
