import type { AdWebShow, HouseAd } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { adSlotVisible, listAdOf, nextAdSlotState, withAdSlot } from "./adSlot";

const kinds = (entries: { kind: string }[]) => entries.map((entry) => entry.kind).join(",");

describe("withAdSlot", () => {
  it("leaves the list alone when there is no ad", () => {
    expect(kinds(withAdSlot([1, 2, 3, 4, 5], null))).toBe("item,item,item,item,item");
    expect(kinds(withAdSlot([1, 2, 3, 4, 5], undefined))).toBe("item,item,item,item,item");
  });

  it("puts the ad at index 3", () => {
    const entries = withAdSlot(["a", "b", "c", "d", "e"], { id: "ad" });
    expect(kinds(entries)).toBe("item,item,item,ad,item,item");
    expect(entries[3]).toEqual({ kind: "ad", ad: { id: "ad" } });
    expect(entries[4]).toEqual({ kind: "item", item: "d" });
  });

  it("puts the ad last in a shorter list", () => {
    expect(kinds(withAdSlot(["a", "b"], { id: "ad" }))).toBe("item,item,ad");
    expect(kinds(withAdSlot([], { id: "ad" }))).toBe("ad");
  });

  it("does not change the list it was given", () => {
    const items = ["a", "b", "c", "d"];
    withAdSlot(items, { id: "ad" });
    expect(items).toEqual(["a", "b", "c", "d"]);
  });
});

const house = (name: string, sort: number): HouseAd => ({
  name,
  image: "/a.webp",
  jumpTo: "/x",
  sort,
  isInfusion: true,
});
const slot = {
  id: "list",
  size: [300, 250] as [number, number],
  slotId: "/1/list",
  sizeMapping: [],
  refreshTime: 0,
  refreshRetry: 0,
};

describe("listAdOf", () => {
  const network: AdWebShow = { show: true, scriptUrl: "https://ads.example.com/tag.js", slots: [slot] };

  it("shows members nothing", () => {
    expect(listAdOf(true, network, [house("A", 2)])).toBeNull();
  });

  it("prefers the network's slot when AD_WEB_SHOW is on, else the first house ad", () => {
    expect(listAdOf(false, network, [house("A", 2)])).toEqual({
      kind: "network",
      scriptUrl: network.scriptUrl,
      slot,
    });
    const off = { show: false, scriptUrl: null, slots: [] };
    expect(listAdOf(false, off, [house("A", 9), house("B", 1)])).toEqual({
      kind: "house",
      ad: house("A", 9),
    });
    expect(listAdOf(false, off, [])).toBeNull();
    expect(listAdOf(false, undefined, undefined)).toBeNull();
  });

  it("puts the chosen house ad at index 3 of a list", () => {
    const ad = listAdOf(false, undefined, [house("A", 9)]);
    const entries = withAdSlot(["a", "b", "c", "d"], ad);
    expect(entries[3]).toEqual({ kind: "ad", ad: { kind: "house", ad: house("A", 9) } });
  });
});

describe("nextAdSlotState", () => {
  const run = (...events: Parameters<typeof nextAdSlotState>[1][]) =>
    events.reduce(nextAdSlotState, "init" as ReturnType<typeof nextAdSlotState>);

  it("goes init → loading → success → ready", () => {
    expect(run("start")).toBe("loading");
    expect(run("start", "loaded")).toBe("success");
    expect(run("start", "loaded", "shown")).toBe("ready");
    expect(adSlotVisible(run("start", "loaded", "shown"))).toBe(true);
  });

  it("fails, hidden, on an error or when nothing loaded within the timeout", () => {
    expect(run("start", "error")).toBe("fail");
    expect(run("start", "timeout")).toBe("fail");
    expect(adSlotVisible(run("start", "timeout"))).toBe(false);
  });

  it("stays failed when the load ends after the timeout, and a ready slot ignores a late timeout", () => {
    expect(run("start", "timeout", "loaded", "shown")).toBe("fail");
    expect(run("start", "loaded", "shown", "timeout")).toBe("ready");
    expect(run("loaded")).toBe("init");
  });
});
