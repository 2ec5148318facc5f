import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { openDialogue } from "../../../test/dialogues.ts";
import { createTestApp } from "../../../test/harness.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp({ env: { OFFLINE_MODEL_DELAY_MS: "0" } });
});
afterAll(() => harness.close());

/** A reader with a dialogue they wrote in, and calls made as that reader. */
async function readerWithChat() {
  const { reader, botId, dialogueId } = await openDialogue(harness);
  const post = (url: string, body: object) =>
    call(harness.app, "POST", `/api${url}`, { body, token: reader.token });
  const get = (url: string) => call(harness.app, "GET", `/api${url}`, { token: reader.token });
  return { botId, dialogueId, post, get };
}

describe("New chat (enterDialogueV2 with newChat)", () => {
  it("saves the chat it replaces, which stays listed with the bot and in Chats and opens with its messages", async () => {
    const { botId, dialogueId, post, get } = await readerWithChat();
    await post("/v1/chat/chat", { botId, dialogueId, content: "Remember the lighthouse." });

    const fresh = await post("/v1/chat/enterDialogueV2", { botId, newChat: true });
    expect(fresh.result.dialogueId).not.toBe(dialogueId);
    expect(fresh.result.previousChatSaved).toBe(true);
    expect(fresh.result.messages).toHaveLength(1);

    const saved = await get(`/v1/chat/savedChats?botId=${botId}`);
    expect(saved.result).toEqual([expect.objectContaining({ dialogueId, messageCount: 3 })]);
    const chats = await get("/v1/chat/getBotsWithChatting");
    expect(chats.result).toEqual([
      expect.objectContaining({ botId, dialogueId: fresh.result.dialogueId, savedChats: 1 }),
    ]);
    const reopened = await post("/v1/chat/enterDialogueV2", { botId, dialogueId });
    expect(reopened.result.messages.map((message: { content: string }) => message.content)).toContain(
      "Remember the lighthouse.",
    );
  });

  it("keeps every replaced chat when New chat is pressed again and again", async () => {
    const { botId, dialogueId, post, get } = await readerWithChat();
    await post("/v1/chat/chat", { botId, dialogueId, content: "First chat." });
    const second = await post("/v1/chat/enterDialogueV2", { botId, newChat: true });
    await post("/v1/chat/chat", { botId, dialogueId: second.result.dialogueId, content: "Second chat." });
    await post("/v1/chat/enterDialogueV2", { botId, newChat: true });
    const saved = (await get(`/v1/chat/savedChats?botId=${botId}`)).result as { dialogueId: string }[];
    expect(saved.map((chat) => chat.dialogueId).sort()).toEqual(
      [dialogueId, second.result.dialogueId].sort(),
    );
    expect((await get("/v1/chat/getBotsWithChatting")).result[0].savedChats).toBe(2);
  });

  it("keeps the newest chat reachable when an older saved one is opened and written in", async () => {
    const { botId, dialogueId, post, get } = await readerWithChat();
    await post("/v1/chat/chat", { botId, dialogueId, content: "The old chat." });
    const fresh = await post("/v1/chat/enterDialogueV2", { botId, newChat: true });
    await post("/v1/chat/chat", { botId, dialogueId: fresh.result.dialogueId, content: "The new chat." });
    // Back to the saved one, which becomes the latest once written in.
    await post("/v1/chat/enterDialogueV2", { botId, dialogueId });
    await post("/v1/chat/chat", { botId, dialogueId, content: "Back in the old chat." });
    const saved = (await get(`/v1/chat/savedChats?botId=${botId}`)).result as { dialogueId: string }[];
    expect(saved.map((chat) => chat.dialogueId)).toContain(fresh.result.dialogueId);
  });

  it("does not save a chat that holds only the greeting, and says so", async () => {
    const { botId, post, get } = await readerWithChat();
    const fresh = await post("/v1/chat/enterDialogueV2", { botId, newChat: true });
    expect(fresh.result.previousChatSaved).toBe(false);
    expect((await get(`/v1/chat/savedChats?botId=${botId}`)).result).toEqual([]);
    expect((await get("/v1/chat/getBotsWithChatting")).result[0].savedChats).toBe(0);
  });

  it("leaves entering an existing chat as it was: nothing is saved, nothing is said", async () => {
    const { botId, dialogueId, post, get } = await readerWithChat();
    await post("/v1/chat/chat", { botId, dialogueId, content: "Still here." });
    const entered = await post("/v1/chat/enterDialogueV2", { botId });
    expect(entered.result.dialogueId).toBe(dialogueId);
    expect(entered.result).not.toHaveProperty("previousChatSaved");
    expect((await get(`/v1/chat/savedChats?botId=${botId}`)).result).toEqual([]);
  });
});
