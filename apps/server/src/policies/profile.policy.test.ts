import { describe, expect, it } from "vitest";
import { canOnProfile, type ProfileAccess } from "./profile.policy.ts";

const OWNER_ID = 7;
const live: ProfileAccess = { id: OWNER_ID, removedAt: null };
const removed: ProfileAccess = { id: OWNER_ID, removedAt: new Date("2026-01-01T00:00:00Z") };

describe("the profile policy", () => {
  it("shows a live profile to everyone, visitors included", () => {
    for (const userId of [null, 1, OWNER_ID]) expect(canOnProfile({ userId }, "view", live)).toBe(true);
  });

  it("shows a removed account to no one, its former owner included", () => {
    for (const userId of [null, 1, OWNER_ID]) expect(canOnProfile({ userId }, "view", removed)).toBe(false);
  });

  it("lets only the owner manage a profile", () => {
    expect(canOnProfile({ userId: OWNER_ID }, "manage", live)).toBe(true);
    expect(canOnProfile({ userId: 1 }, "manage", live)).toBe(false);
    expect(canOnProfile({ userId: null }, "manage", live)).toBe(false);
    expect(canOnProfile({ userId: OWNER_ID }, "manage", removed)).toBe(false);
  });

  it("never allows anything on a profile that does not exist", () => {
    expect(canOnProfile({ userId: OWNER_ID }, "view", undefined)).toBe(false);
    expect(canOnProfile({ userId: OWNER_ID }, "manage", undefined)).toBe(false);
  });
});
