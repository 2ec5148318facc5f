import { describe, expect, it } from "vitest";
import { toggledLike } from "./likes";

describe("toggledLike", () => {
  it("likes with one more and takes it back with one less", () => {
    expect(toggledLike({ liked: false, likes: 41 })).toEqual({ liked: true, likes: 42 });
    expect(toggledLike({ liked: true, likes: 42 })).toEqual({ liked: false, likes: 41 });
  });

  it("never counts below zero", () => {
    expect(toggledLike({ liked: true, likes: 0 })).toEqual({ liked: false, likes: 0 });
  });
});
