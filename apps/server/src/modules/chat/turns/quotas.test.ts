import { ChatMessages, ResponseCode } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { call } from "../../../../test/accounts.ts";
import { openDialogue } from "../../../../test/dialogues.ts";
import { createTestApp, movableClock } from "../../../../test/harness.ts";

async function openChat(env: Record<string, string>) {
  const clock = movableClock(new Date("2026-05-01T10:00:00Z"));
  const harness = await createTestApp({ clock, env: { OFFLINE_MODEL_DELAY_MS: "0", ...env } });
  const { reader, botId, dialogueId } = await openDialogue(harness);
  const post = (url: string, body: object) =>
    call(harness.app, "POST", `/api${url}`, { body, token: reader.token });
  const get = (url: string) => call(harness.app, "GET", `/api${url}`, { token: reader.token });
  return { harness, clock, botId, dialogueId, post, get };
}

describe("quotas of the free plan", () => {
  it("caps messages per minute with code 490 and the 'too frequently' message", async () => {
    const chat = await openChat({ MESSAGES_PER_MINUTE: "2" });
    try {
      const send = () =>
        chat.post("/v1/chat/chat", { botId: chat.botId, dialogueId: chat.dialogueId, content: "Hi" });
      expect((await send()).code).toBe(0);
      expect((await send()).code).toBe(0);
      expect((await chat.get("/v1/chat/checkCurrentMinuteChatCount")).result).toEqual({
        count: 2,
        limit: 2,
        allowed: false,
      });
      const refused = await send();
      expect(refused.code).toBe(ResponseCode.QUOTA_EXCEEDED);
      expect(refused.message).toBe(ChatMessages.tooFrequent);
      chat.clock.advance(61_000);
      expect((await send()).code).toBe(0);
    } finally {
      await chat.harness.close();
    }
  });

  it("limits regenerations and edits per day, and resets the next day", async () => {
    const chat = await openChat({ FREE_DAILY_REGENERATIONS: "1", FREE_DAILY_EDITS: "1" });
    try {
      const turn = await chat.post("/v1/chat/chat", {
        botId: chat.botId,
        dialogueId: chat.dialogueId,
        content: "Hello",
      });
      const msgId = turn.result.reply.msgId;
      expect((await chat.post("/v1/chat/regenerateChat", { dialogueId: chat.dialogueId, msgId })).code).toBe(
        0,
      );
      const second = await chat.post("/v1/chat/regenerateChat", { dialogueId: chat.dialogueId, msgId });
      expect(second.code).toBe(ResponseCode.QUOTA_EXCEEDED);
      expect(second.message).toBe(
        "You have used all of today's regenerations on your plan. Upgrade for more",
      );
      expect((await chat.get("/v1/chat/regen/bot/count")).result).toEqual({ used: 1, limit: 1 });

      const edit = () =>
        chat.post("/v1/chat/edit/bot/message", { dialogueId: chat.dialogueId, msgId, content: "Edited" });
      expect((await edit()).code).toBe(0);
      expect((await edit()).code).toBe(ResponseCode.QUOTA_EXCEEDED);

      chat.clock.advance(24 * 3600_000);
      expect((await chat.post("/v1/chat/regenerateChat", { dialogueId: chat.dialogueId, msgId })).code).toBe(
        0,
      );
    } finally {
      await chat.harness.close();
    }
  });

  it("QUOTAS=off lifts every limit", async () => {
    const chat = await openChat({ QUOTAS: "off", MESSAGES_PER_MINUTE: "1", FREE_DAILY_REGENERATIONS: "0" });
    try {
      for (let index = 0; index < 3; index += 1) {
        const sent = await chat.post("/v1/chat/chat", {
          botId: chat.botId,
          dialogueId: chat.dialogueId,
          content: `Hi ${index}`,
        });
        expect(sent.code).toBe(0);
      }
      const last = (await chat.post("/v1/chat/chatHistory", { dialogueId: chat.dialogueId, limit: 1 })).result
        .messages[0];
      expect(
        (await chat.post("/v1/chat/regenerateChat", { dialogueId: chat.dialogueId, msgId: last.msgId })).code,
      ).toBe(0);
      expect((await chat.get("/v1/chat/regen/bot/count")).result.limit).toBeNull();
    } finally {
      await chat.harness.close();
    }
  });
});

describe("input moderation", () => {
  it("flags adult words with the spec's message and stores nothing; adult content needs a paid plan and 18+", async () => {
    const chat = await openChat({});
    try {
      const flagged = await chat.post("/v1/chat/chat", {
        botId: chat.botId,
        dialogueId: chat.dialogueId,
        content: "you fuuuucking idiot",
      });
      expect(flagged.status).toBe(400);
      expect(flagged.message).toBe(ChatMessages.inputFlagged);
      expect((await chat.get(`/v1/chat/chatHistoryCount?dialogueId=${chat.dialogueId}`)).result).toBe(1);
      expect((await chat.post("/v1/chat/setNsfw", { enabled: true })).status).toBe(400);
      expect((await chat.post("/v1/chat/setNsfw", { enabled: true, confirmAdult: true })).code).toBe(
        ResponseCode.PLAN_REQUIRED,
      );
      expect(
        (
          await chat.post("/v1/chat/chat", {
            botId: chat.botId,
            dialogueId: chat.dialogueId,
            content: "What a classic assassin tale.",
          })
        ).code,
      ).toBe(0);
    } finally {
      await chat.harness.close();
    }
  });
});
