import type { FastifyInstance } from "fastify";
import { call, signUp } from "./accounts.ts";

/** A new signed-in reader with an open dialogue with the catalogue's first bot. */
export async function openDialogue(app: FastifyInstance) {
  const reader = await signUp(app);
  const list = await call(app, "POST", "/api/ai/roleInfo/queryBotInfo", { body: { limit: 1 } });
  const botId = String(list.result.list[0].id);
  const entered = await call(app, "POST", "/api/v1/chat/enterDialogueV2", {
    token: reader.token,
    body: { botId },
  });
  return { reader, botId, dialogueId: entered.result.dialogueId as string };
}

/**
 * A new reader's open dialogue with a new bot of another creator. The bot shows its definition, so
 * the reader may inspect prompts through debugPrompt.
 */
export async function openDialogueWithNewBot(app: FastifyInstance, bot: { name: string; greeting: string }) {
  const reader = await signUp(app);
  const creator = await signUp(app);
  const created = await call(app, "POST", "/api/ai/roleInfo/addBotV2", {
    token: creator.token,
    body: { ...bot, definitionVisible: true },
  });
  const botId = created.result.botId as string;
  const entered = await call(app, "POST", "/api/v1/chat/enterDialogueV2", {
    token: reader.token,
    body: { botId },
  });
  return { reader, botId, dialogueId: entered.result.dialogueId as string };
}
