import { ResponseCode } from "@fable/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../../test/accounts.ts";
import { openDialogueWithNewBot } from "../../../../test/dialogues.ts";
import { buildSession, type TestAccount } from "../../../../test/factories/index.ts";
import { createTestApp } from "../../../../test/harness.ts";
import { turnContextCache } from "./turn-context-cache.ts";

// A turn takes its dialogue, account, persona and bot version from a cache (PGlite) that database
// triggers keep current. Every change below is written with plain SQL, as another code path would,
// and the very next turn must see it. On PostgreSQL there is no cache and the same answers come
// from the database.
let harness: Awaited<ReturnType<typeof createTestApp>>;
let reader: TestAccount;
let botId: string;
let dialogueId: string;
beforeAll(async () => {
  harness = await createTestApp({ env: { OFFLINE_MODEL_DELAY_MS: "0" } });
  ({ reader, botId, dialogueId } = await openDialogueWithNewBot(harness, {
    name: "Mira Vell",
    greeting: "*shuffles a deck of cards* Pick one, {{user}}.",
  }));
});
afterAll(() => harness.close());

const post = (url: string, body: object, token: string) =>
  call(harness.app, "POST", `/api${url}`, { body, token });

const send = async (content: string) => {
  const sent = await post("/v1/chat/chat", { botId, dialogueId, content }, reader.token);
  expect(sent.code).toBe(0);
};

/** The system message the next turn would send: it carries the persona, memory and character. */
const systemPrompt = async () => {
  const debug = await post("/v1/chat/debugPrompt", { dialogueId }, reader.token);
  expect(debug.code).toBe(0);
  return (debug.result.messages as { content: string }[])[0]!.content;
};

const execute = (query: ReturnType<typeof sql>) => harness.database.db.execute(query);
const cached = () => turnContextCache(harness.database.db)?.get(Number(dialogueId), Number(reader.user.id));
const onPglite = !process.env.DATABASE_URL;

describe("the turn-context cache", () => {
  it.runIf(onPglite)("keeps a chatted dialogue current through its own messages", async () => {
    await send("Which card is mine?");
    const before = cached();
    expect(before).toBeDefined();
    await send("The queen of knives?");
    // The two new messages moved the dialogue on; the announced row replaced the cached one.
    expect(cached()!.dialogue.nextSeq).toBe(before!.dialogue.nextSeq + 2);
    expect(cached()!.dialogue.historyRevision).toBeGreaterThan(before!.dialogue.historyRevision);
  });

  it("serves a custom memory written elsewhere on the next turn", async () => {
    await systemPrompt();
    await execute(
      sql`update dialogues set custom_memory = 'Mira owes the reader a favour.' where id = ${Number(dialogueId)}`,
    );
    expect(await systemPrompt()).toContain("Mira owes the reader a favour.");
  });

  it("serves a renamed persona and a renamed account on the next turn", async () => {
    const saved = await post(
      "/mask/saveMask",
      { name: "Tamsin", description: "A sailor who never bets." },
      reader.token,
    );
    expect(saved.code).toBe(0);
    const maskId = saved.result.maskId;
    expect((await post("/mask/setMask", { dialogueId, maskId }, reader.token)).code).toBe(0);
    expect(await systemPrompt()).toContain("A sailor who never bets.");
    await execute(
      sql`update masks set description = 'A sailor who bets on everything.' where id = ${Number(maskId)}`,
    );
    expect(await systemPrompt()).toContain("A sailor who bets on everything.");
    await execute(sql`delete from masks where id = ${Number(maskId)}`);
    expect(await systemPrompt()).not.toContain("A sailor who bets");
    await execute(sql`update users set user_name = 'Quillon Marsh' where id = ${Number(reader.user.id)}`);
    expect(await systemPrompt()).toContain("Quillon Marsh");
  });

  it("answers 'bot unavailable' on the next turn after the bot is made private", async () => {
    await systemPrompt();
    await execute(sql`update bots set visibility = 'private' where id = ${Number(botId)}`);
    const refused = await post("/v1/chat/debugPrompt", { dialogueId }, reader.token);
    expect(refused.code).toBe(ResponseCode.BOT_UNAVAILABLE);
    await execute(sql`update bots set visibility = 'public' where id = ${Number(botId)}`);
    expect((await post("/v1/chat/debugPrompt", { dialogueId }, reader.token)).code).toBe(0);
  });

  it("never hands one user's cached dialogue to another", async () => {
    await systemPrompt();
    const other = await buildSession(harness.database.db);
    const refused = await post("/v1/chat/streamChat", { botId, dialogueId, content: "hi" }, other.token);
    expect(refused.code).not.toBe(0);
    expect(refused.result).toBeFalsy();
  });

  it("answers 'dialogue id is invalid' once the dialogue is gone", async () => {
    await systemPrompt();
    await execute(sql`delete from chat_messages where dialogue_id = ${Number(dialogueId)}`);
    await execute(sql`delete from dialogues where id = ${Number(dialogueId)}`);
    const refused = await post("/v1/chat/debugPrompt", { dialogueId }, reader.token);
    expect(refused.code).not.toBe(0);
    expect(refused.message).toMatch(/dialogue id is invalid/i);
  });
});
