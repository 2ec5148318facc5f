import { describe, expect, it } from "vitest";
import { authorPath, dialoguePath, feedSort, postPath, postShareUrl } from "./paths";

describe("Joybook paths", () => {
  it("names a post by its id", () => {
    expect(postPath("42")).toBe("/joydtl/42");
  });

  it("links a named author as /profile/{userId}-{userName} and an anonymous one nowhere", () => {
    expect(authorPath({ userId: "7", userName: "Mira Ink" })).toBe("/profile/7-Mira%20Ink");
    expect(authorPath({ userId: "7", userName: "  " })).toBe("/profile/7");
    expect(authorPath({ userId: null, userName: "" })).toBeNull();
  });

  it("opens the chat screen on the continued dialogue", () => {
    expect(dialoguePath({ botId: "3", botName: "Luna", dialogueId: "99" })).toBe(
      "/chat/3-Luna?dialogueId=99",
    );
  });

  it("copies the share path on this origin", () => {
    expect(postShareUrl("https://fable.example", "/joydtl/5")).toBe("https://fable.example/joydtl/5");
  });
});

describe("feedSort", () => {
  it("reads popular from the query and falls back to newest", () => {
    expect(feedSort(new URLSearchParams("sort=popular"))).toBe("popular");
    expect(feedSort(new URLSearchParams("sort=oldest"))).toBe("newest");
    expect(feedSort(new URLSearchParams(""))).toBe("newest");
  });
});
