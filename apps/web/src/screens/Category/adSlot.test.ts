import { describe, expect, it } from "vitest";
import { withAdSlot } from "./adSlot";

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
