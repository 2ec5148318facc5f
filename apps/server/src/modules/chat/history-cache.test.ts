import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { openDialogueWithNewBot } from "../../../test/dialogues.ts";
import type { TestAccount } from "../../../test/factories/index.ts";
import { createTestApp } from "../../../test/harness.ts";
import { dialogues } from "./chat.schema.ts";
import { cachedHistory } from "./history-cache.ts";

// A turn takes the dialogue's recent messages from a cache that its own appends carry forward; any
// other change to a message (by this instance or another) must send the next turn to the database.
let harness: Awaited<ReturnType<typeof createTestApp>>;
let reader: TestAccount;
let botId: string;
let dialogueId: string;
beforeAll(async () => {
  harness = await createTestApp({ env: { OFFLINE_MODEL_DELAY_MS: "0" } });
  ({ reader, botId, dialogueId } = await openDialogueWithNewBot(harness, {
    name: "Corin Ashdown",
    greeting: "*looks up from the forge* Need a blade, {{user}}?",
  }));
});
afterAll(() => harness.close());

const post = (url: string, body: object) =>
  call(harness.app, "POST", `/api${url}`, { body, token: reader.token });

const send = async (content: string) => {
  const sent = await post("/v1/chat/chat", { botId, dialogueId, content });
  expect(sent.code).toBe(0);
  return sent.result.reply as { msgId: string; content: string };
};

/** The prompt's conversation as the next turn would send it. */
const promptMessages = async () =>
  ((await post("/v1/chat/debugPrompt", { dialogueId })).result.messages as { content: string }[]).map(
    (message) => message.content,
  );

const revision = async () => {
  const [row] = await harness.database.db
    .select({ revision: dialogues.historyRevision })
    .from(dialogues)
    .where(eq(dialogues.id, Number(dialogueId)));
  return row!.revision;
};

describe("the history cache of chat turns", () => {
  it("follows the turns' own messages, so a running conversation is not read again", async () => {
    await send("Show me your finest sword.");
    const reply = await send("And a scabbard to match.");
    const cached = cachedHistory(harness.database.db, Number(dialogueId), await revision());
    expect(cached?.history.map((row) => row.text).slice(-2)).toEqual([
      "And a scabbard to match.",
      reply.content,
    ]);
  });

  it("serves an edited message as edited on the next turn", async () => {
    const reply = await send("What is it made of?");
    const edited = await post("/v1/chat/edit/bot/message", {
      dialogueId,
      msgId: reply.msgId,
      content: "Star-iron, folded nine times.",
    });
    expect(edited.code).toBe(0);
    expect(await promptMessages()).toContain("Star-iron, folded nine times.");
    expect(await promptMessages()).not.toContain(reply.content);
  });

  it("serves a change written by someone else (another instance) on the next turn", async () => {
    const reply = await send("How much?");
    await promptMessages();
    expect(cachedHistory(harness.database.db, Number(dialogueId), await revision())).toBeDefined();
    await harness.database.db.execute(
      sql`update chat_messages set swipes = array['Forty crowns, no haggling.'] where id = ${Number(reply.msgId)}`,
    );
    expect(await promptMessages()).toContain("Forty crowns, no haggling.");
    const next = await send("Thirty?");
    expect(await promptMessages()).toEqual(
      expect.arrayContaining(["Forty crowns, no haggling.", next.content]),
    );
  });

  it("drops deleted messages from the next prompt", async () => {
    const reply = await send("I'll think about it.");
    const deleted = await post("/v1/chat/delete/bot/message", { dialogueId, msgId: reply.msgId });
    expect(deleted.code).toBe(0);
    expect(await promptMessages()).not.toContain(reply.content);
  });
});
