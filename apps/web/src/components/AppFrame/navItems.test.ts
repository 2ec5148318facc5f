import { describe, expect, it } from "vitest";
import { visibleNavItems } from "./navItems";

describe("visibleNavItems", () => {
  it("lists the spec order and hides My Bots from visitors", () => {
    expect(visibleNavItems(false).map((item) => item.id)).toEqual([
      "home",
      "novel",
      "chats",
      "search",
      "joybook",
      "toolkit",
      "leaderboard",
    ]);
    expect(visibleNavItems(true).map((item) => item.id)).toContain("myBots");
  });
});
