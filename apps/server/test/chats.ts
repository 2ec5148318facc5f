import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { call } from "./accounts.ts";

/** Chats made through the real API, as users make them (the bot answers each line). */

export interface ShownMessage {
  msgId: string;
  role: "user" | "bot";
  content: string;
}

/** The whole dialogue, oldest first, as its owner sees it. */
export async function dialogueMessages(
  app: FastifyInstance,
  token: string,
  dialogueId: string,
): Promise<ShownMessage[]> {
  const history = await call(app, "POST", "/api/v1/chat/chatHistory", {
    token,
    body: { dialogueId, limit: 100 },
  });
  expect(history.code, history.message).toBe(0);
  return (history.result.messages as ShownMessage[])
    .map(({ msgId, role, content }) => ({ msgId, role, content }))
    .reverse();
}

/** Opens a new dialogue with the bot and sends each line (the bot answers each one). */
export async function chatWith(app: FastifyInstance, token: string, botId: string, lines: string[]) {
  const entered = await call(app, "POST", "/api/v1/chat/enterDialogueV2", {
    token,
    body: { botId, newChat: true },
  });
  expect(entered.code, entered.message).toBe(0);
  const dialogueId: string = entered.result.dialogueId;
  for (const content of lines) {
    const sent = await call(app, "POST", "/api/v1/chat/chat", {
      token,
      body: { botId, dialogueId, content },
    });
    expect(sent.code, sent.message).toBe(0);
  }
  return { dialogueId, messages: await dialogueMessages(app, token, dialogueId) };
}
