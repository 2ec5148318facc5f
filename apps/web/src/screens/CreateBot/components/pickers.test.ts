import { describe, expect, it } from "vitest";
import { toggleCategory } from "./CategoryPicker";
import { groupOptions } from "./fields";
import { addTags, MAX_TAGS } from "./ListFields";

describe("toggleCategory", () => {
  it("replaces in single mode and toggles up to the limit in multi mode", () => {
    expect(toggleCategory([1], 2, 1)).toEqual([2]);
    expect(toggleCategory([1], 1, 1)).toEqual([]);
    expect(toggleCategory([1, 2], 3, 5)).toEqual([1, 2, 3]);
    expect(toggleCategory([1, 2, 3, 4, 5], 6, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(toggleCategory([1, 2, 3], 2, 5)).toEqual([1, 3]);
  });
});

describe("addTags", () => {
  it("splits on commas, trims and skips duplicates", () => {
    expect(addTags(["Books"], " books, magic ，night,")).toEqual(["Books", "magic", "night"]);
  });

  it("stops at the limit", () => {
    const full = Array.from({ length: MAX_TAGS }, (_, i) => `t${i}`);
    expect(addTags(full, "more")).toEqual(full);
  });
});

describe("groupOptions", () => {
  it("keeps neighbouring options of one group together and ungrouped ones apart, in order", () => {
    const groups = groupOptions([
      { value: "", label: "Default" },
      { value: "en-f", label: "Ava", group: "Built in" },
      { value: "en-m", label: "Leo", group: "Built in" },
      { value: "pack:1", label: "Mine", group: "My voice packs" },
    ]);
    expect(groups.map((group) => [group.label, group.options.map((option) => option.value)])).toEqual([
      [null, [""]],
      ["Built in", ["en-f", "en-m"]],
      ["My voice packs", ["pack:1"]],
    ]);
  });
});
