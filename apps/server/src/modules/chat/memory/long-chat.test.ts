import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../../test/accounts.ts";
import { buildSession } from "../../../../test/factories/index.ts";
import { createTestApp } from "../../../../test/harness.ts";
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

    // Enough that the first facts overflow the window whatever the length of the reader's generated name.
    const facts = [
      "My sister is called Juniper and she keeps bees.",
      "I was born in a lighthouse on the northern coast.",
      "My favourite food is plum dumplings.",
      "I once crossed the desert on a camel named Biscuit.",
      "I am afraid of thunderstorms.",
      "I collect old maps of imaginary islands.",
      "Tomorrow I start a new job at the observatory.",
      "My cat sleeps on the piano every afternoon.",
      "I learned to sail when I was nine.",
      "I keep a diary written in green ink.",
      "My grandfather built clocks that ran backwards.",
      "I have never seen snow.",
      "On Sundays I bake rye bread for the neighbours.",
      "My first word was lantern.",
    ];
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
