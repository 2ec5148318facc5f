import { call } from "./accounts.ts";
import { buildBot } from "./factories/bots.ts";
import { buildSession } from "./factories/sessions.ts";
import type { TestApp } from "./harness.ts";

/** Enters a chat through the API, as the reader would, so the greeting and chat count are the server's. */
async function enterDialogue(harness: TestApp, token: string, botId: string) {
  const entered = await call(harness.app, "POST", "/api/v1/chat/enterDialogueV2", { token, body: { botId } });
  return entered.result.dialogueId as string;
}

/** A new signed-in reader with an open dialogue with the catalogue's first bot. */
export async function openDialogue(harness: TestApp) {
  const reader = await buildSession(harness.database.db);
  const list = await call(harness.app, "POST", "/api/ai/roleInfo/queryBotInfo", { body: { limit: 1 } });
  const botId = String(list.result.list[0].id);
  return { reader, botId, dialogueId: await enterDialogue(harness, reader.token, botId) };
}

/**
 * A new reader's open dialogue with a new bot of another creator. The bot shows its definition, so
 * the reader may inspect prompts through debugPrompt.
 */
export async function openDialogueWithNewBot(harness: TestApp, bot: { name: string; greeting: string }) {
  const reader = await buildSession(harness.database.db);
  const created = await buildBot(harness.database.db, { ...bot, definitionVisible: true });
  const botId = String(created.id);
  return { reader, botId, dialogueId: await enterDialogue(harness, reader.token, botId) };
}
