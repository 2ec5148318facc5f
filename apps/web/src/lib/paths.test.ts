import { describe, expect, it } from "vitest";
import { activityPath, chatPath, leadingId, novelPath, profilePath } from "./paths";

describe("paths", () => {
  it("builds the chat path with an encoded name", () => {
    expect(chatPath({ botId: "b1", botName: "Luna" })).toBe("/chat/b1-Luna");
    expect(chatPath({ botId: "b1", botName: "Dark Knight/2" })).toBe("/chat/b1-Dark%20Knight%2F2");
    expect(chatPath({ botId: "b1", botName: "  " })).toBe("/chat/b1");
    expect(chatPath({ botId: "b1", botName: "小明" })).toBe("/chat/b1-%E5%B0%8F%E6%98%8E");
  });

  it("builds creator, novel and activity paths", () => {
    expect(profilePath({ userId: "12", userName: "Ann Lee" })).toBe("/profile/12-Ann%20Lee");
    expect(profilePath({ userId: "12", userName: " " })).toBe("/profile/12");
    expect(novelPath({ id: "n1", botName: "Eldoria", opensInReader: false })).toBe(
      "/AI-novels/detail/n1-Eldoria",
    );
    expect(novelPath({ id: "n1", botName: "Eldoria", opensInReader: true })).toBe(
      "/AI-novels/read/n1-Eldoria",
    );
    expect(novelPath({ id: "n1", botName: "Eldoria", opensInReader: true }, "detail")).toBe(
      "/AI-novels/detail/n1-Eldoria",
    );
    expect(activityPath({ id: "a1", tagName: "Halloween Night" })).toBe("/activity/a1-Halloween%20Night");
  });

  it("reads the id at the head of {id} and {id}-{name} segments", () => {
    expect(leadingId("42")).toBe("42");
    expect(leadingId("42-Ann Lee")).toBe("42");
    expect(leadingId("42-a-b-c")).toBe("42");
    expect(leadingId("42-line\nbreak")).toBe("42");
    expect(leadingId("mira-voss")).toBeNull();
    expect(leadingId("42abc")).toBeNull();
    expect(leadingId("")).toBeNull();
    expect(leadingId(undefined)).toBeNull();
    expect(leadingId("1234567890123456789")).toBeNull();
  });
});
