import { describe, expect, it } from "vitest";
import { canOnDialogue } from "./dialogue.policy.ts";
import { canOnPersona } from "./persona.policy.ts";
import { canOnPost } from "./post.policy.ts";
import { canOnReview } from "./review.policy.ts";
import { canOnUpload } from "./upload.policy.ts";

const OWNER = 7;
const STRANGER = 8;

describe("the policies of what one user owns", () => {
  it("let only the owner use a dialogue or a persona, or delete a post", () => {
    const checks = [
      (userId: number | null) => canOnDialogue({ userId }, "use", { userId: OWNER }),
      (userId: number | null) => canOnPersona({ userId }, "use", { userId: OWNER }),
      (userId: number | null) => canOnPost({ userId }, "delete", { userId: OWNER }),
    ];
    for (const check of checks) {
      expect(check(OWNER)).toBe(true);
      expect(check(STRANGER)).toBe(false);
      expect(check(null)).toBe(false);
    }
  });

  it("never allow anything on what does not exist", () => {
    expect(canOnDialogue({ userId: OWNER }, "use", undefined)).toBe(false);
    expect(canOnPersona({ userId: OWNER }, "use", undefined)).toBe(false);
    expect(canOnPost({ userId: OWNER }, "delete", undefined)).toBe(false);
    expect(canOnReview({ userId: OWNER, reviewer: true }, "delete", undefined)).toBe(false);
  });

  it("let a review be deleted by its author or by a reviewer, and by no one else", () => {
    const review = { authorId: OWNER };
    expect(canOnReview({ userId: OWNER, reviewer: false }, "delete", review)).toBe(true);
    expect(canOnReview({ userId: STRANGER, reviewer: true }, "delete", review)).toBe(true);
    expect(canOnReview({ userId: STRANGER, reviewer: false }, "delete", review)).toBe(false);
    expect(canOnReview({ userId: null, reviewer: false }, "delete", review)).toBe(false);
  });

  it("let whoever holds a signed, unexpired upload link write it, and anyone read an upload", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    const inAMinute = now.getTime() / 1000 + 60;
    expect(canOnUpload("write", { signed: true, expires: inAMinute }, now)).toBe(true);
    expect(canOnUpload("write", { signed: false, expires: inAMinute }, now)).toBe(false);
    expect(canOnUpload("write", { signed: true, expires: inAMinute - 120 }, now)).toBe(false);
    expect(canOnUpload("write", undefined, now)).toBe(false);
    expect(canOnUpload("read", undefined, now)).toBe(true);
  });
});
