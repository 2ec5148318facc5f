import { describe, expect, it } from "vitest";
import {
  claimMarker,
  hasValidatedEmail,
  msUntilNextUtcDay,
  shouldClaimDailyReward,
  shouldShowDailyReward,
  utcDay,
} from "./dailyReward";

const viewer = { userId: "7", email: "ann@example.com", needValidEmail: false };
const today = "2026-03-14";

describe("msUntilNextUtcDay", () => {
  it("counts to the next midnight UTC, whatever the local time zone", () => {
    expect(msUntilNextUtcDay(new Date("2026-11-27T23:59:59.000Z"))).toBe(1000);
    expect(msUntilNextUtcDay(new Date("2026-12-31T00:00:00.000Z"))).toBe(86_400_000);
  });
});

describe("utcDay", () => {
  it("takes the UTC date, not the local one", () => {
    expect(utcDay(new Date("2026-03-14T23:30:00-05:00"))).toBe("2026-03-15");
    expect(utcDay(new Date("2026-03-14T00:00:00Z"))).toBe("2026-03-14");
  });
});

describe("shouldClaimDailyReward", () => {
  it("claims once a day for a user with a validated email", () => {
    expect(shouldClaimDailyReward(viewer, null, today)).toBe(true);
    expect(shouldClaimDailyReward(viewer, claimMarker("7", "2026-03-13"), today)).toBe(true);
    expect(shouldClaimDailyReward(viewer, claimMarker("7", today), today)).toBe(false);
  });

  it("claims for another user who signs in on the same browser the same day", () => {
    expect(shouldClaimDailyReward(viewer, claimMarker("8", today), today)).toBe(true);
  });

  it("does not claim without a user or a validated email", () => {
    expect(shouldClaimDailyReward(null, null, today)).toBe(false);
    expect(shouldClaimDailyReward({ ...viewer, email: null }, null, today)).toBe(false);
    expect(shouldClaimDailyReward({ ...viewer, needValidEmail: true }, null, today)).toBe(false);
    expect(hasValidatedEmail({ email: null, needValidEmail: false })).toBe(false);
  });
});

describe("shouldShowDailyReward", () => {
  const shown = {
    signedIn: true,
    granted: 5,
    emailPending: false,
    subscribeOpen: false,
    namePromptOpen: false,
  };

  it("shows a granted amount to a signed-in user", () => {
    expect(shouldShowDailyReward(shown)).toBe(true);
  });

  it("hides after closing (granted back to 0), when signed out, and while another modal asks first", () => {
    expect(shouldShowDailyReward({ ...shown, granted: 0 })).toBe(false);
    expect(shouldShowDailyReward({ ...shown, signedIn: false })).toBe(false);
    expect(shouldShowDailyReward({ ...shown, emailPending: true })).toBe(false);
    expect(shouldShowDailyReward({ ...shown, subscribeOpen: true })).toBe(false);
    expect(shouldShowDailyReward({ ...shown, namePromptOpen: true })).toBe(false);
  });
});
