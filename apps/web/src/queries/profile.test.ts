import type { ProfileBot, ProfileBotPage } from "@fable/contract";
import type { InfiniteData } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { applyPin } from "./profile";

const bot = (botId: string, pinned: boolean) => ({ botId, pinned }) as ProfileBot;
const pages = (...lists: ProfileBot[][]): InfiniteData<ProfileBotPage> => ({
  pageParams: lists.map((_, index) => index + 1),
  pages: lists.map((list, index) => ({ page: index + 1, limit: 2, total: 3, list })),
});

describe("applyPin", () => {
  it("changes only the pinned flag of the bot the server answered for, on any page", () => {
    const data = pages([bot("1", true), bot("2", false)], [bot("3", false)]);
    const next = applyPin(data, { botId: "3", pinned: true, pinnedCount: 2 })!;
    expect(next.pages.flatMap((page) => page.list.map((item) => [item.botId, item.pinned]))).toEqual([
      ["1", true],
      ["2", false],
      ["3", true],
    ]);
    expect(data.pages[1]!.list[0]!.pinned).toBe(false);
  });

  it("leaves an empty cache alone", () => {
    expect(applyPin(undefined, { botId: "1", pinned: false, pinnedCount: 0 })).toBeUndefined();
  });
});
