import { describe, expect, it } from "vitest";
import {
  botProfilePath,
  canExportCard,
  canReview,
  editBlockedBy,
  editBotPath,
  isAdmin,
  parseBotIdParam,
  reviewBadgeState,
  visibilityGoesToReview,
  visibilityOptions,
} from "./botReview";

describe("reviewBadgeState", () => {
  it("shows In Review while pending and nothing once approved", () => {
    expect(reviewBadgeState("pending", null)).toEqual({ kind: "inReview" });
    expect(reviewBadgeState("approved", "old reason")).toBeNull();
  });

  it("carries the rejection reason, blank reasons as none", () => {
    expect(reviewBadgeState("rejected", " Too violent ")).toEqual({
      kind: "rejected",
      reason: "Too violent",
    });
    expect(reviewBadgeState("rejected", "  ")).toEqual({ kind: "rejected", reason: null });
    expect(reviewBadgeState("rejected")).toEqual({ kind: "rejected", reason: null });
  });
});

describe("visibilityGoesToReview", () => {
  it("is true for showing a bot to others, false for hiding it or keeping it", () => {
    expect(visibilityGoesToReview("private", "public")).toBe(true);
    expect(visibilityGoesToReview("public", "unlisted")).toBe(true);
    expect(visibilityGoesToReview("public", "private")).toBe(false);
    expect(visibilityGoesToReview("public", "public")).toBe(false);
  });
});

describe("visibilityOptions", () => {
  const approved = { visibility: "private", reviewStatus: "approved", needsGreeting: false } as const;

  it("offers all three, marking the current one and those that go to review", () => {
    const options = visibilityOptions(approved);
    expect(options.map((option) => option.value)).toEqual(["public", "unlisted", "private"]);
    expect(options.map((option) => option.current)).toEqual([false, false, true]);
    expect(options.map((option) => option.goesToReview)).toEqual([true, true, false]);
    expect(options.every((option) => option.blockedBy === null)).toBe(true);
  });

  it("changes nothing while the bot is in review (the server refuses every edit)", () => {
    const options = visibilityOptions({ ...approved, visibility: "public", reviewStatus: "pending" });
    expect(options.map((option) => option.blockedBy)).toEqual([null, "inReview", "inReview"]);
  });

  it("keeps a draft without a greeting from being published", () => {
    const options = visibilityOptions({ ...approved, needsGreeting: true });
    expect(options.map((option) => option.blockedBy)).toEqual(["needsGreeting", "needsGreeting", null]);
  });

  it("lets a rejected bot be sent again", () => {
    const options = visibilityOptions({ ...approved, visibility: "public", reviewStatus: "rejected" });
    expect(options.map((option) => option.blockedBy)).toEqual([null, null, null]);
  });
});

describe("editBlockedBy", () => {
  it("blocks editing only while in review", () => {
    expect(editBlockedBy({ reviewStatus: "pending" })).toBe("inReview");
    expect(editBlockedBy({ reviewStatus: "approved" })).toBeNull();
    expect(editBlockedBy({ reviewStatus: "rejected" })).toBeNull();
  });
});

describe("canExportCard", () => {
  it("lets the creator always export", () => {
    expect(canExportCard({ isOwner: true, definitionVisible: false, visibility: "private" })).toBe(true);
  });

  it("lets others export only a public bot whose definition is shared", () => {
    expect(canExportCard({ isOwner: false, definitionVisible: true, visibility: "public" })).toBe(true);
    expect(canExportCard({ isOwner: false, definitionVisible: false, visibility: "public" })).toBe(false);
    expect(canExportCard({ isOwner: false, definitionVisible: true, visibility: "unlisted" })).toBe(false);
  });
});

describe("canReview", () => {
  it("admits reviewers and admins", () => {
    expect(canReview("reviewer")).toBe(true);
    expect(canReview("admin")).toBe(true);
    expect(canReview("user")).toBe(false);
    expect(canReview("")).toBe(false);
    expect(canReview(undefined)).toBe(false);
  });
});

describe("paths", () => {
  it("builds the edit and profile paths", () => {
    expect(editBotPath("42")).toBe("/create/bot?botId=42");
    expect(editBotPath("42", 2)).toBe("/create/adventure?botId=42");
    expect(editBotPath("42", 4)).toBe("/create/pdf?botId=42");
    expect(editBotPath("42", 1)).toBe("/create/bot?botId=42");
    expect(botProfilePath("42")).toBe("/botProfile/42");
  });

  it("reads the bot id of a profile path, tolerating a name suffix", () => {
    expect(parseBotIdParam("42")).toBe("42");
    expect(parseBotIdParam("42-Luna Star")).toBe("42");
    expect(parseBotIdParam("luna")).toBeNull();
    expect(parseBotIdParam("")).toBeNull();
    expect(parseBotIdParam(undefined)).toBeNull();
    expect(parseBotIdParam("1234567890123456789")).toBeNull();
  });
});

describe("isAdmin", () => {
  it("admits admins only", () => {
    expect(isAdmin("admin")).toBe(true);
    expect(isAdmin("reviewer")).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});
