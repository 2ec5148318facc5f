import type { BotSampling } from "@fable/contract";
import { ResponseCode } from "@fable/contract";
import { eq } from "drizzle-orm";
import type { Config } from "../../../config.ts";
import type { ServiceContext } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { sceneForBot } from "../../../llm/bot-overrides.ts";
import { defaultScene, loadModelScenes, type ModelScene, scenesForPlan } from "../../../llm/registry.ts";
import { entitlementsOf } from "../../plans/index.ts";
import { effectiveVipEnum, users } from "../../users/users.schema.ts";

/** Scenes are read from config (and MODELS_FILE) once per configuration. */
const scenesByConfig = new WeakMap<Config, ModelScene[]>();

export function modelScenes(config: Config): ModelScene[] {
  let scenes = scenesByConfig.get(config);
  if (!scenes) {
    scenes = loadModelScenes(config);
    scenesByConfig.set(config, scenes);
  }
  return scenes;
}

type PlanReader = Pick<ServiceContext, "config" | "clock">;

/**
 * The plan the models file's `plans:` lists are matched against: the account's plan when it grants the
 * faster (reserved) scenes, else free — so an ended membership or a plan without them gets free scenes.
 */
function scenePlan(ctx: PlanReader, account: Account): string {
  const vipEnum = effectiveVipEnum(account, ctx.clock.now());
  return entitlementsOf(ctx, vipEnum).fasterReplies ? vipEnum : "FREE";
}

const allowedScenes = (ctx: PlanReader, account: Account) =>
  scenesForPlan(modelScenes(ctx.config), scenePlan(ctx, account));

/** The account fields a scene choice reads. */
const accountColumns = { modelSceneId: users.modelSceneId, vipEnum: users.vipEnum, vipUntil: users.vipUntil };

async function readAccount(ctx: ServiceContext, userId: number): Promise<Account> {
  const [user] = await ctx.db.select(accountColumns).from(users).where(eq(users.id, userId));
  return user ?? VISITOR_ACCOUNT;
}

/** The scene answering this user: their choice when their plan still allows it, else the default. */
export async function sceneForUser(ctx: ServiceContext, userId: number): Promise<ModelScene> {
  const account = await readAccount(ctx, userId);
  return chosenScene(allowedScenes(ctx, account), account);
}

type Account = { modelSceneId: string | null; vipEnum: string; vipUntil: Date | null };
/** What a bot says about the model answering it: the scene an admin pinned it to, its creator's overrides. */
export type BotModelSettings = { modelSceneId: string | null; sampling: BotSampling | null };

/** A visitor chats as a free account that chose nothing. */
export const VISITOR_ACCOUNT: Account = { modelSceneId: null, vipEnum: "FREE", vipUntil: null };

/** The account's choice among the scenes its plan allows, else the default. */
const chosenScene = (allowed: ModelScene[], account: Account) =>
  allowed.find((scene) => scene.id === account.modelSceneId) ?? defaultScene(allowed);

/**
 * The scene answering an account in a chat with `bot`: the scene the bot is pinned to when the
 * account's plan allows it, else the account's own choice, else the default — with the bot's
 * overrides applied within that scene's bounds. The turn already holds the bot's row: no query.
 */
export function sceneForChat(ctx: PlanReader, account: Account, bot: BotModelSettings): ModelScene {
  const allowed = allowedScenes(ctx, account);
  const pinned =
    bot.modelSceneId === null ? undefined : allowed.find((scene) => scene.id === bot.modelSceneId);
  return sceneForBot(pinned ?? chosenScene(allowed, account), bot.sampling);
}

/** sceneForChat for a user whose account is not read yet. */
export async function sceneForUserChat(ctx: ServiceContext, userId: number, bot: BotModelSettings) {
  return sceneForChat(ctx, await readAccount(ctx, userId), bot);
}

export const sceneSummary = (scene: ModelScene) => ({
  id: scene.id,
  label: scene.label,
  offline: scene.provider === "offline",
});

/** GET /model/scene/getModelSceneInfo: every scene, whether the user's plan allows it, and the one in use. */
export async function modelSceneInfo(ctx: ServiceContext, userId: number) {
  const account = await readAccount(ctx, userId);
  const allowed = new Set(allowedScenes(ctx, account).map((scene) => scene.id));
  const selected = chosenScene(allowedScenes(ctx, account), account);
  return {
    scenes: modelScenes(ctx.config).map((scene) => ({
      ...sceneSummary(scene),
      contextWindow: scene.contextWindow,
      maxReplyTokens: scene.maxReplyTokens,
      available: allowed.has(scene.id),
    })),
    selected: selected.id,
  };
}

/** POST /model/scene/chooseModelScene: only scenes the user's plan allows. */
export async function chooseModelScene(ctx: ServiceContext, userId: number, sceneId: string) {
  const info = await modelSceneInfo(ctx, userId);
  const scene = info.scenes.find((candidate) => candidate.id === sceneId);
  if (!scene) throw AppError.invalidInput("ChatMessages.noSuchModel");
  if (!scene.available) throw new AppError(ResponseCode.PLAN_REQUIRED, "ChatMessages.modelNeedsUpgrade");
  await ctx.db.update(users).set({ modelSceneId: sceneId }).where(eq(users.id, userId));
  return { ...info, selected: sceneId };
}
