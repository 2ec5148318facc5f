import type { PostCard, PostPage } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { flattenPages } from "../lib/flattenPages";
import { joybookKeys, nextPostPage } from "./joybook";

const post = (id: string) => ({ id }) as PostCard;
const page = (number: number, ids: string[], total: number, limit = 2): PostPage => ({
  list: ids.map(post),
  page: number,
  limit,
  total,
});

describe("nextPostPage", () => {
  it("asks for the next page after a full one", () => {
    expect(nextPostPage(page(1, ["1", "2"], 5))).toBe(2);
  });

  it("stops after a short page or once the total is shown", () => {
    expect(nextPostPage(page(3, ["5"], 5))).toBeUndefined();
    expect(nextPostPage(page(2, ["3", "4"], 4))).toBeUndefined();
    expect(nextPostPage(page(1, [], 0))).toBeUndefined();
  });
});

describe("flattenPages on Joybook pages", () => {
  it("joins pages in order and shows a post that slid to the next page once", () => {
    const ids = flattenPages([page(1, ["9", "8"], 4), page(2, ["8", "7"], 4)]).map((card) => card.id);
    expect(ids).toEqual(["9", "8", "7"]);
  });
});

describe("joybookKeys", () => {
  it("keeps each viewer's answers apart", () => {
    expect(joybookKeys.post("1", "a")).not.toEqual(joybookKeys.post("1", "anonymous"));
    expect(joybookKeys.feed("newest", "anonymous")).toEqual(["joybook", "feed", "newest", "anonymous"]);
  });
});
