import type { BotModelBounds, BotModelScene } from "@fable/contract";
import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { baseSceneOf } from "../../llm/bot-overrides.ts";
import type { UserContext } from "../../routing/user-context.ts";
import { modelScenes, sceneForUserChat } from "../chat/index.ts";
import { loadOwnBot } from "./bot-editor.service.ts";
import { bots } from "./bots.schema.ts";

/**
 * GET /ai/roleInfo/botModelBounds: what the editor shows beside a bot's model settings — the scene
 * that would answer its creator (the bot's pinned scene when their plan allows it, else their own
 * choice) and what that scene lets a bot override. Without a bot: the scene a new bot would get.
 */
export async function botModelBounds(ctx: UserContext, botId: number | undefined): Promise<BotModelBounds> {
  const modelSceneId = botId === undefined ? null : (await loadOwnBot(ctx, botId)).modelSceneId;
  const scene = baseSceneOf(await sceneForUserChat(ctx, ctx.userId, { modelSceneId, sampling: null }));
  return { scene: { id: scene.id, label: scene.label }, bounds: scene.botOverrides };
}

async function pinnedScene(ctx: ServiceContext, botId: number): Promise<BotModelScene> {
  const [bot] = await ctx.db.select({ modelSceneId: bots.modelSceneId }).from(bots).where(eq(bots.id, botId));
  if (!bot) throw AppError.notFound("CharacterMessages.botNotFound");
  return {
    botId: String(botId),
    sceneId: bot.modelSceneId,
    scenes: modelScenes(ctx.config).map((scene) => ({
      id: scene.id,
      label: scene.label,
      plans: scene.plans,
    })),
  };
}

/** GET /admin/bots/modelScene (admins): the scene the bot is pinned to and the scenes to choose from. */
export const botModelScene = (ctx: ServiceContext, botId: number) => pinnedScene(ctx, botId);

/**
 * POST /admin/bots/modelScene (admins): pins the bot to a configured scene, or unpins it (null). The
 * bot's row version changes with it, so chats with the bot use the scene from their next turn.
 */
export async function pinBotModelScene(
  ctx: ServiceContext,
  change: { botId: string; sceneId: string | null },
): Promise<BotModelScene> {
  const { sceneId } = change;
  if (sceneId !== null && !modelScenes(ctx.config).some((scene) => scene.id === sceneId))
    throw AppError.invalidInput("ModelSettingsMessages.unknownScene");
  const [updated] = await ctx.db
    .update(bots)
    .set({ modelSceneId: sceneId })
    .where(eq(bots.id, Number(change.botId)))
    .returning({ id: bots.id });
  if (!updated) throw AppError.notFound("CharacterMessages.botNotFound");
  return pinnedScene(ctx, updated.id);
}
