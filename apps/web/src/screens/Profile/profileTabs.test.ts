import { describe, expect, it } from "vitest";
import { profileTabOf } from "./profileTabs";

describe("profileTabOf", () => {
  it("reads a known tab", () => {
    expect(profileTabOf("favorites")).toBe("favorites");
    expect(profileTabOf("posts")).toBe("posts");
  });

  it("falls back to the bots tab", () => {
    expect(profileTabOf(null)).toBe("bots");
    expect(profileTabOf("gallery")).toBe("bots");
    expect(profileTabOf("")).toBe("bots");
  });
});
