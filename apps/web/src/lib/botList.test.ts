import type { BotListRecord } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { botCardOf } from "./botList";

const record: BotListRecord = {
  id: "12",
  characterName: "Mira",
  botName: "Mira the Cartographer",
  storyName: "",
  botType: 1,
  botCanStory: false,
  isStoryBot: false,
  introduce: "Maps the unmapped.",
  topGuide: "",
  personalityList: ["curious"],
  avatar: "/uploads/mira.webp",
  avatarBase: "",
  avatarBorder: "",
  backgroundUrl: "",
  botChats: 1200,
  botLikes: 30,
  canImage: true,
  isNew: true,
  createUsername: "inkwell",
  isAdsLocked: false,
};

describe("botCardOf", () => {
  it("maps a list record onto the card fields", () => {
    expect(botCardOf(record)).toMatchObject({
      botId: "12",
      botName: "Mira the Cartographer",
      characterName: "Mira",
      botDesc: "Maps the unmapped.",
      avatar: "/uploads/mira.webp",
      chats: 1200,
      likes: 30,
      isNew: true,
      isStoryBot: false,
      activityTag: null,
    });
  });

  it("marks story bots (type 2)", () => {
    expect(botCardOf({ ...record, botType: 2, isStoryBot: true })).toMatchObject({
      isStoryBot: true,
      botType: 2,
    });
  });
});
