import { describe, expect, it } from "vitest";
import { popularSearchState, queueTabOf, reportTargetPath } from "./queueTabs";

describe("queueTabOf", () => {
  it("opens the reports tab only when asked, the bot queue otherwise", () => {
    expect(queueTabOf("reports")).toBe("reports");
    expect(queueTabOf("bots")).toBe("bots");
    expect(queueTabOf("searches")).toBe("searches");
    expect(queueTabOf("chapters")).toBe("chapters");
    expect(queueTabOf(null)).toBe("bots");
    expect(queueTabOf("REPORTS")).toBe("bots");
  });
});

describe("reportTargetPath", () => {
  it("links bots to their page and users to their profile", () => {
    expect(reportTargetPath({ targetType: "bot", targetId: "12", targetPreview: "Luna" })).toBe(
      "/botProfile/12",
    );
    expect(reportTargetPath({ targetType: "user", targetId: "7", targetPreview: "Ann Lee" })).toBe(
      "/profile/7-Ann%20Lee",
    );
  });

  it("has no link for messages, posts, reviews, or anything that is gone", () => {
    expect(reportTargetPath({ targetType: "message", targetId: "3", targetPreview: "hi" })).toBeNull();
    expect(reportTargetPath({ targetType: "review", targetId: "3", targetPreview: "meh" })).toBeNull();
    expect(reportTargetPath({ targetType: "bot", targetId: "3", targetPreview: null })).toBeNull();
  });
});

describe("popularSearchState", () => {
  it("names the reason a searched text is or is not among Popular searches", () => {
    expect(popularSearchState({ hidden: false, flagged: false, shown: true })).toBe("shown");
    expect(popularSearchState({ hidden: false, flagged: false, shown: false })).toBe("fewSearchers");
    expect(popularSearchState({ hidden: false, flagged: true, shown: false })).toBe("flagged");
  });

  it("puts the reviewer's own decision first, so Show again undoes what it says", () => {
    expect(popularSearchState({ hidden: true, flagged: true, shown: false })).toBe("hidden");
  });
});
