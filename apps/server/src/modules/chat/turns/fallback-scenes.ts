import { type ModelScene, OFFLINE_SCENE_ID } from "../../../llm/model-scenes.ts";

/** The scene a fallback list's id names; "offline" is the offline engine whatever the file calls it. */
function sceneNamed(scenes: readonly ModelScene[], id: string): ModelScene | undefined {
  return (
    scenes.find((scene) => scene.id === id) ??
    (id === OFFLINE_SCENE_ID ? scenes.find((scene) => scene.provider === "offline") : undefined)
  );
}

/**
 * The scenes that answer, in order, when `scene` fails before the first piece of a reply: its fallback
 * list, each entry followed by its own list when it fails too (depth first), every scene once. Read
 * only on a failure, so a reply that succeeds pays nothing for it. The operator chose these models:
 * the user's plan does not restrict them.
 */
export function fallbackChain(scene: ModelScene, scenes: readonly ModelScene[]): ModelScene[] {
  const chain: ModelScene[] = [];
  const seen = new Set([scene.id]);
  const walk = (from: ModelScene) => {
    for (const id of from.fallback) {
      const next = sceneNamed(scenes, id);
      if (!next || seen.has(next.id)) continue;
      seen.add(next.id);
      chain.push(next);
      walk(next);
    }
  };
  walk(scene);
  return chain;
}
