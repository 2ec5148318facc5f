import type { MyBot } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { applySavedBot } from "./myBots";

const bot = (botId: string, extra: Partial<MyBot> = {}): MyBot => ({
  botId,
  botName: `Bot ${botId}`,
  characterName: "",
  intro: "",
  avatar: "",
  visibility: "public",
  reviewStatus: "approved",
  reviewReason: null,
  needsGreeting: false,
  chats: 0,
  likes: 0,
  updatedAt: "2025-01-01T00:00:00.000Z",
  botType: 1,
  storyTitle: null,
  ...extra,
});

describe("applySavedBot", () => {
  it("updates only the saved bot's visibility and review state", () => {
    const list = [bot("1"), bot("2", { visibility: "private" })];
    const next = applySavedBot(list, {
      botId: "2",
      botName: "Bot 2",
      avatar: "",
      visibility: "public",
      reviewStatus: "pending",
    });
    expect(next?.[0]).toBe(list[0]);
    expect(next?.[1]).toMatchObject({ visibility: "public", reviewStatus: "pending", reviewReason: null });
  });

  it("drops an old rejection reason once the bot leaves the rejected state", () => {
    const list = [bot("1", { reviewStatus: "rejected", reviewReason: "Too violent" })];
    const saved = {
      botId: "1",
      botName: "Bot 1",
      avatar: "",
      visibility: "private",
      reviewStatus: "approved",
    } as const;
    expect(applySavedBot(list, saved)?.[0]?.reviewReason).toBeNull();
    const stillRejected = { ...saved, reviewStatus: "rejected" } as const;
    expect(applySavedBot(list, stillRejected)?.[0]?.reviewReason).toBe("Too violent");
  });

  it("leaves an empty cache empty", () => {
    expect(
      applySavedBot(undefined, {
        botId: "1",
        botName: "",
        avatar: "",
        visibility: "private",
        reviewStatus: "approved",
      }),
    ).toBeUndefined();
  });
});
