import { ResponseCode, type ReviewQueueItem } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/errors";
import { isReviewerOnly, removeFromQueue, restoreToQueue } from "./review";

const item = (botId: string): ReviewQueueItem => ({
  botId,
  botName: `Bot ${botId}`,
  characterName: "",
  avatar: "",
  intro: "",
  greeting: "",
  description: "",
  visibility: "public",
  creator: { userId: "9", userName: "Ann" },
  submittedAt: "2025-01-01T00:00:00.000Z",
});

const ids = (items: ReviewQueueItem[] | undefined) => items?.map((entry) => entry.botId);

describe("review queue updates", () => {
  it("removes a decided bot", () => {
    expect(ids(removeFromQueue([item("1"), item("2")], "1"))).toEqual(["2"]);
    expect(removeFromQueue(undefined, "1")).toBeUndefined();
  });

  it("puts a failed decision back where it was, keeping other decisions", () => {
    // 1, 2, 3 listed; 2 and then 3 decided; 2's decision fails.
    expect(ids(restoreToQueue([item("1")], item("2"), 1))).toEqual(["1", "2"]);
    expect(ids(restoreToQueue([item("1"), item("3")], item("2"), 1))).toEqual(["1", "2", "3"]);
    expect(ids(restoreToQueue([], item("2"), 5))).toEqual(["2"]);
    expect(ids(restoreToQueue(undefined, item("2"), 0))).toEqual(["2"]);
  });

  it("never lists a bot twice (a refetch may have brought it back already)", () => {
    const list = [item("2")];
    expect(restoreToQueue(list, item("2"), 0)).toBe(list);
  });
});

describe("isReviewerOnly", () => {
  it("recognises the 403 of non-reviewers", () => {
    expect(isReviewerOnly(new ApiError(ResponseCode.FORBIDDEN, "Only reviewers can do this", 403))).toBe(
      true,
    );
    expect(isReviewerOnly(new ApiError(ResponseCode.ERROR, "x", 500))).toBe(false);
    expect(isReviewerOnly(new Error("x"))).toBe(false);
  });
});
