import { and, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import type { Transaction } from "../../db/client.ts";
import { modelUsage } from "./usage.schema.ts";

/** "test": an admin's test message from the Models page; "story-writing": "write it for me" on the adventure form; "chapter": a novel chapter written on request. */
export type UsageKind =
  | "reply"
  | "regeneration"
  | "continuation"
  | "suggestion"
  | "summary"
  | "test"
  | "story-writing"
  | "chapter";

/** One model call's cost, as the reply path knows it. */
export interface ModelCall {
  userId: number | null;
  dialogueId: number | null;
  /** The stored message the call wrote or extended, when there is one. */
  messageId?: number | null;
  scene: { id: string; model: string };
  kind: UsageKind;
  /** The backend's own counts, undefined where it reported none. */
  reported: { inputTokens: number | undefined; outputTokens: number | undefined };
  /** Fable's counts, used where the backend reported none. */
  counted: { inputTokens: number; outputTokens: number };
}

/** A call's tokens as recorded: the backend's counts where it reported them, else Fable's. */
export function tokensOf(call: Pick<ModelCall, "reported" | "counted">) {
  const { reported, counted } = call;
  return {
    inputTokens: reported.inputTokens ?? counted.inputTokens,
    outputTokens: reported.outputTokens ?? counted.outputTokens,
    counted: reported.inputTokens === undefined || reported.outputTokens === undefined,
  };
}

/** Records what a model call cost. */
export async function recordModelUsage(ctx: ServiceContext, call: ModelCall): Promise<void> {
  await ctx.db.insert(modelUsage).values({
    userId: call.userId,
    dialogueId: call.dialogueId,
    messageId: call.messageId ?? null,
    sceneId: call.scene.id,
    model: call.scene.model,
    kind: call.kind,
    ...tokensOf(call),
    createdAt: ctx.clock.now(),
  });
}

/** The calls that wrote or extended one stored message (its swipes, continuations), oldest first. */
export function usageOfMessage(ctx: ServiceContext, messageId: number) {
  return ctx.db
    .select({
      sceneId: modelUsage.sceneId,
      model: modelUsage.model,
      kind: modelUsage.kind,
      inputTokens: modelUsage.inputTokens,
      outputTokens: modelUsage.outputTokens,
      counted: modelUsage.counted,
      createdAt: modelUsage.createdAt,
    })
    .from(modelUsage)
    .where(eq(modelUsage.messageId, messageId))
    .orderBy(modelUsage.id);
}

/** Tokens and calls per day of a group of usage rows. */
export interface DailyTokens {
  day: string;
  calls: number;
  inputTokens: number;
  outputTokens: number;
}

function dailyTokens(ctx: ServiceContext, where: SQL, groupBy: SQL[] = []) {
  const day = sql<string>`to_char(${modelUsage.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return ctx.db
    .select({
      day,
      sceneId: modelUsage.sceneId,
      calls: sql<number>`count(*)::int`,
      inputTokens: sql<number>`coalesce(sum(${modelUsage.inputTokens}), 0)::int`,
      outputTokens: sql<number>`coalesce(sum(${modelUsage.outputTokens}), 0)::int`,
    })
    .from(modelUsage)
    .where(where)
    .groupBy(day, modelUsage.sceneId, ...groupBy)
    .orderBy(desc(day), modelUsage.sceneId);
}

const since = (ctx: ServiceContext, days: number) =>
  gte(modelUsage.createdAt, new Date(ctx.clock.now().getTime() - days * 24 * 60 * 60 * 1000));

/** Each scene's calls and tokens per day over the last `days` days (UTC days), newest first. */
export function usageByScene(
  ctx: ServiceContext,
  days: number,
): Promise<(DailyTokens & { sceneId: string })[]> {
  return dailyTokens(ctx, since(ctx, days));
}

/**
 * The calls and tokens per day of the scenes named, over the last `days` days (UTC days), newest
 * first: the admin Models page. Named scenes and a start time read model_usage_scene_idx, and the
 * answer has at most a row per scene and day.
 */
export function usageOfScenes(
  ctx: ServiceContext,
  sceneIds: readonly string[],
  days: number,
): Promise<(DailyTokens & { sceneId: string })[]> {
  if (sceneIds.length === 0) return Promise.resolve([]);
  return dailyTokens(ctx, and(inArray(modelUsage.sceneId, [...sceneIds]), since(ctx, days))!);
}

/** One user's calls and tokens per scene and day over the last `days` days, newest first. */
export function usageOfUser(
  ctx: ServiceContext,
  userId: number,
  days: number,
): Promise<(DailyTokens & { sceneId: string })[]> {
  return dailyTokens(ctx, and(eq(modelUsage.userId, userId), since(ctx, days))!);
}

/** An account being removed: its usage stays counted for its scenes, no longer tied to the person. */
export async function forgetPersonInUsage(tx: Transaction, userId: number): Promise<void> {
  await tx.update(modelUsage).set({ userId: null }).where(eq(modelUsage.userId, userId));
}
