import type { Category } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { categoryPath, needsCanonicalPath, selectCategory } from "./selection";

const categories: Category[] = [
  { id: 1, name: "Anime", nameZh: "动漫", type: 1 },
  { id: 5, name: "Sci-Fi", nameZh: "科幻", type: 1 },
  { id: 9, name: "Slice of Life", nameZh: "日常", type: 1 },
];

describe("selectCategory", () => {
  it("takes the category named in the path, ignoring case", () => {
    expect(selectCategory(categories, "sci-fi", null)?.id).toBe(5);
    expect(selectCategory(categories, "Slice of Life", null)?.id).toBe(9);
  });

  it("falls back to the category query parameter, by name or id", () => {
    expect(selectCategory(categories, undefined, "Sci-Fi")?.id).toBe(5);
    expect(selectCategory(categories, undefined, "9")?.id).toBe(9);
  });

  it("prefers the path over the query parameter", () => {
    expect(selectCategory(categories, "Anime", "Sci-Fi")?.id).toBe(1);
  });

  it("selects the first category when nothing or an unknown name is given", () => {
    expect(selectCategory(categories, undefined, null)?.id).toBe(1);
    expect(selectCategory(categories, "Nope", "")?.id).toBe(1);
    expect(selectCategory([], "Anime", null)).toBeUndefined();
  });
});

describe("category paths", () => {
  it("encodes the name", () => {
    expect(categoryPath({ name: "Slice of Life" })).toBe("/category/Slice%20of%20Life");
    expect(categoryPath({ name: "Sci-Fi" })).toBe("/category/Sci-Fi");
  });

  it("asks for the canonical path unless the path already names the category", () => {
    expect(needsCanonicalPath(categories[0]!, undefined)).toBe(true);
    expect(needsCanonicalPath(categories[0]!, "Nope")).toBe(true);
    expect(needsCanonicalPath(categories[0]!, "anime")).toBe(true);
    expect(needsCanonicalPath(categories[0]!, "Anime")).toBe(false);
  });
});
