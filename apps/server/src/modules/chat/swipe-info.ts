import type { StoryTurnInfo, SwipeInfo } from "@fable/contract";
import { type SQL, sql } from "drizzle-orm";
import type { ModelScene } from "../../llm/model-scenes.ts";
import { chatMessages, type StoredSwipeInfo } from "./chat.schema.ts";

/** A reasoning model can think at great length; past this much only the start is kept. */
const REASONING_MAX = 20_000;

/** What a reply's model call cost, as streamReply measured it. */
export interface ReplyTokens {
  inputTokens: number;
  outputTokens: number;
  counted: boolean;
}

/** The stored info of a swipe `scene` wrote (`asked` is the scene the turn asked for, when it failed). */
export function swipeInfoOf(answer: {
  scene: ModelScene;
  asked: ModelScene;
  tokens: ReplyTokens;
  reasoning: string;
}): StoredSwipeInfo {
  const { scene, asked, tokens, reasoning } = answer;
  return {
    sceneId: scene.id,
    label: scene.label,
    model: scene.model,
    offline: scene.provider === "offline",
    ...(scene.id !== asked.id ? { fallbackFrom: asked.id } : {}),
    ...tokens,
    ...(reasoning ? { reasoning: reasoning.slice(0, REASONING_MAX) } : {}),
  };
}

/** What users read of a message's swipe info: one entry per swipe, null where nothing is known. */
export function publicSwipeInfo(
  stored: readonly (StoredSwipeInfo | null)[],
  swipeCount: number,
): (SwipeInfo | null)[] {
  return Array.from({ length: swipeCount }, (_, index) => {
    const info = stored[index];
    if (!info) return null;
    const { model: _model, ...shown } = info;
    return shown;
  });
}

/** `infos` with entry `index` set to `info`, padded with nulls up to it so it stays aligned with swipes. */
export function withSwipeInfoAt(
  infos: readonly (StoredSwipeInfo | null)[],
  index: number,
  info: StoredSwipeInfo | null,
): (StoredSwipeInfo | null)[] {
  const aligned = Array.from({ length: Math.max(infos.length, index + 1) }, (_, at) => infos[at] ?? null);
  aligned[index] = info;
  return aligned;
}

/**
 * The info of a swipe once a continuation extended it: the scene that wrote the latest words, the
 * tokens of both calls together, and both reasonings.
 */
export function continuedSwipeInfo(
  before: StoredSwipeInfo | null | undefined,
  added: StoredSwipeInfo,
): StoredSwipeInfo {
  if (!before) return added;
  const reasoning = [before.reasoning, added.reasoning].filter(Boolean).join("\n\n");
  return {
    ...added,
    inputTokens: before.inputTokens + added.inputTokens,
    outputTokens: before.outputTokens + added.outputTokens,
    counted: before.counted || added.counted,
    ...(reasoning ? { reasoning: reasoning.slice(0, REASONING_MAX) } : {}),
  };
}

/**
 * swipe_info for an UPDATE that appends a swipe with array_append: the old entries padded with nulls
 * to the old number of swipes, then `info`, so the new entry sits at the new swipe's index.
 */
export function appendedSwipeInfo(info: StoredSwipeInfo): SQL {
  return sql`(select coalesce(jsonb_agg(${chatMessages.swipeInfo} -> i order by i), '[]'::jsonb) from generate_series(0, cardinality(${chatMessages.swipes}) - 1) as i) || jsonb_build_array(${JSON.stringify(info)}::jsonb)`;
}

/** story_turns for the same UPDATE: a narrator turn's story info at the new swipe's index. */
export function appendedStoryTurn(info: StoryTurnInfo): SQL {
  return sql`(select coalesce(jsonb_agg(${chatMessages.storyTurns} -> i order by i), '[]'::jsonb) from generate_series(0, cardinality(${chatMessages.swipes}) - 1) as i) || jsonb_build_array(${JSON.stringify(info)}::jsonb)`;
}
