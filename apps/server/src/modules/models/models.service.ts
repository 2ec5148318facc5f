import type { AdminModels, ProbeResults, SceneDailyUsage } from "@fable/contract";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { probeBoardOf } from "../../llm/probe/index.ts";
import type { ModelScene } from "../../llm/registry.ts";
import { modelScenes } from "../chat/index.ts";
import { usageOfScenes } from "../usage/index.ts";
import { sceneDetails } from "./scene-details.ts";

/** The configured scene with this id, or the "no such scene" refusal. */
export function sceneById(ctx: ServiceContext, sceneId: string): ModelScene {
  const scene = modelScenes(ctx.config).find((candidate) => candidate.id === sceneId);
  if (!scene) throw AppError.invalidInput("ModelsAdminMessages.noSuchScene");
  return scene;
}

/** GET /admin/models: every scene, what the probe last found and its usage per day over `days` days. */
export async function adminModels(ctx: ServiceContext, days: number): Promise<AdminModels> {
  const scenes = modelScenes(ctx.config);
  const board = probeBoardOf(ctx.config);
  const usage = await usageOfScenes(
    ctx,
    scenes.map((scene) => scene.id),
    days,
  );
  const usageByScene = new Map<string, SceneDailyUsage[]>();
  for (const { sceneId, ...day } of usage) {
    const list = usageByScene.get(sceneId) ?? [];
    list.push(day);
    usageByScene.set(sceneId, list);
  }
  return {
    days,
    probeAtStart: ctx.config.MODEL_PROBE === "on",
    scenes: scenes.map((scene) => ({
      ...sceneDetails(scene, ctx.config),
      probe: board.current(scene.id),
      usage: usageByScene.get(scene.id) ?? [],
    })),
  };
}

/** POST /admin/models/probe: probes one scene or all of them now and answers the new results. */
export function probeModels(ctx: ServiceContext, sceneId: string | undefined): Promise<ProbeResults> {
  const board = probeBoardOf(ctx.config);
  const scenes = sceneId === undefined ? modelScenes(ctx.config) : [sceneById(ctx, sceneId)];
  return board.probeAll(scenes);
}
