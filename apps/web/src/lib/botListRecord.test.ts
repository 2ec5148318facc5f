import type { BotListRecord } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { botListRecordCard } from "./botListRecord";
import { chatPath } from "./paths";

const record: BotListRecord = {
  id: "42",
  characterName: "Luna",
  botName: "Luna the Moon Witch",
  storyName: "",
  botType: 1,
  botCanStory: false,
  isStoryBot: false,
  introduce: "A witch who reads the tides.",
  topGuide: "",
  personalityList: ["calm"],
  avatar: "/uploads/luna.webp",
  avatarBase: "",
  avatarBorder: "",
  backgroundUrl: "",
  botChats: 1234,
  botLikes: 56,
  canImage: false,
  isNew: true,
  createUsername: "mira",
  isAdsLocked: false,
};

describe("botListRecordCard", () => {
  it("maps the record's id, intro and counts onto the card", () => {
    expect(botListRecordCard(record)).toEqual({
      botId: "42",
      botName: "Luna the Moon Witch",
      characterName: "Luna",
      botDesc: "A witch who reads the tides.",
      avatar: "/uploads/luna.webp",
      chats: 1234,
      likes: 56,
      isNew: true,
      activityTag: null,
    });
  });

  it("links to the bot's chat", () => {
    expect(chatPath(botListRecordCard(record))).toBe("/chat/42-Luna%20the%20Moon%20Witch");
  });
});
