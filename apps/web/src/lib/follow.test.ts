import { describe, expect, it, vi } from "vitest";
import { createThrottleGate } from "../api/throttle";
import { type FollowClickContext, followClick, followStateOf } from "./follow";

const context = (overrides: Partial<FollowClickContext> = {}): FollowClickContext => ({
  signedIn: true,
  followed: false,
  beFollowed: false,
  allowFollow: true,
  pending: false,
  tryPass: () => true,
  ...overrides,
});

describe("followStateOf", () => {
  it("names the button's state from both flags", () => {
    expect(followStateOf({ followed: false, beFollowed: false })).toBe("FOLLOW");
    expect(followStateOf({ followed: false, beFollowed: true })).toBe("FOLLOW");
    expect(followStateOf({ followed: true, beFollowed: false })).toBe("FOLLOWING");
    expect(followStateOf({ followed: true, beFollowed: true })).toBe("FRIENDS");
  });
});

describe("followClick", () => {
  it("sends visitors to the login modal without using the gate", () => {
    const tryPass = vi.fn(() => true);
    expect(followClick(context({ signedIn: false, tryPass }))).toBe("login");
    expect(tryPass).not.toHaveBeenCalled();
  });

  it("follows, or unfollows someone followed (also a friend)", () => {
    expect(followClick(context())).toBe("follow");
    expect(followClick(context({ followed: true }))).toBe("unfollow");
    expect(followClick(context({ followed: true, beFollowed: true }))).toBe("unfollow");
  });

  it("ignores clicks while a request is pending", () => {
    expect(followClick(context({ pending: true }))).toBe("ignore");
  });

  it("never starts a follow of someone who does not allow it, but lets a follow be undone", () => {
    expect(followClick(context({ allowFollow: false }))).toBe("ignore");
    expect(followClick(context({ allowFollow: false, followed: true }))).toBe("unfollow");
  });

  it("lets one follow through per 2 s with the shared gate", () => {
    let now = 10_000;
    const gate = createThrottleGate(2000, () => now);
    const click = () => followClick(context({ tryPass: gate.tryPass }));
    expect(click()).toBe("follow");
    now += 1999;
    expect(click()).toBe("ignore");
    now += 1;
    expect(click()).toBe("follow");
  });
});
