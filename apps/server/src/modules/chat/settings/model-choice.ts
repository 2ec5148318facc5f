import type { BotSampling } from "@fable/contract";
import { ResponseCode } from "@fable/contract";
import { eq } from "drizzle-orm";
import type { Config } from "../../../config.ts";
import type { ServiceContext } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { sceneForBot } from "../../../llm/bot-overrides.ts";
import { defaultScene, loadModelScenes, type ModelScene, scenesForPlan } from "../../../llm/registry.ts";
import { users } from "../../users/users.schema.ts";

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

/** The plan a user's quotas and models follow (billing will add more than free and vip). */
export const planOf = (vipEnum: string) => (vipEnum === "FREE" ? "free" : "vip");

/** The plan of a user, read from their account. */
export async function userPlan(ctx: ServiceContext, userId: number): Promise<"free" | "vip"> {
  const [user] = await ctx.db.select({ vipEnum: users.vipEnum }).from(users).where(eq(users.id, userId));
  return planOf(user?.vipEnum ?? "FREE");
}

/** The scene answering this user: their choice when their plan still allows it, else the default. */
export async function sceneForUser(ctx: ServiceContext, userId: number): Promise<ModelScene> {
  const [user] = await ctx.db
    .select({ modelSceneId: users.modelSceneId, vipEnum: users.vipEnum })
    .from(users)
    .where(eq(users.id, userId));
  return sceneForAccount(ctx.config, user ?? VISITOR_ACCOUNT);
}

type Account = { modelSceneId: string | null; vipEnum: string };
/** What a bot says about the model answering it: the scene an admin pinned it to, its creator's overrides. */
export type BotModelSettings = { modelSceneId: string | null; sampling: BotSampling | null };

/** A visitor chats as a free account that chose nothing. */
export const VISITOR_ACCOUNT: Account = { modelSceneId: null, vipEnum: "FREE" };

/** The account's choice among the scenes its plan allows, else the default. */
const chosenScene = (allowed: ModelScene[], account: Account) =>
  allowed.find((scene) => scene.id === account.modelSceneId) ?? defaultScene(allowed);

/** sceneForUser for account fields already read (the chat turn reads them with the dialogue). */
export function sceneForAccount(config: Config, account: Account) {
  return chosenScene(scenesForPlan(modelScenes(config), planOf(account.vipEnum)), account);
}

/**
 * The scene answering an account in a chat with `bot`: the scene the bot is pinned to when the
 * account's plan allows it, else the account's own choice, else the default — with the bot's
 * overrides applied within that scene's bounds. The turn already holds the bot's row: no query.
 */
export function sceneForChat(config: Config, account: Account, bot: BotModelSettings): ModelScene {
  const allowed = scenesForPlan(modelScenes(config), planOf(account.vipEnum));
  const pinned =
    bot.modelSceneId === null ? undefined : allowed.find((scene) => scene.id === bot.modelSceneId);
  return sceneForBot(pinned ?? chosenScene(allowed, account), bot.sampling);
}

/** sceneForChat for a user whose account is not read yet. */
export async function sceneForUserChat(ctx: ServiceContext, userId: number, bot: BotModelSettings) {
  const [user] = await ctx.db
    .select({ modelSceneId: users.modelSceneId, vipEnum: users.vipEnum })
    .from(users)
    .where(eq(users.id, userId));
  return sceneForChat(ctx.config, user ?? VISITOR_ACCOUNT, bot);
}

export const sceneSummary = (scene: ModelScene) => ({
  id: scene.id,
  label: scene.label,
  offline: scene.provider === "offline",
});

/** GET /model/scene/getModelSceneInfo: every scene, whether the user's plan allows it, and the one in use. */
export async function modelSceneInfo(ctx: ServiceContext, userId: number) {
  const allowed = new Set(
    scenesForPlan(modelScenes(ctx.config), await userPlan(ctx, userId)).map((scene) => scene.id),
  );
  const selected = await sceneForUser(ctx, userId);
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
  if (!scene.available) throw new AppError(ResponseCode.QUOTA_EXCEEDED, "ChatMessages.modelNeedsUpgrade");
  await ctx.db.update(users).set({ modelSceneId: sceneId }).where(eq(users.id, userId));
  return { ...info, selected: sceneId };
}
