import { describe, expect, it } from "vitest";
import { isPaidPlan, parsePlan } from "./plan";

describe("parsePlan", () => {
  it("reads the tier and period", () => {
    expect(parsePlan("FREE")).toEqual({ tier: "FREE", period: null, raw: "FREE" });
    expect(parsePlan("STANDARD")).toMatchObject({ tier: "STANDARD", period: null });
    expect(parsePlan("STANDARD_ANNUAL")).toMatchObject({ tier: "STANDARD", period: "annual" });
    expect(parsePlan("PREMIUM_YEAR")).toMatchObject({ tier: "PREMIUM", period: "annual" });
    expect(parsePlan("premium_month")).toMatchObject({ tier: "PREMIUM", period: "monthly" });
  });

  it("treats a missing plan as free and keeps unknown plans as they are", () => {
    expect(parsePlan(null)).toMatchObject({ tier: "FREE" });
    expect(parsePlan("")).toMatchObject({ tier: "FREE" });
    expect(parsePlan("ENTERPRISE")).toEqual({ tier: null, period: null, raw: "ENTERPRISE" });
  });
});

describe("isPaidPlan", () => {
  it("is true for every plan but free", () => {
    expect(["STANDARD", "PREMIUM_ANNUAL", "premium_month", "ENTERPRISE"].map(isPaidPlan)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(["FREE", "free", "", null, undefined].map(isPaidPlan)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
