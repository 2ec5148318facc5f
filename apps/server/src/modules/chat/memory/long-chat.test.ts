import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../../test/accounts.ts";
import { buildSession } from "../../../../test/factories/index.ts";
import { createTestApp } from "../../../../test/harness.ts";
import { LONG_CHAT_FACTS } from "../../../../test/long-chat-facts.ts";
import { bots } from "../../bots/bots.schema.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // A tiny context window, so a dozen messages overflow it.
  harness = await createTestApp({
    env: {
      OFFLINE_MODEL_DELAY_MS: "0",
      QUOTAS: "off",
      LLM_CONTEXT_WINDOW: "1024",
      LLM_MAX_REPLY_TOKENS: "128",
    },
  });
});
afterAll(() => harness.close());

describe("a long chat", () => {
  it("condenses the messages that no longer fit into the dialogue's summary, and keeps answering", async () => {
    const reader = await buildSession(harness.database.db);
    const post = (url: string, body: object) =>
      call(harness.app, "POST", `/api${url}`, { body, token: reader.token });
    const list = await call(harness.app, "POST", "/api/ai/roleInfo/queryBotInfo", { body: { limit: 1 } });
    const botId = String(list.result.list[0].id);
    // The summary is read through debugPrompt, which shows the prompt only when the definition is shown.
    await harness.database.db
      .update(bots)
      .set({ definitionVisible: true })
      .where(eq(bots.id, Number(botId)));
    const { dialogueId } = (await post("/v1/chat/enterDialogueV2", { botId })).result;

    const facts = LONG_CHAT_FACTS;
    for (const fact of facts)
      expect((await post("/v1/chat/chat", { botId, dialogueId, content: fact })).code).toBe(0);

    const memory = (await post("/memory/custom/get", { dialogueId })).result;
    expect(memory.summary).toContain("My sister is called Juniper and she keeps bees.");
    const debug = (await post("/v1/chat/debugPrompt", { dialogueId })).result;
    expect(debug.historyDropped).toBeGreaterThan(0);
    // What fell out of the window is still in the prompt, as memory.
    expect(debug.messages[0].content).toContain("Juniper");
    expect(debug.totalTokens).toBeLessThanOrEqual(debug.budget);
  });
});
