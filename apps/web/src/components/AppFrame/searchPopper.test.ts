import type { BotListRecord } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { moveActive, popperItems, popperSections } from "./searchPopper";

const bot = (id: string) => ({ id, botName: `Bot ${id}` }) as BotListRecord;
const queries = (count: number) => Array.from({ length: count }, (_, index) => ({ query: `q${index}` }));

describe("popperSections", () => {
  it("shows up to 6 recent and 6 popular searches when the box is empty", () => {
    const sections = popperSections({ text: "", recent: queries(8), popular: queries(10), live: null });
    expect(sections.map((section) => [section.id, section.items.length])).toEqual([
      ["recent", 6],
      ["popular", 6],
    ]);
    expect(sections[0]!.items[0]).toEqual({ kind: "recent", query: "q0" });
  });

  it("leaves out empty sections (visitors have no recent searches)", () => {
    const sections = popperSections({ text: "", recent: [], popular: queries(2), live: null });
    expect(sections.map((section) => section.id)).toEqual(["popular"]);
  });

  it("shows up to 5 live results and 'see more' when the text finds more", () => {
    const live = { text: "luna", list: [1, 2, 3, 4, 5].map((n) => bot(String(n))), total: 9 };
    const items = popperItems(popperSections({ text: "luna", recent: queries(3), popular: [], live }));
    expect(items.map((item) => item.kind)).toEqual([
      "result",
      "result",
      "result",
      "result",
      "result",
      "more",
    ]);
    expect(items[5]).toEqual({ kind: "more", text: "luna" });
  });

  it("has no 'see more' when every match is shown", () => {
    const live = { text: "luna", list: [bot("1"), bot("2")], total: 2 };
    const items = popperItems(popperSections({ text: "luna", recent: [], popular: [], live }));
    expect(items.map((item) => item.kind)).toEqual(["result", "result"]);
  });

  it("invites creating a bot when nothing matched", () => {
    const live = { text: "zzz", list: [], total: 0 };
    expect(popperItems(popperSections({ text: "zzz", recent: [], popular: [], live }))).toEqual([
      { kind: "create" },
    ]);
  });

  it("offers nothing, not even 'create', when the search failed", () => {
    const live = { text: "luna", list: [], total: 0, failed: true };
    expect(popperItems(popperSections({ text: "luna", recent: [], popular: [], live }))).toEqual([]);
  });

  it("never shows the results of an older text while the new one is searched", () => {
    const live = { text: "lu", list: [bot("1")], total: 1 };
    const sections = popperSections({ text: "luna", recent: [], popular: [], live });
    expect(sections).toEqual([{ id: "results", items: [] }]);
  });
});

describe("moveActive", () => {
  it("moves down from the box through the items and back to the box", () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(0, 3, 1)).toBe(1);
    expect(moveActive(2, 3, 1)).toBe(-1);
  });

  it("moves up from the box to the last item", () => {
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(0, 3, -1)).toBe(-1);
  });

  it("stays in the box when there are no items", () => {
    expect(moveActive(-1, 0, 1)).toBe(-1);
    expect(moveActive(-1, 0, -1)).toBe(-1);
  });
});
