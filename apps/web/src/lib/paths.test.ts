import { describe, expect, it } from "vitest";
import { activityPath, chatPath, creatorPath, novelPath, profilePath } from "./paths";

describe("paths", () => {
  it("builds the chat path with an encoded name", () => {
    expect(chatPath({ botId: "b1", botName: "Luna" })).toBe("/chat/b1-Luna");
    expect(chatPath({ botId: "b1", botName: "Dark Knight/2" })).toBe("/chat/b1-Dark%20Knight%2F2");
    expect(chatPath({ botId: "b1", botName: "  " })).toBe("/chat/b1");
    expect(chatPath({ botId: "b1", botName: "小明" })).toBe("/chat/b1-%E5%B0%8F%E6%98%8E");
  });

  it("builds creator, novel and activity paths", () => {
    expect(creatorPath({ userId: "u1", userSlug: "u1-ann" })).toBe("/profile/u1-ann");
    expect(creatorPath({ userId: "u1", userSlug: "" })).toBe("/profile/u1");
    expect(novelPath({ id: "n1", characterName: "Eldoria" })).toBe("/AI-novels/detail/n1-Eldoria");
    expect(activityPath({ id: "a1", tagName: "Halloween Night" })).toBe("/activity/a1-Halloween%20Night");
  });

  it("builds the profile path from the id and an encoded name", () => {
    expect(profilePath({ userId: "7", userName: "Ann Lee" })).toBe("/profile/7-Ann%20Lee");
    expect(profilePath({ userId: "7", userName: " " })).toBe("/profile/7");
  });
});
